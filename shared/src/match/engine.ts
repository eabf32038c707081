import { drawChance, type Chance } from './chances';
import { assistLines, endMessage, extraTimeMessage, halfTimeMessage, shootoutMessage, startMessage, templates } from './commentary';
import { foulZone, MINUTE_LABELS, onBallZone, STOPPAGE_LABELS } from './pitch';
import { Random } from './random';
import { playShootout } from './shootout';
import type { Line } from './shotLines';
import { EventLog } from './eventLog';
import { buildTeam, copyStats, pick, rateTeam, type Man, type Team } from './team';
import type { MatchInput, MatchTimeline } from './types';

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
/** Share of open-play goals with an assist (the last pass; a corner header's assist is the corner). */
const ASSISTED = 0.72;
/** Paced minutes between the halves, before extra time, before the shoot-out, and between its kicks. */
export const HALF_TIME_PAUSE = 5;
const EXTRA_TIME_PAUSE = 3;
const SHOOTOUT_PAUSE = 2;
const KICK_GAP = 1;
/** Seed of the second random stream, which draws only what the first never did (situations, zones, assists). */
const FLAVOUR_SEED = 0x9e3779b9;

type Lines = readonly Line[];

/**
 * One match being played. A class (not closures) because the engine runs tens of thousands of
 * matches a second: methods are shared and the hot loop allocates little beyond the events.
 */
class MatchRun extends EventLog {
  readonly rng: Random;
  /** The second stream: what it draws never changes what the first decides. */
  readonly fx: Random;
  readonly tempo: number;
  readonly tilt: number;
  possA = 0;
  possB = 0;
  /** Goals and cards of the current half: they lengthen its stoppage time. */
  stoppers = 0;

