import { drawChance, type Chance } from './chances';
import { Commentator } from './commentator';
import { LINE_CODES, type Codes, type EventLine } from './lineCodes';
import {
  SHOT_RATE, STRENGTH_SHOTS, STRENGTH_FINISH, STRENGTH_POSSESSION, ON_TARGET, GOAL_ON_TARGET, CORNER_RATE,
  CORNER_AFTER_SAVE, CORNER_AFTER_MISS, HEADER_FROM_CORNER, FOUL_RATE, YELLOW_PER_FOUL, RED_PER_FOUL, BOOKED_CAUTION,
  TRAILING_PUSH, LEADING_SITBACK, POSSESSION_TILT, TEMPO_SPREAD, HOME_ATTACK, AWAY_ATTACK, HOME_POSSESSION, AWAY_FOULS,
  ASSISTED, FLAVOUR_SEED
} from './footballRates';
import { foulZone, onBallZone } from './pitch';
import { Random } from './random';
import { pick, rateTeam, type Man, type Team } from './team';
import type { Line as Role } from './positions';
import type { Side, Zone } from './types';


// Local bindings of the hot loop's imports (an imported binding is a property read per use once bundled).
const pickMan = pick;
const T = LINE_CODES;
/** Quiet minutes' lines by role and zone, as the draw reads them (a role has lines only for its zones). */
const PLAY = LINE_CODES.play as Record<Role, Partial<Record<Zone, Codes>>>;
const zoneOnBall = onBallZone;
const zoneOfFoul = foulZone;

/**
 * The football of a match: shots, corners, fouls and cards, possession, minute by minute, with the
 * commentary of each. The engine's `MatchRun` adds the clock, the decisions and the snapshots.
 */
export class Football extends Commentator {
  readonly rng: Random;
  /** The second stream: what it draws never changes what the first decides. */
  readonly fx: Random;
  tempo: number;
  tilt: number;
  /** Home advantage in possession: +1 when A is at home, 0 at a neutral venue. */
  home: number;
  possA = 0;
  possB = 0;
  /** Goals and cards of the current half: they lengthen its stoppage time. */
  stoppers = 0;
  /** A's share of the ball per minute (possession), refreshed with the rates. */
  shareA = 0.5;
  /** Where this minute's events start (set by the clock): a minute without any gets a quiet line. */
  tickStart = 0;

  constructor(A: Team, B: Team, seed: number, neutral: boolean) {
    super(A, B);
    this.rng = new Random(seed);
    this.fx = new Random((seed ^ FLAVOUR_SEED) >>> 0);
    this.tempo = Math.exp(TEMPO_SPREAD * this.rng.normal());
    this.tilt = POSSESSION_TILT * this.rng.normal();
    this.home = neutral ? 0 : 1;
    A.venue = neutral ? 1 : HOME_ATTACK;
    B.venue = neutral ? 1 : AWAY_ATTACK;
  }

  opponent(t: Team): Team {
    return t === this.A ? this.B : this.A;
  }

  /** Each side's rates and the possession share, after anything that moves them (fatigue, a card, a change). */
  refreshEdges(): void {
    const { A, B } = this;
    this.rates(A, B);
    this.rates(B, A);
    const share = 0.5 + STRENGTH_POSSESSION * (A.control - B.control) + this.tilt + HOME_POSSESSION * this.home + A.effect.possession - B.effect.possession;
    this.shareA = share < 0.2 ? 0.2 : share > 0.8 ? 0.8 : share;
  }

  rates(t: Team, o: Team): void {
    t.shotRate = SHOT_RATE * this.tempo * Math.exp(STRENGTH_SHOTS * (t.attack - o.defense)) * t.venue * t.effect.attack * o.effect.concede;
    t.cornerRate = CORNER_RATE * t.venue;
    t.foulRate = FOUL_RATE * t.effect.fouls * (this.home && t === this.B ? AWAY_FOULS : 1);
  }

  sendOff(t: Team, m: Man, line: EventLine, victim: Man): void {
    m.off = true;
    t.sentOff++;
    t.stats.redCards++;
    this.changed(t);
    this.stoppers++;
    rateTeam(t);
    this.refreshEdges();
    this.push('red', t, m, line, victim);
  }

