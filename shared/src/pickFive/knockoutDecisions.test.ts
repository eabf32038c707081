import { describe, expect, it } from 'vitest';
import type { Decision } from '../match/types';
import { choose, newRun, offerOf, type PickFiveRun } from './run';
import { playKnockout } from './knockout';
import { checkKnockoutDecisions, decideInTie, knockoutDecisionsSchema, tieStateAt, type KnockoutRefusal } from './knockoutDecisions';
import { gamePool } from './testPool';

function fullRun(seed: string): PickFiveRun {
  let run = newRun(seed);
  for (let step = 0; offerOf(run, gamePool).kind !== 'done'; step++) run = choose(run, step % 5);
  return run;
}

const refused = (out: PickFiveRun | KnockoutRefusal): out is KnockoutRefusal => 'code' in out;

/** The first tie's first substitution at `minute`: the most tired man off for the first substitute. */
function substitution(run: PickFiveRun, minute: number): Extract<Decision, { type: 'substitution' }> {
  const side = tieStateAt(playKnockout(run, gamePool, 'Sen')[0], { minute }).sides.A;
  const off = [...side.players].sort((a, b) => a.stamina - b.stamina)[0].id;
  return { type: 'substitution', side: 'A', minute, off, on: side.substitutes[0].id };
}

describe("the manager's decisions in the knockout", () => {
  const run = fullRun('daily-2026-12-06');

  it('replays a tie with a decision from the next minute on: the same up to it, the change in the timeline after, the same every time', () => {
    const before = playKnockout(run, gamePool, 'Sen')[0];
    const sub = substitution(run, 60);
    const decided = decideInTie(run, before, sub);
    if (refused(decided)) throw new Error(decided.code);
    expect(decided.decisions).toEqual([[sub]]);
    const after = playKnockout(decided, gamePool, 'Sen')[0];
    const upTo = (m: typeof after) => m.timeline.events.filter((e) => e.minute <= 60).map((e) => [e.type, e.minute, e.playerId]);
    expect(upTo(after)).toEqual(upTo(before));
    expect(after.timeline.decisions).toContainEqual({ ...sub, source: 'manager' });
    expect(after.timeline.events.filter((e) => e.type === 'substitution').map((e) => e.minute)).toEqual([expect.any(Number)]);
    expect(after.timeline.events.find((e) => e.type === 'substitution')!.minute).toBeGreaterThan(60);
    expect(playKnockout(decided, gamePool, 'Sen').map((m) => m.result)).toEqual(playKnockout(decided, gamePool, 'Sen').map((m) => m.result));
    expect(tieStateAt(after, { minute: 61 }).sides.A.subsUsed).toBe(1);
    expect(checkKnockoutDecisions(decided, gamePool)).toBeNull();
  });

  it('refuses what the live match refuses, by its rule: a man not on the pitch, the other side, a decision before one made; five substitutions empty the bench', () => {
    const first = playKnockout(run, gamePool, 'Sen')[0];
    const sub = substitution(run, 30);
    const notOn = decideInTie(run, first, { ...sub, off: sub.on });
    expect(refused(notOn) && notOn.code).toBe('PLAYER_NOT_ON_PITCH');
    const theirs = decideInTie(run, first, { ...sub, side: 'B' });
    expect(refused(theirs) && theirs.code).toBe('DECISION_NOT_YOUR_TEAM');
    // Five substitutions at half-time, then a decision at an earlier minute.
    let r: PickFiveRun = run;
    for (let i = 0; i < 5; i++) {
      const match = playKnockout(r, gamePool, 'Sen')[0];
      const side = tieStateAt(match, { minute: 45 }).sides.A;
      const next = decideInTie(r, match, { type: 'substitution', side: 'A', minute: 45, off: side.players[10 - i].id, on: side.substitutes[0].id });
      if (refused(next)) throw new Error(`substitution ${i + 1}: ${next.code}`);
      r = next;
    }
    const match = playKnockout(r, gamePool, 'Sen')[0];
    expect(tieStateAt(match, { minute: 45 }).sides.A.substitutes).toHaveLength(0);
    const earlier = decideInTie(r, match, { type: 'mentality', side: 'A', minute: 44, value: 'attacking' });
    expect(refused(earlier) && earlier.code).toBe('PICK_FIVE_DECISION_ORDER');
    expect(checkKnockoutDecisions(r, gamePool)).toBeNull();
  });

  it('checks a run sent whole: a forged decision, one out of order, one in a tie never played', () => {
    const sub = substitution(run, 60);
    expect(checkKnockoutDecisions({ ...run, decisions: [[{ ...sub, on: 'nobody' }]] }, gamePool)?.code).toBe('PLAYER_NOT_ON_BENCH');
    const mentality: Decision = { type: 'mentality', side: 'A', minute: 70, value: 'defensive' };
    expect(checkKnockoutDecisions({ ...run, decisions: [[mentality, sub]] }, gamePool)?.code).toBe('PICK_FIVE_DECISION_ORDER');
    expect(checkKnockoutDecisions({ ...run, decisions: [[sub, mentality]] }, gamePool)).toBeNull();
    const played = playKnockout(run, gamePool, 'Sen').length;
    if (played < 4) {
      const late = Array.from({ length: played + 1 }, (_, i) => (i === played ? [mentality] : []));
      expect(checkKnockoutDecisions({ ...run, decisions: late }, gamePool)?.code).toBe('PICK_FIVE_DECISION_NO_TIE');
    }
    expect(checkKnockoutDecisions({ ...run, decisions: [[{ ...mentality, minute: 200 }]] }, gamePool)?.code).toBe('DECISION_MATCH_OVER');
  });

  it('reads decisions from a body or a link only in their shape: side A, a minute, at most 12 a tie and 4 ties', () => {
    const ok = { type: 'tempo', value: 'fast', side: 'A', minute: 10 };
    expect(knockoutDecisionsSchema.safeParse([[ok]]).success).toBe(true);
    for (const bad of [[[{ ...ok, side: 'B' }]], [[{ ...ok, minute: -1 }]], [[{ ...ok, minute: 1.5 }]], [Array(13).fill(ok)], [[], [], [], [], []], [[{ ...ok, value: 'warp' }]], 'x']) {
      expect(knockoutDecisionsSchema.safeParse(bad).success, JSON.stringify(bad).slice(0, 80)).toBe(false);
    }
  });
});
