import { endMessage, halfTimeMessage, startMessage, templates } from './commentary';
import { Random } from './random';
import { buildTeam, copyStats, pick, rateTeam, type Man, type Team } from './team';
import type { MatchEvent, MatchEventType, MatchInput, MatchStats, MatchTimeline, Score } from './types';

/*
 * Calibration: rates per played minute and side at equal strength, tuned with `npm run simulate`
 * against top-league averages (goals 2.8, shots 25.5, on target 8.9, corners 10, fouls 22, yellows 3.9).
 */
const SHOT_RATE = 0.118;
/** Log change of the shot rate, and of a shot on target's chance to go in, per rating point of advantage. */
const STRENGTH_SHOTS = 0.01;
const STRENGTH_FINISH = 0.008;
const ON_TARGET = 0.355;
const GOAL_ON_TARGET = 0.3;
const CORNER_RATE = 0.025;
const CORNER_AFTER_SAVE = 0.3;
const CORNER_AFTER_MISS = 0.2;
const HEADER_FROM_CORNER = 0.22;
const FOUL_RATE = 0.115;
const YELLOW_PER_FOUL = 0.18;
const RED_PER_FOUL = 0.003;
/** A booked player plays carefully and referees think twice before a second yellow. */
const BOOKED_CAUTION = 0.25;
/** A side behind pushes forward, a side ahead sits back: the reason draws are as common as they are. */
const TRAILING_PUSH = 1.2;
const LEADING_SITBACK = 0.88;
/** Sd of a match's possession tilt, independent of strength: some sides just keep the ball. */
const POSSESSION_TILT = 0.05;
/** Sd (log) of a match's tempo: some matches are open, some are not. */
const TEMPO_SPREAD = 0.12;
/** Paced minutes between the halves. */
export const HALF_TIME_PAUSE = 5;

/** Minute labels built once: '1'..'90', and stoppage labels up to +15, instead of a string per minute. */
const MINUTE_LABELS = Array.from({ length: 91 }, (_, m) => String(m));
const STOPPAGE_LABELS: Record<number, string[]> = {
  45: Array.from({ length: 16 }, (_, k) => `45+${k}`),
  90: Array.from({ length: 16 }, (_, k) => `90+${k}`),
};

type Lines = ReadonlyArray<(player: string, team: string, other: string) => string>;

/**
 * One match being played. A class (not closures) because the engine runs tens of thousands of
 * matches a second: methods are shared and the hot loop allocates little beyond the events.
 */
class MatchRun {
  readonly rng: Random;
  readonly A: Team;
  readonly B: Team;
  readonly events: MatchEvent[] = [];
  readonly tempo: number;
  readonly tilt: number;
  possA = 0;
  possB = 0;
  minute = 0;
  added = 0;
  display = '0';
  clock = 0;
  /** Goals and cards of the current half: they lengthen its stoppage time. */
  stoppers = 0;
  /** Shared between consecutive events until the score or the stats change. */
  score: Score = { A: 0, B: 0 };
  stats: MatchStats | null = null;

  constructor(input: MatchInput) {
    this.rng = new Random(input.seed);
    this.A = buildTeam(input.teams[0], 'A');
    this.B = buildTeam(input.teams[1], 'B');
    this.tempo = Math.exp(TEMPO_SPREAD * this.rng.normal());
    this.tilt = POSSESSION_TILT * this.rng.normal();
    this.refreshEdges();
  }

  opponent(t: Team): Team {
    return t === this.A ? this.B : this.A;
  }

  refreshEdges(): void {
    this.A.edge = Math.exp(STRENGTH_SHOTS * (this.A.attack - this.B.defense));
    this.B.edge = Math.exp(STRENGTH_SHOTS * (this.B.attack - this.A.defense));
  }

  changed(t: Team): void {
    t.snapshot = null;
    this.stats = null;
  }

