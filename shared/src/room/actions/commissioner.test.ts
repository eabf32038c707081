import { describe, expect, it } from 'vitest';
import { act, after, as, bot, code, ENV, human, options, player, room } from '../../test/rooms';
import { leagueSettingsSchema } from '../../league/settings';
import type { FixtureState, RoomState } from '../state';

/** The commissioner's league controls (issue 41): each refused to anyone but the creator, announced to everyone. */
const league = options({ kind: 'league', league: leagueSettingsSchema.parse({ timeZone: 'Europe/Istanbul', matchdays: { days: 'every day', time: '21:00' } }) });
const drafting = (over: Partial<RoomState> = {}): RoomState =>
  room({ options: league, status: 'drafting', draft: { currentPick: 0, deadline: ENV.now + 60_000, paused: false }, ...over });
const fixture = (over: Partial<FixtureState> = {}): FixtureState => ({ _id: 'f1', ordinal: 1, round: 1, tie: null, teamA: 'id-zeynep', teamB: 'id-ali', played: false, result: null, startedAt: null, ...over });
const season = (over: Partial<RoomState> = {}): RoomState => room({ options: league, status: 'in_progress', fixtures: [fixture()], match: { autoPaused: false, nextMatchAt: ENV.now + 3_600_000 }, ...over });
const cb = player('cb1', 'CB', 80);
const notices = (r: RoomState) => r.effects.filter((e) => e.type === 'notice').map((e) => (e.type === 'notice' ? e.text.key : ''));

describe('forcePick', () => {
  it('refuses anyone but the creator, and outside a running draft', () => {
    expect(code(drafting(), 'forcePick', as('ali'), { pick: null })).toBe('NOT_CREATOR');
    expect(code(drafting(), 'forcePick', as('x'), { pick: null })).toBe('NOT_MEMBER');
    expect(code(drafting({ draft: { currentPick: 0, deadline: null, paused: true } }), 'forcePick', as('zeynep'), { pick: null })).toBe('FORCE_PICK_NOT_NOW');
    expect(code(season(), 'forcePick', as('zeynep'), { pick: null })).toBe('FORCE_PICK_NOT_NOW');
    expect(code(drafting(), 'forcePick', as('zeynep'), { pick: null })).toBeNull();
  });
  it('makes the server\'s choice for the seat on turn now, and tells everyone', () => {
    const r = after(drafting({ draft: { currentPick: 1, deadline: ENV.now + 60_000, paused: false } }), 'forcePick', as('zeynep'), { pick: { player: cb, slotKey: 'DEF-1' } });
    expect(r.picks).toEqual([{ userId: 'id-ali', playerId: 'cb1', slot: 'DEF-1', pickNumber: 2, auto: true }]);
    expect(r.draft.currentPick).toBe(2);
    expect(notices(r)).toEqual(['NOTICE_FORCED_PICK']);
  });
});

describe('undoPick', () => {
  const picked = drafting({ picks: [{ userId: 'id-zeynep', playerId: 'cb1', slot: 'DEF-1', pickNumber: 1, auto: false }], draft: { currentPick: 1, deadline: ENV.now + 5, paused: false } });
  it('refuses anyone but the creator, outside the draft, and when the last move was no pick', () => {
    expect(code(picked, 'undoPick', as('ali'), { playerName: 'x' })).toBe('NOT_CREATOR');
    expect(code({ ...picked, status: 'in_progress' }, 'undoPick', as('zeynep'), { playerName: 'x' })).toBe('DRAFT_NOT_ACTIVE');
    expect(code(drafting(), 'undoPick', as('zeynep'), { playerName: 'x' })).toBe('UNDO_NOTHING');
    // The turn after the pick passed with no pick: nothing of that seat's to give back.
    expect(code({ ...picked, draft: { ...picked.draft, currentPick: 2 } }, 'undoPick', as('zeynep'), { playerName: 'x' })).toBe('UNDO_NOTHING');
    expect(code(picked, 'undoPick', as('zeynep'), { playerName: 'x' })).toBeNull();
  });
  it('gives the player back and the turn to the seat that picked, with a fresh clock', () => {
    const r = after(picked, 'undoPick', as('zeynep'), { playerName: 'Stoper' });
    expect(r.picks).toEqual([]);
    // The league's slow clock (8 h by default, no quiet window here).
    expect(r.draft).toEqual({ currentPick: 0, deadline: ENV.now + 8 * 3_600_000, paused: false });
    expect(r.effects[0]).toMatchObject({ type: 'notice', code: 'COMMISSIONER', text: { key: 'NOTICE_PICK_UNDONE', values: { host: 'zeynep', player: 'Stoper' } } });
  });
});

