import { lineOf, positionFit, type Line } from './positions';
import type { Random } from './random';
import type { Side, TeamInput, TeamStats } from './types';

/** Rating points a side loses in every line for each player sent off. */
const MAN_DOWN = 4;

const LINE_WEIGHTS: Record<'attack' | 'defense' | 'control', Record<Line, number>> = {
  attack: { GK: 0, DEF: 0.5, MID: 1.5, FWD: 3 },
  defense: { GK: 2, DEF: 3, MID: 1.5, FWD: 0.3 },
  control: { GK: 0, DEF: 1, MID: 3, FWD: 1 },
};
/** Who shoots, fouls and goes up for corners, by line (times shooting or physique). */
const SHOT_WEIGHT: Record<Line, number> = { GK: 0, DEF: 0.8, MID: 2.5, FWD: 5 };
const FOUL_WEIGHT: Record<Line, number> = { GK: 0.1, DEF: 3, MID: 2.5, FWD: 1.2 };
const HEADER_WEIGHT: Record<Line, number> = { GK: 0, DEF: 3, MID: 1, FWD: 3 };
/** Who gives the last pass of a goal, by line (times passing). */
const ASSIST_WEIGHT: Record<Line, number> = { GK: 0.05, DEF: 1, MID: 3, FWD: 2.2 };

export interface Man {
  id: string;
  name: string;
  line: Line;
  /** overall × fit: the player's worth in the slot he plays (out of position he is worth less). */
  rating: number;
  shooting: number;
  keeping: number;
  physic: number;
  passing: number;
  booked: boolean;
  off: boolean;
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
  men: Man[];
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
  /** exp(strength advantage) on the shot rate against the current opponent, refreshed after a red card. */
  edge: number;
  goals: number;
}

function picker(men: Man[], weight: (m: Man) => number): Picker {
  const cumulative: number[] = [];
  let total = 0;
  for (const m of men) {
    total += weight(m);
    cumulative.push(total);
  }
  return { men, cumulative, total };
}

export function pick(p: Picker, rng: Random): Man {
  const r = rng.next() * p.total;
  const c = p.cumulative;
  for (let i = 0; i < c.length; i++) if (r < c[i]) return p.men[i];
  return p.men[p.men.length - 1];
}

export function emptyStats(): TeamStats {
  return { possession: 50, shots: 0, shotsOnTarget: 0, corners: 0, saves: 0, fouls: 0, yellowCards: 0, redCards: 0, xg: 0 };
}

export function buildTeam(input: TeamInput, side: Side): Team {
  const men: Man[] = input.players.map((p) => {
    const fit = positionFit(p.positions, p.slotPosition);
    const line = lineOf(p.slotPosition);
    return {
      id: p.id,
      name: p.name,
      line,
      rating: p.overall * fit,
      shooting: p.shooting * fit,
      keeping: line === 'GK' ? p.goalkeeping * fit : p.goalkeeping,
      physic: p.physic,
      passing: p.passing,
      booked: false,
      off: false,
    };
  });
  const team = { side, name: input.name, men, stats: emptyStats(), snapshot: null, edge: 1, goals: 0, sentOff: 0 } as unknown as Team;
  rateTeam(team);
  return team;
}

function weighted(men: Man[], w: Record<Line, number>): number {
  let sum = 0;
  let total = 0;
  for (const m of men) {
    sum += w[m.line] * m.rating;
    total += w[m.line];
  }
  return total ? sum / total : 0;
}

/** (Re)computes a side's lines, keeper and choice tables from the men still on the pitch. */
export function rateTeam(t: Team): void {
  t.onPitch = t.men.filter((m) => !m.off);
  const penalty = MAN_DOWN * t.sentOff;
  t.attack = weighted(t.onPitch, LINE_WEIGHTS.attack) - penalty;
  t.defense = weighted(t.onPitch, LINE_WEIGHTS.defense) - penalty;
  t.control = weighted(t.onPitch, LINE_WEIGHTS.control) - penalty;
  // When the keeper is sent off, the outfielder best with his hands goes in goal.
  const keeper = t.onPitch.find((m) => m.line === 'GK');
  t.keeper = keeper ?? t.onPitch.reduce((best, m) => (m.keeping > best.keeping ? m : best), t.onPitch[0]);
  const outfield = t.onPitch.filter((m) => m !== t.keeper);
  t.shooters = picker(outfield, (m) => SHOT_WEIGHT[m.line] * (m.shooting / 70) * (m.shooting / 70));
  t.foulers = picker(outfield, (m) => FOUL_WEIGHT[m.line] * (m.physic / 70));
  t.headers = picker(outfield, (m) => HEADER_WEIGHT[m.line] * (m.physic / 70));
  t.assisters = picker(t.onPitch, (m) => ASSIST_WEIGHT[m.line] * (m.passing / 70));
}

export function copyStats(s: TeamStats): TeamStats {
  return {
    possession: s.possession,
    shots: s.shots,
    shotsOnTarget: s.shotsOnTarget,
    corners: s.corners,
    saves: s.saves,
    fouls: s.fouls,
    yellowCards: s.yellowCards,
    redCards: s.redCards,
    // Summed unrounded in the engine, shown with two decimals.
    xg: Math.round(s.xg * 100) / 100,
  };
}
