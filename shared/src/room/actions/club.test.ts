import { describe, expect, it } from 'vitest';
import type { MatchInput } from '../../match/types';
import { roomText } from '../refusal';
import { roomStateOf } from '../fromDto';
import { act, after, as, bot, code, ENV, human, player, room } from '../../test/rooms';
import { engineInputOf } from '../rules/engineInput';
import { teamNameOf } from '../rules/club';
import { liveFixture, SYSTEM, type RoomState } from '../state';
import { roomDto } from '../view';

const kartal = { name: 'Kartal Spor', colors: ['#111111', '#ffffff'] };
const match = { seed: 7, teams: [] } as unknown as MatchInput;
const drafted = (over: Partial<RoomState> = {}) => room({ status: 'draft_finished', ...over });

describe('setClub', () => {
  it('names a member\'s team and its colours, cleaned; the room shows it beside his username', () => {
    const out = act(room(), 'setClub', as('ali'), { name: '  Kartal   Spor ', colors: ['#111111', '#FFFFFF'] });
    expect('answer' in out && out.answer.message).toBe(roomText('CLUB_SAVED'));
    const r = after(room(), 'setClub', as('ali'), { name: '  Kartal   Spor ', colors: ['#111111', '#FFFFFF'] });
    expect(r.seats[1]).toMatchObject({ name: 'ali', username: 'ali', club: { name: 'Kartal Spor', colors: ['#111111', '#ffffff'] } });
    const dto = roomDto(r, new Map());
    expect(dto.players[1]).toMatchObject({ name: 'ali', user: { username: 'ali' }, club: { name: 'Kartal Spor' } });
    expect(dto.players[0].club).toBeNull();
    // The client checks on the room as shown, club included.
    expect(roomStateOf(dto).seats[1].club).toEqual(r.seats[1].club);
    // The same club again changes nothing (the seats are kept as they were: no new version for the room).
    expect(after(r, 'setClub', as('ali'), kartal).seats).toBe(r.seats);
  });
  it('refuses in order: not a member, another seat, after the first kick-off, then the club rule', () => {
    expect(code(room(), 'setClub', as('x'), kartal)).toBe('NOT_MEMBER');
    expect(code(room(), 'setClub', as('ali'), { ...kartal, playerId: 'id-zeynep' })).toBe('CLUB_NOT_YOUR_SEAT');
    expect(code(room(), 'setClub', as('ali'), { ...kartal, playerId: 'id-ali' })).toBeNull();
    expect(code(room({ seats: [human('zeynep'), bot('Fatih Hoca')] }), 'setClub', as('Fatih Hoca'), kartal)).toBe('NOT_MEMBER');
    const fixture = { _id: 'f1', ordinal: 1, round: 1, tie: null, teamA: 'id-zeynep', teamB: 'id-ali', played: false, result: null, startedAt: null };
    expect(code(drafted(), 'setClub', as('ali'), kartal)).toBeNull();
    expect(code(drafted({ status: 'in_progress', fixtures: [fixture] }), 'setClub', as('ali'), kartal)).toBeNull();
    expect(code(drafted({ status: 'in_progress', fixtures: [{ ...fixture, startedAt: ENV.now }] }), 'setClub', as('ali'), kartal)).toBe('CLUB_LOCKED');
    expect(code(drafted({ status: 'finished' }), 'setClub', as('ali'), kartal)).toBe('CLUB_LOCKED');
    expect(code(room(), 'setClub', as('ali'), { ...kartal, name: 'K' })).toBe('CLUB_NAME_TOO_SHORT');
    expect(code(room(), 'setClub', as('ali'), { ...kartal, colors: ['#ffffff', '#fefefe'] })).toBe('CLUB_COLORS_TOO_CLOSE');
    // Another team's name, its club's or its manager's.
    const taken = after(room(), 'setClub', as('zeynep'), kartal);
    expect(code(taken, 'setClub', as('ali'), { ...kartal, name: 'KARTAL SPOR' })).toBe('CLUB_NAME_TAKEN');
    expect(code(room(), 'setClub', as('ali'), { ...kartal, name: 'Zeynep' })).toBe('CLUB_NAME_TAKEN');
    // His own name, or his own club again, is his.
    expect(code(taken, 'setClub', as('zeynep'), { ...kartal, name: 'zeynep' })).toBeNull();
  });
});

