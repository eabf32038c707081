import { describe, expect, it } from 'vitest';
import { simulateMatch } from '@onbir/shared/match/engine';
import { sampleSquad } from '@onbir/shared/match/sampleSquad';
import { matchEventPayload, type MatchEventPayload } from '@onbir/shared/match/wire';
import { eventText } from '@onbir/shared/match/wording';
import type { MatchInput } from '@onbir/shared/match/types';
import { initialLiveMatch, liveMatchReducer, stateAt, type LiveMatchState } from './liveMatch';

const input = { seed: 9, teams: [sampleSquad('Ev', 75, 1), sampleSquad('Dep', 75, 2)] as MatchInput['teams'] };
const timeline = simulateMatch(input);
const payload = (i: number, fixtureId = 'f1'): MatchEventPayload => matchEventPayload('r', fixtureId, timeline.events[i]);
const play = (state: LiveMatchState, from: number, to: number, fixtureId = 'f1') => {
  let s = state;
  for (let i = from; i < to; i++) s = liveMatchReducer(s, { type: 'event', payload: payload(i, fixtureId) });
  return s;
};

describe('liveMatchReducer', () => {
  it('starts with 50-50 possession and goes live on the start event, the kick-off line opening the feed (issue 27)', () => {
    expect(initialLiveMatch.stats.A.possession).toBe(50);
    const s = play(initialLiveMatch, 0, 1);
    expect(s).toMatchObject({ live: true, fixtureId: 'f1', minute: '0' });
    expect(s.commentary.map((l) => eventText(l, 'tr'))).toEqual([eventText(timeline.events[0], 'tr')]);
    expect(eventText(s.commentary[0], 'tr')).toMatch(/^Maç başladı!/);
    // Later lines go above it; it is never left as the newest line once play has begun.
    expect(play(s, 1, 3).commentary.at(-1)!.seq).toBe(0);
    expect(play(s, 1, 3).commentary[0].seq).toBe(2);
  });

  it('prepends a line with the minute for each event, shows half time, and stops at the end', () => {
    const half = timeline.events.findIndex((e) => e.type === 'half_time');
    const atHalf = play(initialLiveMatch, 0, half + 1);
    expect(atHalf.halfTime).toBe(true);
    // The line travels as a code (its Turkish message beside it), worded in the reader's language.
    expect(payload(half).event.message).toMatch(/^Devre Arası/);
    expect(eventText(atHalf.commentary[0], 'tr')).toBe(payload(half).event.message);
    expect(eventText(atHalf.commentary[0], 'en')).toMatch(/^Half time/);
    expect(atHalf.commentary[1].seq).toBe(half - 1);
    expect(atHalf.commentary).toHaveLength(half + 1);
    const after = play(atHalf, half + 1, half + 2);
    expect(after.halfTime).toBe(false);
    const done = play(after, half + 2, timeline.events.length);
    expect(done).toMatchObject({ live: false, ended: true, score: timeline.score, stats: timeline.stats });
  });

  it('ignores an event whose seq it has already seen, and picks up after a snapshot', () => {
    const s = play(initialLiveMatch, 0, 20);
    expect(play(s, 10, 20)).toBe(s);
    const snapshot = {
      fixtureId: 'f1',
      teamA: 'a',
      teamB: 'b',
      teams: input.teams,
      knockout: false,
      events: timeline.events.slice(0, 30),
      score: timeline.events[29].score,
      stats: timeline.events[29].stats,
      minute: timeline.events[29].display,
    };
    const late = liveMatchReducer(initialLiveMatch, { type: 'snapshot', snapshot });
    expect(late).toEqual(liveMatchReducer(s, { type: 'snapshot', snapshot }));
    expect(late.lastSeq).toBe(29);
    expect(play(late, 25, 31).lastSeq).toBe(30);
    // Events 30-34 came in before the snapshot of 0-29: nothing is lost.
    const early = play({ ...initialLiveMatch }, 30, 35);
    const merged = liveMatchReducer(early, { type: 'snapshot', snapshot });
    expect(merged).toEqual(play(late, 30, 35));
  });

  it('says lines are missing when a live event skips a seq, until a snapshot fills them in', () => {
    // A phone that opened the match and lost its connection before its reload landed: 0-19 shown, 20 never came.
    const shown = play(initialLiveMatch, 0, 20);
    expect(shown.missing).toBe(false);
    const skipped = play(shown, 21, 23);
    expect(skipped.missing).toBe(true);
    const snapshot = { fixtureId: 'f1', teams: input.teams, events: timeline.events.slice(0, 22) };
    const filled = liveMatchReducer(skipped, { type: 'snapshot', snapshot });
    expect(filled.missing).toBe(false);
    expect(filled.commentary.map((l) => l.seq)).toEqual([22, 21, 20, ...shown.commentary.map((l) => l.seq)]);
    // Another fixture met past its kick-off is missing its start; a screen with nothing yet waits for its snapshot.
    expect(play(shown, 3, 4, 'f2').missing).toBe(true);
    expect(play(initialLiveMatch, 30, 31).missing).toBe(false);
  });

  it('clears the sheet when the next fixture starts', () => {
    const first = play(initialLiveMatch, 0, timeline.events.length);
    const second = play(first, 0, 3, 'f2');
    expect(second.fixtureId).toBe('f2');
    expect(second.commentary).toHaveLength(3);
    expect(second.commentary.every((l) => l.seq < 3)).toBe(true);
    expect(second.ended).toBe(false);
  });

  it('keeps every event with the score and stats after it, and the line-ups from the snapshot', () => {
    const done = play(initialLiveMatch, 0, timeline.events.length);
    expect(done.events).toEqual(timeline.events);
    expect(done.teams).toBeNull();
    const snapshot = { fixtureId: 'f1', teams: input.teams, events: timeline.events.slice(0, 10) };
    const late = liveMatchReducer(play(initialLiveMatch, 0, 12), { type: 'snapshot', snapshot });
    expect(late.teams).toBe(input.teams);
    expect(late.events).toEqual(timeline.events.slice(0, 12));
  });

  it("shows a match kicked off before its first minute (a league's is set up ahead) as on, at 0', with its line-ups", () => {
    const waiting = liveMatchReducer(initialLiveMatch, { type: 'snapshot', snapshot: { fixtureId: 'f1', events: [], teams: input.teams } });
    expect(waiting).toMatchObject({ fixtureId: 'f1', live: true, minute: '0', score: { A: 0, B: 0 }, commentary: [], teams: input.teams });
    // Its first minute then follows as usual.
    const on = liveMatchReducer(waiting, { type: 'event', payload: payload(0) });
    expect(on).toMatchObject({ fixtureId: 'f1', lastSeq: 0, missing: false, teams: input.teams });
  });

  it('builds a replay up to a seq exactly as the live screen showed it', () => {
    const upTo = 40;
    const live = play(initialLiveMatch, 0, upTo + 1);
    expect(stateAt('f1', input.teams, timeline.events, upTo)).toEqual({ ...live, teams: input.teams });
    expect(stateAt('f1', input.teams, timeline.events, -1)).toMatchObject({ events: [], commentary: [], teams: input.teams });
  });

  it('ends a match whose final whistle never reached the screen: the snapshot or the room says none is live (issue 26)', () => {
    const at25 = play(initialLiveMatch, 0, 40);
    expect(at25.live).toBe(true);
    // The reconnect's snapshot: no match is live any more.
    const afterSnapshot = liveMatchReducer(at25, { type: 'snapshot', snapshot: { fixtureId: null, events: [], teams: null } });
    expect(afterSnapshot).toMatchObject({ live: false, ended: true });
    // The room as it now stands: the fixture played, its result stored; the score shown is the final one.
    const result = { score: { A: 3, B: 1 }, stats: timeline.stats, commentary: [] };
    const room = { liveFixtureId: null, matchesToPlay: [{ _id: 'f1', teamA: 'a', teamB: 'b', played: true, result, round: 1, tie: null }] };
    expect(liveMatchReducer(at25, { type: 'room', room })).toMatchObject({ live: false, ended: true, score: { A: 3, B: 1 } });
    // While the room still says this match is live, nothing changes.
    expect(liveMatchReducer(at25, { type: 'room', room: { ...room, liveFixtureId: 'f1' } })).toBe(at25);
  });
});
