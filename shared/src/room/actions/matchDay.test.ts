import { describe, expect, it } from 'vitest';
import type { MatchInput } from '../../match/types';
import type { FixtureResult } from '../../match/wire';
import { act, after, as, bot, code, ENV, human, options, room } from '../../test/rooms';
import { liveFixture, SYSTEM, type RoomState } from '../state';

const match = { seed: 7, teams: [] } as unknown as MatchInput;
const result = (a: number, b: number, winner: 'A' | 'B' | null = a > b ? 'A' : b > a ? 'B' : null): FixtureResult =>
  ({ score: { A: a, B: b }, stats: {} as FixtureResult['stats'], commentary: [], penalties: null, winner });
const drafted = (over: Partial<RoomState> = {}) => room({ status: 'draft_finished', seats: [human('zeynep'), human('ali'), bot('Fatih Hoca')], ...over });
const started = (over: Partial<RoomState> = {}) => after(drafted(over), 'startTournament', as('zeynep'), {});
const finishLive = (r: RoomState, res = result(1, 0), env = ENV) => after(r, 'finishMatch', SYSTEM, { fixtureId: liveFixture(r)!._id, result: res }, env);

describe('the tournament', () => {
  it('starts by the creator after the draft, with the fixtures of the room\'s format', () => {
    expect(code(drafted(), 'startTournament', as('ali'))).toBe('NOT_CREATOR');
    expect(code(room(), 'startTournament', as('zeynep'))).toBe('TOURNAMENT_NEEDS_DRAFT');
    expect(started().fixtures).toHaveLength(3);
    expect(started({ options: options({ format: 'home_away' }) }).fixtures).toHaveLength(6);
    // Three in a cup: a bye for the first seed, one first-round tie.
    expect(started({ options: options({ format: 'cup' }) }).fixtures.map((f) => [f.teamA, f.teamB])).toEqual([['id-ali', 'id-Fatih Hoca']]);
    expect(started().effects).toEqual([{ type: 'tournamentStarted' }]);
  });
  it('kicks off the first unplayed fixture, one at a time, by the creator; a short squad is refused', () => {
    const r = started();
    expect(code(r, 'kickOff', as('ali'), { match })).toBe('NOT_CREATOR');
    expect(code(r, 'kickOff', as('zeynep'), { match: null })).toBe('SQUAD_INCOMPLETE');
    const live = after(r, 'kickOff', as('zeynep'), { match });
    expect(liveFixture(live)).toMatchObject({ _id: r.fixtures[0]._id, startedAt: ENV.now, kickOff: match });
    expect(live.effects).toEqual([{ type: 'kickedOff', fixtureId: r.fixtures[0]._id }]);
    expect(code(live, 'kickOff', as('zeynep'), { match })).toBe('MATCH_LIVE');
  });
  it('stores the final whistle once; the room finishes with its champion', () => {
    let r = started({ seats: [human('zeynep'), human('ali')] });
    r = after(r, 'kickOff', as('zeynep'), { match });
    expect(code(r, 'finishMatch', as('zeynep'), { fixtureId: r.fixtures[0]._id, result: result(1, 0) })).toBe('NOT_MEMBER');
    const done = finishLive(r);
    expect(done.status).toBe('finished');
    expect(done.fixtures[0]).toMatchObject({ played: true, result: result(1, 0) });
    expect(code(done, 'finishMatch', SYSTEM, { fixtureId: r.fixtures[0]._id, result: result(2, 0) })).toBe('MATCH_NOT_LIVE');
    expect(code(done, 'kickOff', as('zeynep'), { match })).toBe('TOURNAMENT_FINISHED');
  });
  it('adds the cup tie a result completes (the bye\'s seed meets the winner)', () => {
    let r = started({ options: options({ format: 'cup' }) });
    r = finishLive(after(r, 'kickOff', as('zeynep'), { match }), result(0, 2));
    expect(r.fixtures.map((f) => [f.teamA, f.teamB, f.played])).toEqual([
      ['id-ali', 'id-Fatih Hoca', true],
      ['id-zeynep', 'id-Fatih Hoca', false],
    ]);
  });
});