  /**
   * A corner; `afterShot` when a shot went out for it (its line said how), else won in open play. The
   * corner side's header follows, or the defence clears it: never the other side's play straight after.
   */
  corner(t: Team, afterShot: boolean): void {
    const taker = pickMan(t.shooters, this.rng);
    t.stats.corners++;
    this.changed(t);
    this.at(t.side, 'box');
    this.push('corner', t, taker, this.say(afterShot ? T.shotCorner : T.openCorner, taker, t, this.opponent(t).label, this.rng));
    if (this.rng.next() < HEADER_FROM_CORNER) this.shot(t, pickMan(t.headers, this.rng), taker);
    else this.clearance(t, taker);
  }

  /** The defence clears a corner (from the second stream: the main one never knew this event). */
  clearance(t: Team, taker: Man): void {
    const o = this.opponent(t);
    const clearer = pickMan(o.headers, this.fx);
    this.push('clearance', o, clearer, this.say(T.clearance, clearer, o, taker.call, this.fx), taker);
  }

  /**
   * How a shot came, from the second stream, given its outcome; adds its xG and moves the ball there. A
   * penalty comes with its cause first: a defender's foul in the box, and the referee's award.
   */
  chance(t: Team, shooter: Man, keeper: Man, p: number, scored: boolean, corner: Man | null): Chance {
    const c = drawChance(this.fx, shooter.line, p, scored, corner !== null, shooter.shooting, keeper.keeping);
    if (c.situation === 'penalty') this.penaltyFoul(t);
    t.stats.xg += c.xg;
    this.at(t.side, c.situation === 'range' ? 'final_third' : 'box');
    return c;
  }

  /** A man of the defending side fouls one of `t` in the box and the referee gives the penalty (second stream). */
  penaltyFoul(t: Team): void {
    const o = this.opponent(t);
    const fouler = pickMan(o.foulers, this.fx);
    const victim = pickMan(t.shooters, this.fx);
    o.stats.fouls++;
    this.changed(o);
    this.at(t.side, 'box');
    this.push('foul', o, fouler, this.say(T.penaltyFoul, fouler, o, victim.call, this.fx), victim);
  }

  /** A shot; `corner` is the corner's taker when it is a header from a corner. */
  shot(t: Team, shooter: Man, corner: Man | null = null): void {
    const o = this.opponent(t);
    const { rng, fx } = this;
    const quality = shooter.shooting - 70;
    const keeper = o.keeper;
    const onTarget = ON_TARGET + 0.004 * quality;
    const advantage = t.attack - o.defense;
    const goalChance = GOAL_ON_TARGET * Math.exp(STRENGTH_FINISH * advantage) + 0.004 * quality - 0.005 * (keeper.keeping - 75);
    const p = Math.min(0.99, Math.max(0.005, onTarget * goalChance));
    const hit = rng.next() < onTarget;
    const scored = hit && rng.next() < goalChance;
    // The situation (and a penalty's foul, an event of its own) before the shot is counted.
    const c = this.chance(t, shooter, keeper, p, scored, corner);
    t.stats.shots++;
    if (hit) t.stats.shotsOnTarget++;
    this.changed(t);
    if (!hit) {
      // Out for a corner only off a defender, which a penalty never is; the line says which it was.
      const deflected = c.situation !== 'penalty' && rng.next() < CORNER_AFTER_MISS;
      const said: Codes = deflected ? T.deflectedMiss[c.situation as Exclude<typeof c.situation, 'penalty'>] : T.wideMiss[c.situation];
      this.push('miss', t, shooter, this.say(said, shooter, t, o.label, rng), null, c);
      if (deflected) this.corner(t, true);
      return;
    }
    if (scored) {
      t.goals++;
      this.stoppers++;
      const assist = c.situation === 'penalty' ? null : (corner ?? (fx.next() < ASSISTED ? pickMan(t.assisters, fx) : null));
      const by = assist && assist !== shooter ? assist : null;
      let line = this.say(T.goal[c.situation], shooter, t, o.label, rng);
      if (by) line = this.assisted(line, by.call, corner !== null, fx);
      this.push('goal', t, shooter, line, by, c);
      return;
    }
    o.stats.saves++;
    this.changed(o);
    // A save turned out gives the corner that follows; a save held or cleared does not.
    const out = rng.next() < CORNER_AFTER_SAVE;
    this.push('save', o, keeper, this.say((out ? T.cornerSave : T.keptSave)[c.situation], keeper, o, shooter.call, rng), shooter, c);
    if (out) this.corner(t, true);
  }