  say(lines: Lines, player: string, team: string, other: string): string {
    return lines[this.rng.int(lines.length)](player, team, other);
  }

  push(type: MatchEventType, team: Team | null, player: string | null, scorer: string | null, message: string): void {
    const { A, B } = this;
    if (this.score.A !== A.goals || this.score.B !== B.goals) this.score = { A: A.goals, B: B.goals };
    if (!this.stats) {
      A.snapshot ??= copyStats(A.stats);
      B.snapshot ??= copyStats(B.stats);
      this.stats = { A: A.snapshot, B: B.snapshot };
    }
    this.events.push({
      seq: this.events.length,
      type,
      minute: this.minute,
      added: this.added,
      display: this.display,
      clock: this.clock,
      team: team ? team.side : null,
      player,
      scorer,
      message,
      score: this.score,
      stats: this.stats,
    });
  }

  sendOff(t: Team, m: Man, message: string): void {
    m.off = true;
    t.sentOff++;
    t.stats.redCards++;
    this.changed(t);
    this.stoppers++;
    rateTeam(t);
    this.refreshEdges();
    this.push('red', t, m.name, null, message);
  }

  corner(t: Team): void {
    const taker = pick(t.shooters, this.rng);
    t.stats.corners++;
    this.changed(t);
    this.push('corner', t, taker.name, null, this.say(templates.corner, taker.name, t.name, this.opponent(t).name));
    if (this.rng.next() < HEADER_FROM_CORNER) this.shot(t, pick(t.headers, this.rng));
  }

  shot(t: Team, shooter: Man): void {
    const o = this.opponent(t);
    const rng = this.rng;
    t.stats.shots++;
    this.changed(t);
    const quality = shooter.shooting - 70;
    if (rng.next() >= ON_TARGET + 0.004 * quality) {
      this.push('miss', t, shooter.name, null, this.say(templates.miss, shooter.name, t.name, o.name));
      if (rng.next() < CORNER_AFTER_MISS) this.corner(t);
      return;
    }
    t.stats.shotsOnTarget++;
    const keeper = o.keeper;
    const advantage = t.attack - o.defense;
    const goalChance = GOAL_ON_TARGET * Math.exp(STRENGTH_FINISH * advantage) + 0.004 * quality - 0.005 * (keeper.keeping - 75);
    if (rng.next() < goalChance) {
      t.goals++;
      this.stoppers++;
      this.push('goal', t, shooter.name, shooter.name, this.say(templates.goal, shooter.name, t.name, o.name));
      return;
    }
    o.stats.saves++;
    this.changed(o);
    this.push('save', o, keeper.name, null, this.say(templates.save, keeper.name, o.name, shooter.name));
    if (rng.next() < CORNER_AFTER_SAVE) this.corner(t);
  }

  foul(t: Team): void {
    const o = this.opponent(t);
    const fouler = pick(t.foulers, this.rng);
    const victim = pick(o.shooters, this.rng).name;
    t.stats.fouls++;
    this.changed(t);
    this.push('foul', t, fouler.name, null, this.say(templates.foul, fouler.name, t.name, victim));
    const card = this.rng.next();
    if (card < RED_PER_FOUL) {
      this.sendOff(t, fouler, this.say(templates.straightRed, fouler.name, t.name, victim));
    } else if (card < RED_PER_FOUL + YELLOW_PER_FOUL * (fouler.booked ? BOOKED_CAUTION : 1)) {
      t.stats.yellowCards++;
      this.changed(t);
      this.stoppers++;
      this.push('yellow', t, fouler.name, null, this.say(templates.yellow, fouler.name, t.name, victim));
      // A second yellow is a red: both cards are events, so the stats count both.
      if (fouler.booked) this.sendOff(t, fouler, this.say(templates.secondYellow, fouler.name, t.name, victim));
      fouler.booked = true;
    }
  }

