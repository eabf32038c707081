import type { Line } from './positions';
import { tacticEffect, type Tactics } from './tactics';
import { buildTeam, placeMan, rateTeam, type Man, type Team } from './team';
import type { AppliedDecision, MatchEvent, MatchInput, Side, TeamInput, TeamStats, Zone } from './types';

/**
 * A match stopped between two minutes, as plain data (JSON-safe): everything the rest of the match depends
 * on (score, stats, cards, stamina, who is on the pitch, tactics, both random generators, the clock) and
 * the events so far. `resumeMatch` continues from it; with the same decisions it gives the same timeline
 * as playing the match from the start, to the byte.
 */
export interface MatchSnapshot {
  /** The input it was played from (with the decisions known then). */
  input: MatchInput;
  /** The minute key (`minuteKey`) it was taken after: the next minute played is the first one after it. */
  key: number;
  /** The match was over (its final whistle in `events`): nothing can change any more. */
  finished: boolean;
  /** Steps of the match already played (whistles and minutes). */
  step: number;
  /** The key of the last minute played; a decision may not be older. */
  lastKey: number;
  /** The key of the next minute to play, and whether it starts a period (a change then is made at a break). */
  nextKey: number;
  nextBreak: boolean;
  /** Decisions (in key order) already applied. */
  nextDecision: number;
  rng: number;
  fx: number;
  tempo: number;
  tilt: number;
  possA: number;
  possB: number;
  stoppers: number;
  ticks: number;
  tickStart: number;
  minute: number;
  added: number;
  display: string;
  clock: number;
  attacking: Side | null;
  zone: Zone;
  stoppage: number[];
  teams: [TeamState, TeamState];
  /** Per side, the plan rules that have fired. */
  fired: [boolean[], boolean[]];
  applied: AppliedDecision[];
  /** The timeline so far (shared with the run that made it: read-only). */
  events: MatchEvent[];
}

export interface ManState {
  id: string;
  slot: string;
  line: Line;
  stamina: number;
  rating: number;
  booked: boolean;
  off: boolean;
  subbed: boolean;
}

export interface TeamState {
  formation: string;
  tactics: Tactics;
  press: number;
  subsUsed: number;
  windows: number;
  windowKey: number;
  /** The tick the stamina is counted to (`settleStamina`). */
  settled: number;
  sentOff: number;
  goals: number;
  stats: TeamStats;
  /** The starting eleven and the substitutes who came on, in order. */
  men: ManState[];
  /** Ids of the substitutes not yet used. */
  bench: string[];
}

export function saveTeam(t: Team): TeamState {
  return {
    formation: t.formation,
    tactics: { ...t.tactics },
    press: t.press,
    subsUsed: t.subsUsed,
    windows: t.windows,
    windowKey: t.windowKey,
    settled: t.settled,
    sentOff: t.sentOff,
    goals: t.goals,
    stats: { ...t.stats },
    men: t.men.map((m) => ({ id: m.id, slot: m.slot, line: m.line, stamina: m.stamina, rating: m.rating, booked: m.booked, off: m.off, subbed: m.subbed })),
    bench: t.bench.map((m) => m.id),
  };
}

/** The side as it was when saved: its men rebuilt from the input, then given their state. */
export function restoreTeam(input: TeamInput, side: Side, s: TeamState): Team {
  const t = buildTeam({ ...input, tactics: s.tactics }, side);
  const byId = new Map<string, Man>([...t.men, ...t.bench].map((m) => [m.id, m]));
  t.men = s.men.map((state) => {
    const m = byId.get(state.id)!;
    placeMan(m, state.slot);
    m.stamina = state.stamina;
    // The rating as last refreshed (not recomputed from the stamina now): the lines follow it exactly.
    m.rating = state.rating;
    m.booked = state.booked;
    m.off = state.off;
    m.subbed = state.subbed;
    return m;
  });
  t.bench = s.bench.map((id) => byId.get(id)!);
  Object.assign(t, {
    formation: s.formation,
    press: s.press,
    subsUsed: s.subsUsed,
    windows: s.windows,
    windowKey: s.windowKey,
    settled: s.settled,
    sentOff: s.sentOff,
    goals: s.goals,
    stats: { ...s.stats },
    snapshot: null,
  });
  t.effect = tacticEffect(t.tactics, t.press);
  rateTeam(t);
  return t;
}
