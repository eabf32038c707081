import { describe, expect, it } from 'vitest';
import type { MatchInput } from '../../match/types';
import type { FixtureResult } from '../../match/wire';
import { leagueSettingsSchema } from '../../league/settings';
import { after, as, bot, human, options, player, room } from '../../test/rooms';
import { liveFixture, SYSTEM, type RoomEnv, type RoomState } from '../state';
import { REMINDER_LEAD_MS, reminderOf } from './reminders';

/** The 10-minute reminders (docs/notifications.md): when each is due, from the room's stored deadlines. */
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const settings = (over: object = {}) =>
  leagueSettingsSchema.parse({ timeZone: 'Europe/Istanbul', draftMode: 'slow', pickClockHours: 4, quietWindow: { from: '00:00', to: '08:00' }, matchdays: { days: 'every day', time: '21:00' }, ...over });
const league = (over: object = {}) => options({ kind: 'league', league: settings(over) });
const drafting = (deadline: number, over: Partial<RoomState> = {}) =>
  room({ options: league(), status: 'drafting', seats: [human('zeynep'), human('ali')], draft: { currentPick: 0, deadline, paused: false }, ...over });
// 21:00 in Istanbul (18:00Z), Monday 7 January 2030.
const evening = Date.UTC(2030, 0, 7, 18, 0);

describe('the pick clock reminder', () => {
  it('is due 10 minutes before a slow clock runs out, in running time: not while the quiet night stands it still', () => {
    expect(reminderOf(drafting(evening))).toEqual({ kind: 'pickClockEnding', at: evening - REMINDER_LEAD_MS });
    // Runs out at 08:05 Istanbul after the 00:00-08:00 quiet night: 10 running minutes before is 23:55 the evening before.
    const morning = Date.UTC(2030, 0, 8, 5, 5);
    expect(reminderOf(drafting(morning))).toEqual({ kind: 'pickClockEnding', at: Date.UTC(2030, 0, 7, 20, 55) });
    // Runs out exactly as the night ends: 23:50.
    expect(reminderOf(drafting(Date.UTC(2030, 0, 8, 5, 0)))!.at).toBe(Date.UTC(2030, 0, 7, 20, 50));
    // Runs out at 08:10, 10 running minutes after the night: they are left from the night's start, 00:00.
    expect(reminderOf(drafting(Date.UTC(2030, 0, 8, 5, 10)))!.at).toBe(Date.UTC(2030, 0, 7, 21, 0));
  });
  it('is none for a paused draft, an AI on turn, an "Otomatik seç" seat, a live league draft or an evening', () => {
    expect(reminderOf(drafting(evening, { draft: { currentPick: 0, deadline: evening, paused: true } }))).toBeNull();
    expect(reminderOf(drafting(evening, { seats: [bot('yz'), human('ali')] }))).toBeNull();
    expect(reminderOf(drafting(evening, { seats: [human('zeynep', { autodraft: true }), human('ali')] }))).toBeNull();
    expect(reminderOf(drafting(evening, { options: league({ draftMode: 'live' }) }))).toBeNull();
    expect(reminderOf(drafting(evening, { options: options({ pickSeconds: 60 }) }))).toBeNull();
  });
  it('moves with the deadline: a pick made gives the next seat a full clock and its own reminder', () => {
    const env: RoomEnv = { now: Date.UTC(2030, 0, 7, 10, 0), msPerSecond: 1000 };
    const r = after(drafting(evening), 'pick', as('zeynep'), { found: [player('gk', 'GK')] }, env);
    expect(r.draft.deadline).toBe(env.now + 4 * HOUR);
    expect(reminderOf(r)).toEqual({ kind: 'pickClockEnding', at: env.now + 4 * HOUR - REMINDER_LEAD_MS });
  });
});

describe('the matchday reminder', () => {
  const match = { seed: 7, teams: [] } as unknown as MatchInput;
  const result = { score: { A: 1, B: 0 }, stats: {} as FixtureResult['stats'], commentary: [], penalties: null, winner: 'A' } as FixtureResult;
  const monday: RoomEnv = { now: Date.UTC(2030, 0, 7, 10, 0), msPerSecond: 1000 };
  const four = [human('zeynep'), human('ali'), human('ayse'), human('can')];
  const started = () => after(room({ options: league({ draftMode: 'live' }), status: 'draft_finished', seats: four }), 'startTournament', as('zeynep'), {}, monday);

  it("is due 10 minutes before a matchday's first kick-off, not before the round's next fixture", () => {
    let r = started();
    expect(reminderOf(r)).toEqual({ kind: 'matchdaySoon', at: evening - REMINDER_LEAD_MS });
    r = after(r, 'tick', SYSTEM, { pick: null, match }, { ...monday, now: evening });
    expect(reminderOf(r)).toBeNull();
    r = after(r, 'finishMatch', SYSTEM, { fixtureId: liveFixture(r)!._id, result }, { ...monday, now: evening + 10 * MINUTE });
    // The round's second fixture follows by the countdown: no matchday of its own.
    expect(r.match.nextMatchAt).toBe(evening + 10 * MINUTE + 10_000);
    expect(reminderOf(r)).toBeNull();
  });
  it('is none for an evening that counts down', () => {
    const r = after(room({ options: options({ autoContinue: true }), status: 'draft_finished', seats: four }), 'startTournament', as('zeynep'), {}, monday);
    expect(r.match.nextMatchAt).not.toBeNull();
    expect(reminderOf(r)).toBeNull();
  });
});