describe('"Otomatik devam"', () => {
  const auto = () => started({ options: options({ autoContinue: true }) });
  it('counts down to the first kick-off and after each final whistle; the countdown kicks off by itself', () => {
    const r = auto();
    expect(r.match.nextMatchAt).toBe(ENV.now + 10_000);
    const later = { now: ENV.now + 10_000, msPerSecond: 1000 };
    expect(code(r, 'tick', SYSTEM, { pick: null, match })).toBe('NOT_DUE');
    const live = after(r, 'tick', SYSTEM, { pick: null, match }, later);
    expect(liveFixture(live)?._id).toBe(r.fixtures[0]._id);
    expect(live.match.nextMatchAt).toBeNull();
    expect(finishLive(live, result(1, 1), later).match.nextMatchAt).toBe(later.now + 10_000);
  });
  it('drops a countdown that cannot start anything (a squad short of eleven)', () => {
    const dropped = after(auto(), 'tick', SYSTEM, { pick: null, match: null }, { now: ENV.now + 10_000, msPerSecond: 1000 });
    expect(dropped.match.nextMatchAt).toBeNull();
    expect(liveFixture(dropped)).toBeUndefined();
  });
  it('the host pauses and resumes it, while the tournament runs', () => {
    expect(code(auto(), 'setAutoPaused', as('ali'), { paused: true })).toBe('AUTO_CONTINUE_NOT_HOST');
    expect(code(started(), 'setAutoPaused', as('zeynep'), { paused: true })).toBe('AUTO_CONTINUE_OFF');
    expect(code(drafted({ options: options({ autoContinue: true }) }), 'setAutoPaused', as('zeynep'), { paused: true })).toBe('AUTO_CONTINUE_NOT_NOW');
    const paused = after(auto(), 'setAutoPaused', as('zeynep'), { paused: true });
    expect(paused.match).toEqual({ autoPaused: true, nextMatchAt: null });
    expect(after(paused, 'setAutoPaused', as('zeynep'), { paused: false }).match).toEqual({ autoPaused: false, nextMatchAt: ENV.now + 10_000 });
  });
});

describe('rematch', () => {
  const finished = (over: Partial<RoomState> = {}) => room({ status: 'finished', seats: [human('zeynep'), human('ali'), bot('Fatih Hoca')], ...over });
  const input = { newRoomId: '00000000-0000-4000-8000-0000000000bb', openRooms: 0 };
  it('makes a new room with the same options and humans, the asker its creator, under a new name', () => {
    const r = after(finished({ options: options({ format: 'cup', autoContinue: true, maxPlayers: 3 }) }), 'rematch', as('ali'), input);
    expect(r.rematchId).toBe(input.newRoomId);
    const made = r.effects[0].type === 'created' ? r.effects[0].room : null;
    expect(made).toMatchObject({ id: input.newRoomId, name: 'Oda (Rövanş)', creatorId: 'id-ali', status: 'waiting', options: { format: 'cup', autoContinue: true, maxPlayers: 3 } });
    expect(made?.seats.map((s) => s.userId)).toEqual(['id-ali', 'id-zeynep']);
    expect(act(r, 'rematch', as('zeynep'), input)).toMatchObject({ answer: { room: { _id: input.newRoomId } } });
  });
  it('only a current human member, not barred, of a finished room; a new room counts against the asker\'s open rooms', () => {
    // ali was kicked mid-draft: an AI manager holds his seat (his user id stays in it) and he is barred.
    const kicked = finished({ seats: [human('zeynep'), human('ali', { ai: { style: 'dengeli' }, name: 'Fatih Hoca' })], banned: [{ userId: 'id-ali', username: 'ali' }] });
    expect(code(kicked, 'rematch', as('ali'), input)).toBe('NOT_MEMBER');
    expect(code(finished(), 'rematch', as('x'), input)).toBe('NOT_MEMBER');
    expect(code(finished({ status: 'in_progress' }), 'rematch', as('ali'), input)).toBe('REMATCH_NOT_FINISHED');
    expect(code(finished(), 'rematch', as('ali'), { ...input, openRooms: 3 })).toBe('TOO_MANY_ROOMS');
    expect(code(finished({ rematchId: 'x' }), 'rematch', as('ali'), { ...input, openRooms: 3 })).toBeNull();
  });
  it('names rematches on from the first', () => {
    const nameOf = (name: string) => {
      const r = after(finished({ name }), 'rematch', as('ali'), input);
      return r.effects[0].type === 'created' ? r.effects[0].room.name : '';
    };
    expect(nameOf('Cuma')).toBe('Cuma (Rövanş)');
    expect(nameOf('Cuma (Rövanş)')).toBe('Cuma (Rövanş 2)');
    expect(nameOf('Cuma (Rövanş 2)')).toBe('Cuma (Rövanş 3)');
    expect(nameOf('x'.repeat(60)).length).toBeLessThanOrEqual(60);
  });
});