  foul(t: Team): void {
    const o = this.opponent(t);
    const fouler = pickMan(t.foulers, this.rng);
    const victim = pickMan(o.shooters, this.rng);
    t.stats.fouls++;
    this.changed(t);
    this.at(o.side, zoneOfFoul(this.fx, fouler.line));
    this.push('foul', t, fouler, this.say(T.foul, fouler, t, victim.call, this.rng), victim);
    const card = this.rng.next();
    if (card < RED_PER_FOUL) {
      this.sendOff(t, fouler, this.say(T.straightRed, fouler, t, victim.call, this.rng), victim);
    } else if (card < RED_PER_FOUL + YELLOW_PER_FOUL * (fouler.booked ? BOOKED_CAUTION : 1)) {
      t.stats.yellowCards++;
      this.changed(t);
      this.stoppers++;
      this.push('yellow', t, fouler, this.say(T.yellow, fouler, t, victim.call, this.rng), victim);
      // A second yellow is a red: both cards are events, so the stats count both.
      if (fouler.booked) this.sendOff(t, fouler, this.say(T.secondYellow, fouler, t, victim.call, this.rng), victim);
      fouler.booked = true;
    }
  }

  playMinute(): void {
    const { A, B, rng, shareA } = this;
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
    this.act(aFirst ? A : B, owner, shareA);
    this.act(aFirst ? B : A, owner, shareA);
    // A quiet minute still gets its line, so every minute brings at least one event (and the new
    // possession); a busy one (or one that began with a change) speaks for itself.
    if (this.events.length === this.tickStart) this.quiet(owner, rng.int(owner.onPitch.length));
  }

  /**
   * A quiet minute's line about the man drawn on the ball; when every line of his role and zone was said
   * about him lately, about the next man who has one left (his zone and line from the second stream), so
   * a quiet minute never says "once again".
   */
  quiet(owner: Team, drawn: number): void {
    const men = owner.onPitch;
    const other = this.opponent(owner).label;
    let onBall = men[drawn];
    let zone = this.onBallZone(owner, onBall);
    const codes = PLAY[this.role(owner, onBall)][zone]!;
    const first = this.rng.int(codes.length);
    let line: EventLine | null = null;
    const stuck = this.allSaid(codes, onBall);
    for (let k = 1; stuck && k < men.length; k++) {
      const next = men[(drawn + k) % men.length];
      const nextZone = this.onBallZone(owner, next);
      const nextCodes = PLAY[this.role(owner, next)][nextZone]!;
      if (this.allSaid(nextCodes, next)) continue;
      onBall = next;
      zone = nextZone;
      line = this.say(nextCodes, next, owner, other, this.fx);
      break;
    }
    this.at(owner.side, zone);
    this.push('minute_update', null, onBall, line ?? this.sayFrom(codes, first, onBall, owner, other));
  }

  /** The line a man plays: the man in goal is a keeper whatever his line. */
  role(owner: Team, m: Man): Role {
    return m === owner.keeper ? 'GK' : m.line;
  }

  /** Where the ball is with him on it: his role decides the zone, and the zone the words. */
  onBallZone(owner: Team, m: Man): Zone {
    return zoneOnBall(this.fx, this.role(owner, m));
  }

  act(t: Team, owner: Team, shareA: number): void {
    const rng = this.rng;
    const share = t === this.A ? shareA : 1 - shareA;
    const o = t === this.A ? this.B : this.A;
    const state = t.goals < o.goals ? TRAILING_PUSH : t.goals > o.goals ? LEADING_SITBACK : 1;
    const shoots = rng.next() < t.shotRate * state * (0.6 + 0.8 * share);
    if (shoots) this.shot(t, pickMan(t.shooters, rng));
    // A corner from open play never straight after the side's own shot: after its held save or its
    // shot wide, a corner would read as if it came from that shot.
    if (rng.next() < t.cornerRate * (0.6 + 0.8 * share) && !shoots && !this.justShot(t)) this.corner(t, false);
    if (rng.next() < t.foulRate * (t === owner ? 0.75 : 1.25)) this.foul(t);
  }

  /** The last event is a shot of this side that ended without a corner (a goal kick or the keeper's ball). */
  justShot(t: Team): boolean {
    const last = this.events[this.events.length - 1];
    return last !== undefined && (last.type === 'miss' ? last.team === t.side : last.type === 'save' && last.team !== t.side);
  }

  /** Which side is which: for the callers that only have a side letter. */
  team(side: Side): Team {
    return side === 'A' ? this.A : this.B;
  }
}
