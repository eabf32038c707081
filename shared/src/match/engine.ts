import { decisionKey, minuteKey } from './decisions';
import { LINE_CODES } from './lineCodes';
import { byKey, Managed } from './managed';
import { stateOf, type MatchState } from './matchState';
import { MINUTE_LABELS, STOPPAGE_LABELS } from './pitch';
import { playShootout } from './shootout';
import { restoreTeam, saveTeam, type MatchSnapshot } from './snapshot';
import { copyStats } from './teamStats';
import type { Decision, DecisionTime, MatchInput, MatchTimeline } from './types';

// Local bindings of the labels read every minute (an imported binding is a property read per use once bundled).
const MINUTES = MINUTE_LABELS;
const STOPPAGES = STOPPAGE_LABELS;

/** Paced minutes between the halves, before extra time, before the shoot-out, and between its kicks. */
export const HALF_TIME_PAUSE = 5;
const EXTRA_TIME_PAUSE = 3;
const SHOOTOUT_PAUSE = 2;
const KICK_GAP = 1;
/** First and last minute of each period: two halves, then the two halves of extra time. */
const PERIODS: ReadonlyArray<readonly [number, number]> = [
  [1, 45],
  [46, 90],
  [91, 105],
  [106, 120],
];
/**
 * One match being played: the clock and the periods around the managed football, and the snapshots. A
 * class (not closures) because the engine runs tens of thousands of matches a second. Every step (a
 * whistle or a minute) counts, so a run restored from a snapshot skips the steps it already has and plays
 * on exactly as the original run would have.
 */
class MatchRun extends Managed {
  stoppage: number[] = [];
  step = 0;
  /** Restored from a snapshot: the steps before this one are already in the timeline. */
  resumeStep = 0;
  lastKey = -1;
  /** snapshotAt: stop before the first minute after this key. */
  stopKey = Infinity;
  halted: MatchSnapshot | null = null;

  /** A whistle (kick-off, breaks, the end) as one step of the match. */
  whistleStep(type: 'start' | 'half_time' | 'extra_time'): void {
    if (this.halted) return;
    if (this.step++ < this.resumeStep) return;
    this.whistle(type, this.whistleLine(type));
  }

  /** One minute: the decisions and plans due take effect, the football is played, legs tire. */
  tick(m: number, added: number, display: string, clock: number, first: boolean): void {
    if (this.halted) return;
    if (this.step < this.resumeStep) {
      this.step++;
      return;
    }
    const key = m * 16 + (added > 15 ? 15 : added); // minuteKey, inlined: the hot loop
    if (key > this.stopKey) {
      this.halted = this.save(false, key, first);
      return;
    }
    this.step++;
    this.minute = m;
    this.added = added;
    this.display = display;
    this.clock = clock;
    this.tickStart = this.events.length;
    if (first) this.stoppers = 0;
    if (this.changing) this.changes(key, first);
    this.lastKey = key;
    this.playMinute();
    this.tire();
  }

  /** Plays a period's minutes, then its stoppage time (drawn once, when its last minute is played). */
  half(p: number, offset: number, stoppage: () => number): void {
    const [first, last] = PERIODS[p];
    for (let m = first; m <= last; m++) this.tick(m, 0, MINUTES[m], offset + m, m === first);
    if (this.halted) return;
    const extra = (this.stoppage[p] ??= stoppage());
    for (let k = 1; k <= extra; k++) this.tick(last, k, STOPPAGES[last][k], offset + last + k, false);
  }


  play(): MatchTimeline | MatchSnapshot {
    const { A, B, rng } = this;
    const knockout = this.input.knockout === true;
    this.whistleStep('start');
    this.half(0, 0, () => 1 + rng.int(3) + (this.stoppers >= 3 ? 1 : 0));
    this.whistleStep('half_time');
    const stoppage = this.stoppage;
    this.half(1, stoppage[0] + HALF_TIME_PAUSE, () => 2 + rng.int(4) + Math.min(3, this.stoppers >> 1));
    // Only a cup tie level after 90 minutes goes on; everything before this point is the league match.
    const extraTime = !this.halted && knockout && A.goals === B.goals;
    let shootout: MatchTimeline['shootout'] = null;
    if (extraTime) {
      this.whistleStep('extra_time');
      const offset = stoppage[0] + HALF_TIME_PAUSE + stoppage[1] + EXTRA_TIME_PAUSE;
      this.half(2, offset, () => rng.int(2));
      this.half(3, offset + stoppage[2], () => 1 + rng.int(2));
      if (!this.halted && A.goals === B.goals) shootout = this.shootout();
    }
    if (this.halted) return this.halted;
    const end = LINE_CODES.whistle.end;
    const penalties = shootout?.score ?? null;
    this.whistle('end', this.whistleLine(penalties ? end.penalties : A.goals === B.goals ? end.draw : end.win, penalties), penalties);
    const decider = shootout ? shootout.score : this.score;
    return {
      seed: this.input.seed,
      teams: [A.name, B.name],
      events: this.events,
      duration: this.clock,
      stoppage,
      score: this.score,
      stats: { A: copyStats(A.stats), B: copyStats(B.stats) },
      knockout,
      extraTime,
      shootout,
      winner: decider.A > decider.B ? 'A' : decider.B > decider.A ? 'B' : null,
      decisions: this.applied,
    };
  }

  shootout(): NonNullable<MatchTimeline['shootout']> {
    const { A, B } = this;
    this.minute = 120;
    this.added = 0;
    this.display = MINUTE_LABELS[120];
    this.clock += SHOOTOUT_PAUSE;
    this.whistle('shootout', this.whistleLine('shootout'));
    const first = this.rng.next() < 0.5 ? 'A' : 'B';
    const result = playShootout(this.rng, { players: A.onPitch, keeper: A.keeper }, { players: B.onPitch, keeper: B.keeper }, first);
    this.kicks(result.kicks, KICK_GAP);
    return result;
  }

