import { changeFormation, chooseOff, chooseOn, sideView, substitute } from './changes';
import { changeMessage, endMessage, extraTimeMessage, halfTimeMessage, shootoutMessage, startMessage } from './commentary';
import { checkChange } from './decisionRules';
import { decisionKey, minuteKey } from './decisions';
import { Football } from './football';
import { MINUTE_LABELS, STOPPAGE_LABELS } from './pitch';
import { scoreHolds } from './plans';
import { playShootout } from './shootout';
import { restoreTeam, saveTeam, type MatchSnapshot } from './snapshot';
import { stateOf, type MatchState } from './matchState';
import { FATIGUE_EVERY, fitness } from './stamina';
import { pressingFade, tacticEffect } from './tactics';
import { buildTeam, copyStats, rateLines, settleStamina, type Man, type Team } from './team';
import type { AppliedDecision, Decision, DecisionTime, EventChange, MatchInput, MatchTimeline, PlanRule } from './types';

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
const EXTRA_TIME_KEY = minuteKey(91);
// Local bindings of the hot loop's imports (an imported binding is a property read per use once bundled).
const REFRESH_EVERY = FATIGUE_EVERY;
const fitnessOf = fitness;
const holds = scoreHolds;
const settle = settleStamina;

const byKey = (decisions: readonly Decision[]) =>
  decisions.map((d, i) => [decisionKey(d), i, d] as const).sort((a, b) => a[0] - b[0] || a[1] - b[1]).map(([, , d]) => d);

/**
 * One match being played: the clock, the periods, and the managers' decisions and plans between the
 * minutes. A class (not closures) because the engine runs tens of thousands of matches a second. Every
 * step (a whistle or a minute) counts, so a run restored from a snapshot skips the steps it already has
 * and plays on exactly as the original run would have.
 */
class MatchRun extends Football {
  readonly input: MatchInput;
  readonly decisions: Decision[];
  nextDecision = 0;
  readonly plans: [readonly PlanRule[], readonly PlanRule[]];
  fired: [boolean[], boolean[]];
  applied: AppliedDecision[] = [];
  stoppage: number[] = [];
  ticks = 0;
  step = 0;
  /** Restored from a snapshot: the steps before this one are already in the timeline. */
  resumeStep = 0;
  lastKey = -1;
  /** snapshotAt: stop before the first minute after this key. */
  stopKey = Infinity;
  halted: MatchSnapshot | null = null;
  /** Decisions or plans to look at before each minute. */
  readonly changing: boolean;

  constructor(input: MatchInput, teams?: readonly [Team, Team]) {
    super(teams?.[0] ?? buildTeam(input.teams[0], 'A'), teams?.[1] ?? buildTeam(input.teams[1], 'B'), input.seed, input.neutral === true);
    this.input = input;
    this.decisions = byKey(input.decisions ?? []);
    this.plans = [input.plans?.A ?? [], input.plans?.B ?? []];
    this.fired = [this.plans[0].map(() => false), this.plans[1].map(() => false)];
    this.changing = this.decisions.length + this.plans[0].length + this.plans[1].length > 0;
    this.refreshEdges();
  }

  /** A whistle (kick-off, breaks, the end) as one step of the match. */
  whistleStep(type: 'start' | 'half_time' | 'extra_time', message: () => string): void {
    if (this.halted) return;
    if (this.step++ < this.resumeStep) return;
    this.whistle(type, message());
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
    this.prevTickStart = this.tickStart;
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
    for (let m = first; m <= last; m++) this.tick(m, 0, MINUTE_LABELS[m], offset + m, m === first);
    if (this.halted) return;
    const extra = (this.stoppage[p] ??= stoppage());
    for (let k = 1; k <= extra; k++) this.tick(last, k, STOPPAGE_LABELS[last][k], offset + last + k, false);
  }

  /** A minute played: every few, legs are counted and the ratings follow them. */
  tire(): void {
    if (++this.ticks % REFRESH_EVERY === 0) {
      this.refreshFitness(this.A);
      this.refreshFitness(this.B);
      this.refreshEdges();
    }
  }

  /** Stamina counted to now, ratings from it, and how much pressing the side has left. */
  refreshFitness(t: Team): void {
    settle(t, this.ticks);
    let sum = 0;
    let n = 0;
    const men = t.onPitch;
    for (let i = 0; i < men.length; i++) {
      const m = men[i];
      m.rating = m.overall * m.fit * fitnessOf(m.stamina);
      if (m !== t.keeper) {
        sum += m.stamina;
        n++;
      }
    }
    rateLines(t);
    t.press = pressingFade(n ? sum / n : 100);
    t.effect = tacticEffect(t.tactics, t.press);
  }