  attackRate(t: Team, share: number): number {
    const o = this.opponent(t);
    const state = t.goals < o.goals ? TRAILING_PUSH : t.goals > o.goals ? LEADING_SITBACK : 1;
    return SHOT_RATE * this.tempo * state * (0.6 + 0.8 * share) * t.edge;
  }

  playMinute(): void {
    const { A, B, rng } = this;
    let shareA = 0.5 + 0.012 * (A.control - B.control) + this.tilt;
    shareA = shareA < 0.2 ? 0.2 : shareA > 0.8 ? 0.8 : shareA;
    const owner = rng.next() < shareA ? A : B;
    if (owner === A) this.possA++;
    else this.possB++;
    const possession = Math.round((100 * this.possA) / (this.possA + this.possB));
    if (possession !== A.stats.possession) {
      A.stats.possession = possession;
      B.stats.possession = 100 - possession;
      this.changed(A);
      this.changed(B);
    }
    // Who acts first within the minute is drawn, so neither side is favoured.
    const aFirst = rng.next() < 0.5;
    const before = this.events.length;
    this.act(aFirst ? A : B, owner, shareA);
    this.act(aFirst ? B : A, owner, shareA);
    // A quiet minute still gets its line, so every minute brings at least one event (and the new
    // possession); a busy one speaks for itself.
    if (this.events.length === before) {
      const onBall = owner.onPitch[rng.int(owner.onPitch.length)];
      this.push('minute_update', null, onBall.name, null, this.say(templates.play, onBall.name, owner.name, this.opponent(owner).name));
    }
  }

  act(t: Team, owner: Team, shareA: number): void {
    const rng = this.rng;
    const share = t === this.A ? shareA : 1 - shareA;
    if (rng.next() < this.attackRate(t, share)) this.shot(t, pick(t.shooters, rng));
    if (rng.next() < CORNER_RATE * (0.6 + 0.8 * share)) this.corner(t);
    if (rng.next() < FOUL_RATE * (t === owner ? 0.75 : 1.25)) this.foul(t);
  }

  /** Plays minutes first..last of a half at match minute `base`, then its stoppage time. */
  half(first: number, last: number, clockOffset: number, stoppage: () => number): number {
    this.added = 0;
    this.stoppers = 0;
    for (let m = first; m <= last; m++) {
      this.minute = m;
      this.display = MINUTE_LABELS[m];
      this.clock = clockOffset + m;
      this.playMinute();
    }
    const extra = stoppage();
    for (let k = 1; k <= extra; k++) {
      this.added = k;
      this.display = STOPPAGE_LABELS[last][k];
      this.clock = clockOffset + last + k;
      this.playMinute();
    }
    return extra;
  }

  play(seed: number): MatchTimeline {
    const { A, B, rng } = this;
    this.push('start', null, null, null, startMessage(A.name, B.name));
    const first = this.half(1, 45, 0, () => 1 + rng.int(3) + (this.stoppers >= 3 ? 1 : 0));
    this.push('half_time', null, null, null, halfTimeMessage(A.name, B.name, A.goals, B.goals));
    const second = this.half(46, 90, first + HALF_TIME_PAUSE, () => 2 + rng.int(4) + Math.min(3, this.stoppers >> 1));
    this.push('end', null, null, null, endMessage(A.name, B.name, A.goals, B.goals));
    return {
      seed,
      teams: [A.name, B.name],
      events: this.events,
      duration: this.clock,
      stoppage: [first, second],
      score: this.score,
      stats: { A: copyStats(A.stats), B: copyStats(B.stats) },
    };
  }
}

/**
 * Plays a whole match, minute by minute, from the squads and the seed alone: no clock, no I/O, the
 * same input gives the same timeline to the byte. Each event carries the score and stats after it;
 * events share those objects while they do not change, so treat the timeline as read-only.
 */
export function simulateMatch(input: MatchInput): MatchTimeline {
  return new MatchRun(input).play(input.seed);
}
