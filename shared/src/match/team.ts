import { callName } from './callNames';
import { lineOf, positionFit, type Line } from './positions';
import type { Random } from './random';
import { fitness, staminaDrain } from './stamina';
import { DEFAULT_TACTICS, tacticEffect, type TacticEffect, type Tactics } from './tactics';
import { sideName, spokenName } from './spokenNames';
import type { Name } from './turkishSuffix';
import { emptyStats } from './teamStats';
import type { PlayerInput, Side, TeamInput, TeamStats } from './types';

/** Rating points a side loses in every line for each player sent off. */
const MAN_DOWN = 4;

const LINE_WEIGHTS: Record<'attack' | 'defense' | 'control', Record<Line, number>> = {
  attack: { GK: 0, DEF: 0.5, MID: 1.5, FWD: 3 },
  defense: { GK: 2, DEF: 3, MID: 1.5, FWD: 0.3 },
  control: { GK: 0, DEF: 1, MID: 3, FWD: 1 },
};
/** Each line's weights in attack, defence and control, read by index in the hot loop. */
const WEIGHTS_BY_LINE = Object.fromEntries(
  (['GK', 'DEF', 'MID', 'FWD'] as const).map((l) => [l, [LINE_WEIGHTS.attack[l], LINE_WEIGHTS.defense[l], LINE_WEIGHTS.control[l]]]),
) as Record<Line, [number, number, number]>;

/** Who shoots, fouls and goes up for corners, by line (times shooting or physique). */
const SHOT_WEIGHT: Record<Line, number> = { GK: 0, DEF: 0.8, MID: 2.5, FWD: 5 };
const FOUL_WEIGHT: Record<Line, number> = { GK: 0.1, DEF: 3, MID: 2.5, FWD: 1.2 };
const HEADER_WEIGHT: Record<Line, number> = { GK: 0, DEF: 3, MID: 1, FWD: 3 };
/** Who gives the last pass of a goal, by line (times passing). */
const ASSIST_WEIGHT: Record<Line, number> = { GK: 0.05, DEF: 1, MID: 3, FWD: 2.2 };

export interface Man {
  id: string;
  name: string;
  /**
   * What the commentary calls him: his surname as the press writes it ("Salah"), or the longer name that
   * tells him from a namesake of the match (`callNames.ts`), with his nationality for the suffixes.
   */
  call: Name;
  /** The line of the slot he plays (a substitute takes the slot of the man he replaces). */
  line: Line;
  /** His line's weights in attack, defence and control (`rateLines` reads them every few minutes). */
  weights: readonly [number, number, number];
  slot: string;
  positions: readonly string[];
  overall: number;
  /** positionFit of his positions for his slot: out of position he is worth less. */
  fit: number;
  /** overall × fit × fitness(stamina): the player's worth now, refreshed every few minutes. */
  rating: number;
  /** His shooting and goalkeeping ratings, and what they are worth in his slot (× fit; keeping only in goal). */
  baseShooting: number;
  baseKeeping: number;
  shooting: number;
  keeping: number;
  physic: number;
  passing: number;
  /** 100 at kick-off (and for a substitute coming on), falling every minute he plays. */
  stamina: number;
  /** Stamina he loses per minute at neutral tactics (a strong player tires slower, a keeper barely). */
  drain: number;
  booked: boolean;
  /** Off the pitch for good: sent off or substituted. */
  off: boolean;
  /** Substituted (off, but not sent off). */
  subbed: boolean;
  /** The lines said about him (code, and again count) and the played minute of each, in order (`commentator.ts`). */
  said: { keys: string[]; at: number[] } | null;
}

/** Weighted choice among the men on the pitch, rebuilt only when someone is sent off. */
export interface Picker {
  men: Man[];
  cumulative: number[];
  total: number;
}

export interface Team {
  side: Side;
  name: string;
  /** The name as the commentary writes it. */
  label: Name;
  formation: string;
  /** The starting eleven, then every substitute who came on, in order. */
  men: Man[];
  /** Substitutes not yet used, in the input's order. */
  bench: Man[];
  subsUsed: number;
  /** Substitution windows used during play (changes at a break do not count). */
  windows: number;
  /** The minute key (decisionKey) of the last window, so several changes at one moment are one window. */
  windowKey: number;
  tactics: Tactics;
  /** How much of its pressing the side still has (pressingFade of its outfielders' stamina), 0-1. */
  press: number;
  /** The tactics' multipliers, refreshed with the stamina (pressing fades as legs go). */
  effect: TacticEffect;
  /** 1 at a neutral venue; the home side's and the away side's chance-rate factor otherwise. */
  venue: number;
  onPitch: Man[];
  attack: number;
  defense: number;
  control: number;
  keeper: Man;
  sentOff: number;
  shooters: Picker;
  foulers: Picker;
  headers: Picker;
  assisters: Picker;
  stats: TeamStats;
  /** The last copy of stats handed out; events share it until the stats change (events are immutable). */
  snapshot: TeamStats | null;
  /**
   * Chances of a shot, a corner and a foul per minute, before the minute's possession and the score:
   * strength against the current opponent, venue and both sides' tactics (refreshed after every change).
   */
  shotRate: number;
  cornerRate: number;
  foulRate: number;
  /** The tick (`MatchRun.ticks`) up to which his men's stamina is counted; see `settleStamina`. */
  settled: number;
  goals: number;
}

/** Adds the next man's weight to a choice table whose `men` already lists him. */
function weigh(p: Picker, weight: number): void {
  p.total += weight;
  p.cumulative.push(p.total);
}