  /** The managers' decisions due before this minute, then each side's plans whose condition holds now. */
  changes(key: number, atBreak: boolean): void {
    this.decided(key, atBreak);
    for (let s = 0; s < 2; s++) {
      const rules = this.plans[s];
      const fired = this.fired[s];
      const t = s === 0 ? this.A : this.B;
      const o = s === 0 ? this.B : this.A;
      for (let i = 0; i < rules.length; i++) {
        const rule = rules[i];
        if (fired[i] || this.minute < rule.from || !holds(rule.score, t.goals, o.goals)) continue;
        fired[i] = true;
        this.follow(t, rule, key, atBreak);
      }
    }
  }

  /** A plan rule's changes, now: a substitution by line picks its men as the side stands. */
  follow(t: Team, rule: PlanRule, key: number, atBreak: boolean): void {
    for (const c of rule.changes) {
      const at = { side: t.side, minute: this.minute, added: this.added };
      if (c.type !== 'substitution') {
        this.apply({ ...at, ...c } as Decision, key, atBreak, 'plan');
        continue;
      }
      settleStamina(t, this.ticks);
      const off = chooseOff(t, c.off);
      const on = off && chooseOn(t, c.on, off);
      if (off && on) this.apply({ ...at, type: 'substitution', off: off.id, on: on.id }, key, atBreak, 'plan');
    }
  }

  /** The managers' decisions due before the minute with this key take effect. */
  decided(key: number, atBreak: boolean): void {
    const { decisions } = this;
    while (this.nextDecision < decisions.length && decisionKey(decisions[this.nextDecision]) < key) {
      this.apply(decisions[this.nextDecision++], key, atBreak, 'manager');
    }
  }

  /** A decision takes effect now, if the rules allow it (a plan's may no longer fit); its event says so. */
  apply(d: Decision, key: number, atBreak: boolean, source: 'manager' | 'plan'): void {
    const t = this.team(d.side);
    if (checkChange(sideView(t, key, atBreak, key >= EXTRA_TIME_KEY), d)) return;
    // Legs counted up to now under the old tactics and men, before anything changes.
    settleStamina(t, this.ticks);
    const change: EventChange = { type: d.type, value: '', source, window: false };
    let on: Man | null = null;
    let off: Man | null = null;
    switch (d.type) {
      case 'substitution':
        off = t.onPitch.find((m) => m.id === d.off)!;
        on = t.bench.find((m) => m.id === d.on)!;
        change.window = !atBreak;
        substitute(t, off, on, key, atBreak);
        this.refreshEdges();
        break;
      case 'formation':
        change.value = d.formation;
        changeFormation(t, d.formation, d.positions);
        this.refreshEdges();
        break;
      default:
        change.value = d.value;
        t.tactics = { ...t.tactics, [d.type]: d.value };
        t.effect = tacticEffect(t.tactics, t.press);
        this.refreshEdges();
    }
    this.applied.push({ ...d, source });
    // A change is a stoppage: nobody attacks while it is made.
    this.at(null, 'middle');
    this.push(d.type === 'substitution' ? 'substitution' : 'tactic', t, on, changeMessage(change, t.label, on?.call, off?.call), off, null, null, change);
  }

  play(): MatchTimeline | MatchSnapshot {
    const { A, B, rng } = this;
    const knockout = this.input.knockout === true;
    this.whistleStep('start', () => startMessage(A.name, B.name));
    this.half(0, 0, () => 1 + rng.int(3) + (this.stoppers >= 3 ? 1 : 0));
    this.whistleStep('half_time', () => halfTimeMessage(A.name, B.name, A.goals, B.goals));
    const stoppage = this.stoppage;
    this.half(1, stoppage[0] + HALF_TIME_PAUSE, () => 2 + rng.int(4) + Math.min(3, this.stoppers >> 1));
    // Only a cup tie level after 90 minutes goes on; everything before this point is the league match.
    const extraTime = !this.halted && knockout && A.goals === B.goals;
    let shootout: MatchTimeline['shootout'] = null;
    if (extraTime) {
      this.whistleStep('extra_time', () => extraTimeMessage(A.name, B.name, A.goals));
      const offset = stoppage[0] + HALF_TIME_PAUSE + stoppage[1] + EXTRA_TIME_PAUSE;
      this.half(2, offset, () => rng.int(2));
      this.half(3, offset + stoppage[2], () => 1 + rng.int(2));
      if (!this.halted && A.goals === B.goals) shootout = this.shootout();
    }
    if (this.halted) return this.halted;
    this.whistle('end', endMessage(A.name, B.name, A.goals, B.goals, shootout?.score ?? null), shootout?.score ?? null);
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
    this.whistle('shootout', shootoutMessage(A.goals));
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
      prevTickStart: this.prevTickStart,
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
      prevTickStart: s.prevTickStart,
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
 * manager's controls show, and what `checkDecision` judges a new decision against.
 */
export function matchStateAt(input: MatchInput, at: DecisionTime): MatchState {
  const snapshot = snapshotAt(input, at);
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