describe('reschedule', () => {
  const at = new Date(ENV.now + 60_000).toISOString();
  it('refuses anyone but the creator, an evening, a live match, no matchday left, and a time in the past', () => {
    expect(code(season(), 'reschedule', as('ali'), { at })).toBe('NOT_CREATOR');
    expect(code(season({ options: options() }), 'reschedule', as('zeynep'), { at })).toBe('RESCHEDULE_NOT_LEAGUE');
    expect(code(season({ fixtures: [fixture({ startedAt: ENV.now })] }), 'reschedule', as('zeynep'), { at })).toBe('MATCH_LIVE');
    expect(code(season({ fixtures: [fixture({ played: true })] }), 'reschedule', as('zeynep'), { at })).toBe('RESCHEDULE_NOT_NOW');
    expect(code(drafting(), 'reschedule', as('zeynep'), { at })).toBe('RESCHEDULE_NOT_NOW');
    expect(code(season(), 'reschedule', as('zeynep'), { at: new Date(ENV.now - 1).toISOString() })).toBe('RESCHEDULE_IN_PAST');
  });
  it('moves the next kick-off to the instant given, and tells everyone', () => {
    const r = after(season(), 'reschedule', as('zeynep'), { at });
    expect(r.match.nextMatchAt).toBe(ENV.now + 60_000);
    expect(notices(r)).toEqual(['NOTICE_RESCHEDULED']);
  });
});

describe('replaceWithAi', () => {
  it('refuses anyone but the creator, himself, a stranger, an AI seat, and the lobby', () => {
    expect(code(drafting(), 'replaceWithAi', as('ali'), { playerId: 'id-zeynep' })).toBe('NOT_CREATOR');
    expect(code(drafting(), 'replaceWithAi', as('zeynep'), { playerId: 'id-zeynep' })).toBe('REPLACE_SELF');
    expect(code(drafting(), 'replaceWithAi', as('zeynep'), { playerId: 'id-nobody' })).toBe('PLAYER_NOT_IN_ROOM');
    expect(code(drafting({ seats: [human('zeynep'), bot('ali')] }), 'replaceWithAi', as('zeynep'), { playerId: 'id-ali' })).toBe('REPLACE_AI_SEAT');
    expect(code(room({ options: league }), 'replaceWithAi', as('zeynep'), { playerId: 'id-ali' })).toBe('REPLACE_NOT_NOW');
    expect(code(season(), 'replaceWithAi', as('zeynep'), { playerId: 'id-ali' })).toBeNull();
  });
  it('hands the seat, on turn, to an AI manager that picks after its think time; he is told, not barred', () => {
    const r = after(drafting({ draft: { currentPick: 1, deadline: ENV.now + 60_000, paused: false } }), 'replaceWithAi', as('zeynep'), { playerId: 'id-ali' });
    expect(r.seats[1]).toMatchObject({ userId: 'id-ali', ai: { style: expect.any(String) } });
    expect(r.draft.deadline).toBeLessThanOrEqual(ENV.now + 3_000);
    expect(r.banned).toEqual([]);
    expect(r.effects.map((e) => e.type)).toEqual(['notice', 'kicked', 'removed']);
    expect(notices(r)).toEqual(['NOTICE_REPLACED_BY_HOST']);
  });
});

describe('endSeason', () => {
  it('refuses anyone but the creator, a lobby or a finished room, and a live match', () => {
    expect(code(season(), 'endSeason', as('ali'))).toBe('NOT_CREATOR');
    expect(code(room({ options: league }), 'endSeason', as('zeynep'))).toBe('END_SEASON_NOT_NOW');
    expect(code(season({ status: 'finished' }), 'endSeason', as('zeynep'))).toBe('END_SEASON_NOT_NOW');
    expect(code(season({ fixtures: [fixture({ startedAt: ENV.now })] }), 'endSeason', as('zeynep'))).toBe('MATCH_LIVE');
  });
  it('finishes the room: no clock and no kick-off run again', () => {
    for (const r of [after(season(), 'endSeason', as('zeynep'), {}), after(drafting(), 'endSeason', as('zeynep'), {})]) {
      expect(r.status).toBe('finished');
      expect(r.match.nextMatchAt).toBeNull();
      expect(r.draft.deadline).toBeNull();
      expect(notices(r)).toEqual(['NOTICE_SEASON_ENDED']);
    }
    expect('answer' in act(season(), 'endSeason', as('zeynep'), {})).toBe(true);
  });
});