  save(finished: boolean, nextKey = Infinity, nextBreak = false): MatchSnapshot {
    return {
      input: this.input,
      key: finished ? Infinity : this.stopKey,
      finished,
      step: this.step,
      lastKey: this.lastKey,
      nextKey,
      nextBreak,
      nextDecision: this.nextDecision,
      rng: this.rng.save(),
      fx: this.fx.save(),
      tempo: this.tempo,
      tilt: this.tilt,
      possA: this.possA,
      possB: this.possB,
      stoppers: this.stoppers,
      ticks: this.ticks,
      tickStart: this.tickStart,
      minute: this.minute,
      added: this.added,
      display: this.display,
      clock: this.clock,
      attacking: this.attacking,
      zone: this.zone,
      stoppage: [...this.stoppage],
      teams: [saveTeam(this.A), saveTeam(this.B)],
      fired: [[...this.fired[0]], [...this.fired[1]]],
      applied: [...this.applied],
      events: this.events.slice(),
    };
  }

  /** Continues from a snapshot: its state, its events, and `decisions` (its own and any new ones). */
  static resume(s: MatchSnapshot, decisions: readonly Decision[]): MatchRun {
    const input: MatchInput = { ...s.input, decisions: [...decisions] };
    const run = new MatchRun(input, [restoreTeam(input.teams[0], 'A', s.teams[0]), restoreTeam(input.teams[1], 'B', s.teams[1])]);
    const sorted = run.decisions;
    const before = byKey(s.input.decisions ?? []).slice(0, s.nextDecision);
    if (JSON.stringify(sorted.slice(0, s.nextDecision)) !== JSON.stringify(before)) throw new Error('resumeMatch: the decisions already applied differ from the snapshot');
    if (sorted.slice(s.nextDecision).some((d) => decisionKey(d) < s.lastKey)) throw new Error('resumeMatch: a decision is older than the last minute played');
    Object.assign(run, {
      nextDecision: s.nextDecision,
      resumeStep: s.step,
      lastKey: s.lastKey,
      tempo: s.tempo,
      tilt: s.tilt,
      possA: s.possA,
      possB: s.possB,
      stoppers: s.stoppers,
      ticks: s.ticks,
      tickStart: s.tickStart,
      minute: s.minute,
      added: s.added,
      display: s.display,
      clock: s.clock,
      attacking: s.attacking,
      zone: s.zone,
      stoppage: [...s.stoppage],
      fired: [[...s.fired[0]], [...s.fired[1]]],
      applied: [...s.applied],
      score: { A: run.A.goals, B: run.B.goals },
      stats: null,
    });
    run.events.push(...s.events);
    run.recall(s.events, new Map([run.A, run.B].flatMap((t) => [...t.men, ...t.bench]).map((m) => [m.id, m])));
    run.rng.restore(s.rng);
    run.fx.restore(s.fx);
    run.refreshEdges();
    return run;
  }
}

/**
 * Plays a whole match, minute by minute, from the squads, the seed, and the managers' decisions and plans
 * alone: no clock, no I/O, the same input gives the same timeline to the byte. Each event carries the
 * score and stats after it; events share those objects while they do not change, so treat the timeline
 * as read-only. teams[0] plays at home (unless `neutral`). A knockout tie level after 90 minutes adds
 * extra time and, still level, a shoot-out. A decision made at minute m leaves every event up to m as it
 * was without it.
 */
export function simulateMatch(input: MatchInput): MatchTimeline {
  return new MatchRun(input).play() as MatchTimeline;
}

/**
 * The match stopped after minute `at` (its events up to and including that minute, and the half-time
 * whistle when `at` is the first half's last minute): the state a decision made then starts from. After
 * the final whistle the snapshot is `finished`, with the whole timeline.
 */
/**
 * The match after minute `at` with the decisions already made then taking effect (they do from the next
 * minute): who is on the pitch and on the bench, stamina, tactics, substitutions and windows used. What a
 * manager's controls show, and what `checkDecision` judges a new decision against. `snapshot`: the
 * caller's `snapshotAt(input, at)` when it has one (the server resumes a decided match from it).
 */
export function matchStateAt(input: MatchInput, at: DecisionTime, snapshot: MatchSnapshot = snapshotAt(input, at)): MatchState {
  if (snapshot.finished) return stateOf(snapshot, restoreTeam(input.teams[0], 'A', snapshot.teams[0]), restoreTeam(input.teams[1], 'B', snapshot.teams[1]));
  const run = MatchRun.resume(snapshot, input.decisions ?? []);
  run.decided(snapshot.nextKey, snapshot.nextBreak);
  return stateOf(snapshot, run.A, run.B);
}

export function snapshotAt(input: MatchInput, at: DecisionTime): MatchSnapshot {
  const run = new MatchRun(input);
  run.stopKey = minuteKey(at.minute, at.added ?? 0);
  const out = run.play();
  return 'events' in out && 'step' in out ? out : run.save(true);
}

/**
 * The rest of the match from a snapshot, with these decisions (those the snapshot had, plus new ones made
 * at or after its minute): the same timeline as `simulateMatch` of the input with these decisions.
 */
export function resumeMatch(snapshot: MatchSnapshot, decisions: readonly Decision[] = snapshot.input.decisions ?? []): MatchTimeline {
  // Over: nothing decided now changes it (the rules refuse such a decision anyway).
  if (snapshot.finished) return simulateMatch({ ...snapshot.input, decisions: [...decisions] });
  return MatchRun.resume(snapshot, decisions).play() as MatchTimeline;
}