  constructor(input: MatchInput) {
    super(buildTeam(input.teams[0], 'A'), buildTeam(input.teams[1], 'B'));
    this.rng = new Random(input.seed);
    this.fx = new Random((input.seed ^ FLAVOUR_SEED) >>> 0);
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

  say(lines: Lines, player: string, team: string, other: string): string {
    return lines[this.rng.int(lines.length)](player, team, other);
  }

  sendOff(t: Team, m: Man, message: string, victim: Man): void {
    m.off = true;
    t.sentOff++;
    t.stats.redCards++;
    this.changed(t);
    this.stoppers++;
    rateTeam(t);
    this.refreshEdges();
    this.push('red', t, m, message, victim);
  }

  corner(t: Team): void {
    const taker = pick(t.shooters, this.rng);
    t.stats.corners++;
    this.changed(t);
    this.at(t.side, 'box');
    this.push('corner', t, taker, this.say(templates.corner, taker.name, t.name, this.opponent(t).name));
    if (this.rng.next() < HEADER_FROM_CORNER) this.shot(t, pick(t.headers, this.rng), taker);
  }

  /** How a shot came, from the second stream, given its outcome; adds its xG and moves the ball there. */
  chance(t: Team, shooter: Man, keeper: Man, p: number, scored: boolean, corner: Man | null): Chance {
    const c = drawChance(this.fx, shooter.line, p, scored, corner !== null, shooter.shooting, keeper.keeping);
    t.stats.xg += c.xg;
    this.at(t.side, c.situation === 'range' ? 'final_third' : 'box');
    return c;
  }

  /** A shot; `corner` is the corner's taker when it is a header from a corner. */
  shot(t: Team, shooter: Man, corner: Man | null = null): void {
    const o = this.opponent(t);
    const { rng, fx } = this;
    t.stats.shots++;
    this.changed(t);
    const quality = shooter.shooting - 70;
    const keeper = o.keeper;
    const onTarget = ON_TARGET + 0.004 * quality;
    const advantage = t.attack - o.defense;
    const goalChance = GOAL_ON_TARGET * Math.exp(STRENGTH_FINISH * advantage) + 0.004 * quality - 0.005 * (keeper.keeping - 75);
    const p = Math.min(0.99, Math.max(0.005, onTarget * goalChance));
    if (rng.next() >= onTarget) {
      const c = this.chance(t, shooter, keeper, p, false, corner);
      this.push('miss', t, shooter, this.say(templates.miss[c.situation], shooter.name, t.name, o.name), null, c);
      if (rng.next() < CORNER_AFTER_MISS) this.corner(t);
      return;
    }
    t.stats.shotsOnTarget++;
    if (rng.next() < goalChance) {
      const c = this.chance(t, shooter, keeper, p, true, corner);
      t.goals++;
      this.stoppers++;
      const assist = c.situation === 'penalty' ? null : (corner ?? (fx.next() < ASSISTED ? pick(t.assisters, fx) : null));
      const by = assist && assist !== shooter ? assist : null;
      const line = this.say(templates.goal[c.situation], shooter.name, t.name, o.name);
      this.push('goal', t, shooter, by ? line + assistLines[fx.int(assistLines.length)](by.name, corner !== null) : line, by, c);
      return;
    }
    const c = this.chance(t, shooter, keeper, p, false, corner);
    o.stats.saves++;
    this.changed(o);
    this.push('save', o, keeper, this.say(templates.save[c.situation], keeper.name, o.name, shooter.name), shooter, c);
    if (rng.next() < CORNER_AFTER_SAVE) this.corner(t);
  }

  foul(t: Team): void {
    const o = this.opponent(t);
    const fouler = pick(t.foulers, this.rng);
    const victim = pick(o.shooters, this.rng);
    t.stats.fouls++;
    this.changed(t);
    this.at(o.side, foulZone(this.fx, fouler.line));
    this.push('foul', t, fouler, this.say(templates.foul, fouler.name, t.name, victim.name), victim);
    const card = this.rng.next();
    if (card < RED_PER_FOUL) {
      this.sendOff(t, fouler, this.say(templates.straightRed, fouler.name, t.name, victim.name), victim);
    } else if (card < RED_PER_FOUL + YELLOW_PER_FOUL * (fouler.booked ? BOOKED_CAUTION : 1)) {
      t.stats.yellowCards++;
      this.changed(t);
      this.stoppers++;
      this.push('yellow', t, fouler, this.say(templates.yellow, fouler.name, t.name, victim.name), victim);
      // A second yellow is a red: both cards are events, so the stats count both.
      if (fouler.booked) this.sendOff(t, fouler, this.say(templates.secondYellow, fouler.name, t.name, victim.name), victim);
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
      // The line he plays decides the words and the zone: the man in goal is a keeper whatever his line.
      const role = onBall === owner.keeper ? 'GK' : onBall.line;
      this.at(owner.side, onBallZone(this.fx, role));
      this.push('minute_update', null, onBall, this.say(templates.play[role], onBall.name, owner.name, this.opponent(owner).name));
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

  play(seed: number, knockout: boolean): MatchTimeline {
    const { A, B, rng } = this;
    this.whistle('start', startMessage(A.name, B.name));
    const stoppage = [this.half(1, 45, 0, () => 1 + rng.int(3) + (this.stoppers >= 3 ? 1 : 0))];
    this.whistle('half_time', halfTimeMessage(A.name, B.name, A.goals, B.goals));
    stoppage.push(this.half(46, 90, stoppage[0] + HALF_TIME_PAUSE, () => 2 + rng.int(4) + Math.min(3, this.stoppers >> 1)));
    // Only a cup tie level after 90 minutes goes on; everything before this point is the league match.
    const extraTime = knockout && A.goals === B.goals;
    let shootout: MatchTimeline['shootout'] = null;
    if (extraTime) {
      this.whistle('extra_time', extraTimeMessage(A.name, B.name, A.goals));
      const offset = this.clock + EXTRA_TIME_PAUSE - 90;
      stoppage.push(this.half(91, 105, offset, () => rng.int(2)));
      stoppage.push(this.half(106, 120, offset + stoppage[2], () => 1 + rng.int(2)));
      if (A.goals === B.goals) shootout = this.shootout();
    }
    this.whistle('end', endMessage(A.name, B.name, A.goals, B.goals, shootout?.score ?? null), shootout?.score ?? null);
    const decider = shootout ? shootout.score : this.score;
    return {
      seed,
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
}

/**
 * Plays a whole match, minute by minute, from the squads and the seed alone: no clock, no I/O, the
 * same input gives the same timeline to the byte. Each event carries the score and stats after it;
 * events share those objects while they do not change, so treat the timeline as read-only. A knockout
 * tie level after 90 minutes adds extra time and, still level, a shoot-out; a league match (the default)
 * draws the same numbers from the same seed as before knockout existed.
 */
export function simulateMatch(input: MatchInput): MatchTimeline {
  return new MatchRun(input).play(input.seed, input.knockout === true);
}