describe('clubs across the room', () => {
  it('AI managers get seeded clubs of their own, unique in the room', () => {
    const filled = after(room({ options: { ...room().options, maxPlayers: 6 } }), 'fillAi', as('zeynep'), {});
    const ai = filled.seats.filter((s) => s.ai);
    expect(ai).toHaveLength(4);
    expect(ai.every((s) => s.club && /^#[0-9a-f]{6}$/.test(s.club.colors[0]))).toBe(true);
    expect(new Set(filled.seats.map(teamNameOf)).size).toBe(6);
    expect(after(room({ options: { ...room().options, maxPlayers: 6 } }), 'fillAi', as('zeynep'), {}).seats).toEqual(filled.seats);
  });
  it('a leaver\'s team keeps his club under the AI manager; one without gets the AI\'s until the first kick-off', () => {
    const withClub = drafted({ seats: [human('zeynep'), human('ali', { club: { name: 'Kartal Spor', colors: ['#111111', '#ffffff'] } }), human('can')] });
    expect(after(withClub, 'leave', as('ali'), {}).seats[1]).toMatchObject({ ai: { style: expect.any(String) }, club: { name: 'Kartal Spor' } });
    expect(after(withClub, 'leave', as('can'), {}).seats[2].club?.name).toMatch(/\p{L}/u);
    const fixture = { _id: 'f1', ordinal: 1, round: 1, tie: null, teamA: 'id-zeynep', teamB: 'id-can', played: true, result: null, startedAt: null };
    expect(after({ ...withClub, status: 'in_progress', fixtures: [fixture] }, 'leave', as('can'), {}).seats[2].club).toBeNull();
  });
  it('a rematch seats everyone with his club', () => {
    const done = drafted({ status: 'finished', seats: [human('zeynep', { club: { name: 'Kartal Spor', colors: ['#111111', '#ffffff'] } }), human('ali')] });
    const made = after(done, 'rematch', as('ali'), { newRoomId: '00000000-0000-4000-8000-0000000000bb', openRooms: 0 }).effects.find((e) => e.type === 'created');
    expect(made?.type === 'created' && made.room.seats.map((s) => s.club?.name ?? null)).toEqual([null, 'Kartal Spor']);
  });
  it('the engine plays the team under its club\'s name and colours (the manager\'s name without one)', () => {
    const positions = ['GK', 'CB', 'CB', 'CB', 'CB', 'CM', 'CM', 'CM', 'CM', 'ST', 'ST'];
    const pool = new Map<string, ReturnType<typeof player>>();
    const picks = ['zeynep', 'ali'].flatMap((who, t) =>
      positions.map((pos, i) => {
        const p = player(`${who}-${i}`, pos);
        pool.set(p.id, p);
        return { userId: `id-${who}`, playerId: p.id, slot: ['GK-1', 'DEF-1', 'DEF-2', 'DEF-3', 'DEF-4', 'MID-1', 'MID-2', 'MID-3', 'MID-4', 'FWD-1', 'FWD-2'][i], pickNumber: t * 11 + i + 1, auto: false };
      }),
    );
    const r = drafted({ picks, seats: [human('zeynep', { club: { name: 'Kartal Spor', colors: ['#111111', '#ffffff'] } }), human('ali')] });
    const input = engineInputOf(r, pool, { teamA: 'id-zeynep', teamB: 'id-ali' }, 1)!;
    expect(input.teams.map((t) => [t.name, t.colors ?? null])).toEqual([
      ['Kartal Spor', ['#111111', '#ffffff']],
      ['ali', null],
    ]);
  });
});

describe('reactions on the match screen', () => {
  const live = () => {
    const r = after(drafted({ seats: [human('zeynep'), human('ali')] }), 'startTournament', as('zeynep'), {});
    return after(r, 'kickOff', as('zeynep'), { match });
  };
  it('a member reacts to the live match; the line says which match', () => {
    const r = live();
    const fixtureId = liveFixture(r)!._id;
    const out = after(r, 'react', as('ali'), { fixtureId, reaction: '🔥', id: 'm1' });
    expect(out.effects).toEqual([
      { type: 'chat', message: { id: 'm1', roomId: r.id, userId: 'id-ali', username: 'ali', kind: 'reaction', text: '🔥', pickNumber: null, fixtureId, createdAt: new Date(ENV.now).toISOString() } },
    ]);
  });
  it('refuses a spectator, an unknown reaction, and a match that is not live', () => {
    const r = live();
    const fixtureId = liveFixture(r)!._id;
    expect(code(r, 'react', as('x'), { fixtureId, reaction: '🔥', id: 'm' })).toBe('NOT_MEMBER');
    expect(code(r, 'react', as('ali'), { fixtureId, reaction: '💩', id: 'm' })).toBe('REACTION_UNKNOWN');
    expect(code(r, 'react', as('ali'), { fixtureId: '00000000-0000-4000-8000-000000000999', reaction: '🔥', id: 'm' })).toBe('MATCH_NOT_LIVE');
    const over = after(r, 'finishMatch', SYSTEM, { fixtureId, result: { score: { A: 1, B: 0 }, stats: {}, commentary: [], penalties: null, winner: 'A' } });
    expect(code(over, 'react', as('ali'), { fixtureId, reaction: '🔥', id: 'm' })).toBe('MATCH_NOT_LIVE');
  });
});
