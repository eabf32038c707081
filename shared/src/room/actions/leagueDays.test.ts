import { describe, expect, it } from 'vitest';
import type { MatchInput } from '../../match/types';
import type { FixtureResult } from '../../match/wire';
import { leagueSettingsSchema } from '../../league/settings';
import { act, after, as, human, options, player, room } from '../../test/rooms';
import { refusalText } from '../../messages/refusalText';
import { liveFixture, SYSTEM, type RoomEnv, type RoomState } from '../state';
import { KICK_OFF_LEAD_MS, MATCHDAY_LEAD_MS, nextDue } from '../rules/clock';

/** A league's matchdays in the room machine (issue 41, docs/league.md 'Matchdays on schedule'). */
const match = { seed: 7, teams: [] } as unknown as MatchInput;
const result = { score: { A: 1, B: 0 }, stats: {} as FixtureResult['stats'], commentary: [], penalties: null, winner: 'A' } as FixtureResult;
const league = options({ kind: 'league', league: leagueSettingsSchema.parse({ timeZone: 'Europe/Istanbul', draftMode: 'live', matchdays: { days: [1, 3, 5], time: '21:00' } }) });
// Monday 7 January 2030, 13:00 in Istanbul.
const monday: RoomEnv = { now: Date.UTC(2030, 0, 7, 10, 0), msPerSecond: 1000 };
const four = [human('zeynep'), human('ali'), human('ayse'), human('can')];
const started = () => after(room({ options: league, status: 'draft_finished', seats: four }), 'startTournament', as('zeynep'), {}, monday);
const tickAt = (r: RoomState, env: RoomEnv) => after(r, 'tick', SYSTEM, { pick: null, match }, env);
const whistle = (r: RoomState, env: RoomEnv) => after(r, 'finishMatch', SYSTEM, { fixtureId: liveFixture(r)!._id, result }, env);

describe('a league\'s matchdays', () => {
  it('sets the first matchday at the schedule\'s next time, not the countdown', () => {
    expect(started().match.nextMatchAt).toBe(Date.UTC(2030, 0, 7, 18, 0));
    // An evening that continues by itself counts down 10 s as before.
    const evening = after(room({ options: options({ autoContinue: true }), status: 'draft_finished', seats: four }), 'startTournament', as('zeynep'), {}, monday);
    expect(evening.match.nextMatchAt).toBe(monday.now + 10_000);
  });
  it('plays a round one fixture after another, then waits for the next matchday (Wednesday)', () => {
    let r = started();
    const kickOff: RoomEnv = { ...monday, now: r.match.nextMatchAt! };
    r = tickAt(r, kickOff);
    expect(liveFixture(r)!.round).toBe(1);
    const end: RoomEnv = { ...monday, now: kickOff.now + 600_000 };
    r = whistle(r, end);
    // The round's second fixture: by the countdown after the whistle.
    expect(r.match.nextMatchAt).toBe(end.now + 10_000);
    r = whistle(tickAt(r, { ...end, now: end.now + 10_000 }), { ...end, now: end.now + 700_000 });
    expect(r.fixtures.filter((f) => f.played).map((f) => f.round)).toEqual([1, 1]);
    expect(r.match.nextMatchAt).toBe(Date.UTC(2030, 0, 9, 18, 0));
  });
  it('decides a matchday\'s first kick-off 10 s ahead and the next of its round 5 s ahead, each starting at its scheduled instant; one the clock reaches late starts then; an evening\'s at its countdown', () => {
    const r = started();
    const at = r.match.nextMatchAt!;
    expect(nextDue(r)).toBe(at - MATCHDAY_LEAD_MS);
    const early = act(r, 'tick', SYSTEM, { pick: null, match }, { ...monday, now: at - MATCHDAY_LEAD_MS - 1 });
    expect('refusal' in early && early.refusal.code).toBe('NOT_DUE');
    const ahead = tickAt(r, { ...monday, now: at - MATCHDAY_LEAD_MS });
    expect(liveFixture(ahead)!.startedAt).toBe(at);
    // The round's second fixture: its countdown after the whistle, decided 5 s before it runs out.
    const whistled = whistle(ahead, { ...monday, now: at + 600_000 });
    const second = whistled.match.nextMatchAt!;
    expect(nextDue(whistled)).toBe(second - KICK_OFF_LEAD_MS);
    expect('refusal' in act(whistled, 'tick', SYSTEM, { pick: null, match }, { ...monday, now: second - KICK_OFF_LEAD_MS - 1 })).toBe(true);
    expect(liveFixture(tickAt(whistled, { ...monday, now: second - KICK_OFF_LEAD_MS }))!.startedAt).toBe(second);
    const late = tickAt(r, { ...monday, now: at + 2_500 });
    expect(liveFixture(late)!.startedAt).toBe(at + 2_500);
    const evening = after(room({ options: options({ autoContinue: true }), status: 'draft_finished', seats: four }), 'startTournament', as('zeynep'), {}, monday);
    const countdown = evening.match.nextMatchAt!;
    expect(nextDue(evening)).toBe(countdown);
    expect('refusal' in act(evening, 'tick', SYSTEM, { pick: null, match }, { ...monday, now: countdown - 1 })).toBe(true);
    expect(liveFixture(tickAt(evening, { ...monday, now: countdown }))!.startedAt).toBe(countdown);
  });
  it('refuses the host\'s "start next match" and "Otomatik devam" in a league, in Turkish and English; an evening\'s host may', () => {
    const r = started();
    for (const [name, input] of [['kickOff', { match }], ['setAutoPaused', { paused: true }]] as const) {
      const out = act(r, name, as('zeynep'), input, monday);
      expect('refusal' in out && out.refusal.code).toBe('LEAGUE_ON_SCHEDULE');
      if ('refusal' in out) {
        expect(refusalText(out.refusal, 'tr')).toMatch(/^Lig maçları takvime göre kendiliğinden başlar/);
        expect(refusalText(out.refusal, 'en')).toMatch(/^League matches start by themselves on schedule/);
      }
    }
    const evening = after(room({ options: options(), status: 'draft_finished', seats: four }), 'startTournament', as('zeynep'), {}, monday);
    expect('state' in act(evening, 'kickOff', as('zeynep'), { match }, monday)).toBe(true);
  });
  it('starts the season as the draft\'s last pick is made', () => {
    const eleven = (userId: string, from: number) =>
      ['GK-1', 'DEF-1', 'DEF-2', 'DEF-3', 'DEF-4', 'MID-1', 'MID-2', 'MID-3', 'MID-4', 'FWD-1', 'FWD-2'].map((slot, i) => ({ userId, playerId: `${userId}-${i}`, slot, pickNumber: from + i, auto: false }));
    const almost = room({ options: league, status: 'drafting', picks: [...eleven('id-zeynep', 1), ...eleven('id-ali', 12).slice(0, 10)], draft: { currentPick: 21, deadline: null, paused: false } });
    const done = after(almost, 'pick', as('ali'), { found: [player('st', 'ST')] }, monday);
    expect(done.status).toBe('in_progress');
    expect(done.fixtures).toHaveLength(1);
    expect(done.match.nextMatchAt).toBe(Date.UTC(2030, 0, 7, 18, 0));
    expect(done.effects).toContainEqual({ type: 'tournamentStarted' });
    // The same pick sent again (a double tap) is answered as the first, though the room has moved on.
    const again = after(done, 'pick', as('ali'), { found: [player('st', 'ST')] }, monday);
    expect({ ...again, effects: [] }).toEqual({ ...done, effects: [] });
  });
});