export function pick(p: Picker, rng: Random): Man {
  const r = rng.next() * p.total;
  const c = p.cumulative;
  for (let i = 0; i < c.length; i++) if (r < c[i]) return p.men[i];
  return p.men[p.men.length - 1];
}

/** A player as the engine plays him, in a slot (a substitute on the bench is put in his own first position). */
export function buildMan(p: PlayerInput, slot: string): Man {
  const man: Man = {
    id: p.id,
    name: p.name,
    call: spokenName(callName(p.name), p.nationality ?? null),
    line: 'MID' as Line,
    weights: WEIGHTS_BY_LINE.MID,
    slot,
    positions: p.positions,
    overall: p.overall,
    fit: 1,
    rating: 0,
    shooting: 0,
    keeping: 0,
    physic: p.physic,
    passing: p.passing,
    stamina: 100,
    drain: 0,
    booked: false,
    off: false,
    subbed: false,
    said: null,
    baseShooting: p.shooting,
    baseKeeping: p.goalkeeping,
  };
  placeMan(man, slot);
  return man;
}

/** Puts a man in a slot: his line, fit, shooting and keeping there (a keeper only keeps in goal). */
export function placeMan(m: Man, slot: string): void {
  m.slot = slot;
  m.line = lineOf(slot);
  m.weights = WEIGHTS_BY_LINE[m.line];
  m.fit = positionFit(m.positions, slot);
  m.shooting = m.baseShooting * m.fit;
  m.keeping = m.line === 'GK' ? m.baseKeeping * m.fit : m.baseKeeping;
  m.drain = staminaDrain(m.line, m.physic);
  m.rating = m.overall * m.fit * fitness(m.stamina);
}

export function buildTeam(input: TeamInput, side: Side): Team {
  const men = input.players.map((p) => buildMan(p, p.slotPosition));
  const bench = (input.bench ?? []).map((p) => buildMan(p, p.positions[0] ?? p.slotPosition));
  const tactics: Tactics = { ...DEFAULT_TACTICS, ...input.tactics };
  const team = {
    side,
    name: input.name,
    label: sideName(input.name),
    formation: input.formation,
    men,
    bench,
    subsUsed: 0,
    windows: 0,
    windowKey: -1,
    tactics,
    press: 1,
    effect: tacticEffect(tactics, 1),
    venue: 1,
    stats: emptyStats(),
    snapshot: null,
    shotRate: 0,
    cornerRate: 0,
    foulRate: 0,
    settled: 0,
    goals: 0,
    sentOff: 0,
  } as unknown as Team;
  rateTeam(team);
  return team;
}

/** The side's lines from its men's ratings now (the engine calls it as legs tire and after every change). */
export function rateLines(t: Team): void {
  const penalty = MAN_DOWN * t.sentOff;
  let attack = 0;
  let defense = 0;
  let control = 0;
  let wa = 0;
  let wd = 0;
  let wc = 0;
  const men = t.onPitch;
  for (let i = 0; i < men.length; i++) {
    const w = men[i].weights;
    const r = men[i].rating;
    attack += w[0] * r;
    defense += w[1] * r;
    control += w[2] * r;
    wa += w[0];
    wd += w[1];
    wc += w[2];
  }
  t.attack = (wa ? attack / wa : 0) - penalty;
  t.defense = (wd ? defense / wd : 0) - penalty;
  t.control = (wc ? control / wc : 0) - penalty;
}

/** (Re)computes a side's lines, keeper and choice tables from the men on the pitch (after a card or a change). */
export function rateTeam(t: Team): void {
  // One pass for each list and table (every match builds both sides: no closures or copies here).
  const onPitch: Man[] = [];
  let keeper: Man | null = null;
  for (const m of t.men) {
    if (m.off) continue;
    onPitch.push(m);
    if (!keeper && m.line === 'GK') keeper = m;
  }
  t.onPitch = onPitch;
  rateLines(t);
  // When the keeper is sent off, the outfielder best with his hands goes in goal.
  t.keeper = keeper ?? onPitch.reduce((best, m) => (m.keeping > best.keeping ? m : best), onPitch[0]);
  const outfield: Man[] = [];
  t.shooters = { men: outfield, cumulative: [], total: 0 };
  t.foulers = { men: outfield, cumulative: [], total: 0 };
  t.headers = { men: outfield, cumulative: [], total: 0 };
  t.assisters = { men: onPitch, cumulative: [], total: 0 };
  for (const m of onPitch) {
    weigh(t.assisters, ASSIST_WEIGHT[m.line] * (m.passing / 70));
    if (m === t.keeper) continue;
    outfield.push(m);
    weigh(t.shooters, SHOT_WEIGHT[m.line] * (m.shooting / 70) * (m.shooting / 70));
    weigh(t.foulers, FOUL_WEIGHT[m.line] * (m.physic / 70));
    weigh(t.headers, HEADER_WEIGHT[m.line] * (m.physic / 70));
  }
}

/**
 * The side's stamina counted up to `tick`: each man on the pitch loses his drain times the side's tactics'
 * drain per minute since the last count. Counted lazily (every few minutes and before any change), so the
 * hot loop does not touch 22 men a minute; the same counts at the same ticks give the same numbers.
 */
export function settleStamina(t: Team, tick: number): void {
  const minutes = tick - t.settled;
  if (minutes === 0) return;
  const drain = t.effect.drain * minutes;
  const men = t.onPitch;
  for (let i = 0; i < men.length; i++) men[i].stamina -= men[i].drain * drain;
  t.settled = tick;
}
