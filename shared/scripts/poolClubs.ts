// The bundled pool's clubs as the engine sees them (each club's best eleven) and a season between them:
// for `npm run simulate`'s league figures, measured against a real table.
import fs from 'node:fs';
import path from 'node:path';
import { formationSlots, GAME_FORMATIONS } from '../src/formations/gameFormations';
import { simulateMatch } from '../src/match/engine';
import { positionFit } from '../src/match/positions';
import { roundRobin } from '../src/match/roundRobin';
import type { PlayerInput, TeamInput } from '../src/match/types';
import { parsePositions, withNaturalAlternates } from '../src/players/positions';
import { deriveFaceRatings, deriveGoalkeeping, FACE_KEYS } from '../src/players/ratings';

const POOL_DIR = path.resolve(import.meta.dirname, '../../server/data/pool');

type Row = [string, string, string, string, number | null, number, number[]?];
interface PoolFile {
  league: string;
  clubs: Array<{ id: number; name: string; players: Row[] }>;
}

/** The real 2024-25 Premier League table: points by club, the anchor of the strength-to-result curve. */
export const PREMIER_LEAGUE_2024_25: Record<string, number> = {
  Liverpool: 84,
  Arsenal: 74,
  'Manchester City': 71,
  Chelsea: 69,
  'Newcastle United': 66,
  'Aston Villa': 66,
  'Nottingham Forest': 65,
  'Brighton & Hove Albion': 61,
  Bournemouth: 56,
  Brentford: 56,
  Fulham: 54,
  'Crystal Palace': 53,
  Everton: 48,
  'West Ham United': 43,
  'Manchester United': 42,
  'Wolverhampton Wanderers': 42,
  'Tottenham Hotspur': 38,
  'Leicester City': 25,
  'Ipswich Town': 22,
  Southampton: 12,
};

function player(row: Row): Omit<PlayerInput, 'slotPosition'> {
  const [shortName, fullName, list, nationality, , overall, faces] = row;
  const positions = withNaturalAlternates(parsePositions(list)!);
  const face = faces ? Object.fromEntries(FACE_KEYS.map((k, i) => [k, faces[i]])) : deriveFaceRatings(overall, positions[0]);
  return {
    id: fullName,
    name: shortName,
    nationality,
    positions,
    overall,
    ...(face as ReturnType<typeof deriveFaceRatings>),
    goalkeeping: deriveGoalkeeping(overall, positions[0]),
  };
}

/**
 * A club's best eleven as a manager would pick it: for every game formation, the best free player for
 * each slot (highest overall × position fit first), and the formation whose eleven is worth most.
 */
export function bestEleven(name: string, squad: readonly Row[]): TeamInput {
  const players = squad.map(player);
  let best: { total: number; team: TeamInput } | null = null;
  for (const formation of GAME_FORMATIONS) {
    const slots = formationSlots(formation).map((s) => s.position as string);
    const free = new Set(players);
    const chosen: PlayerInput[] = [];
    let total = 0;
    const open = slots.map((_, i) => i);
    while (open.length) {
      let pickValue = -1;
      let pickSlot = 0;
      let pickPlayer = players[0];
      for (const i of open)
        for (const p of free) {
          const value = p.overall * positionFit(p.positions, slots[i]);
          if (value > pickValue) [pickValue, pickSlot, pickPlayer] = [value, i, p];
        }
      open.splice(open.indexOf(pickSlot), 1);
      free.delete(pickPlayer);
      chosen[pickSlot] = { ...pickPlayer, slotPosition: slots[pickSlot] };
      total += pickValue;
    }
    if (!best || total > best.total) best = { total, team: { name, formation, players: chosen } };
  }
  return best!.team;
}

/** Every club of a bundled league file, as its best eleven. */
export function poolElevens(file = 'premier-league.json'): TeamInput[] {
  const data = JSON.parse(fs.readFileSync(path.join(POOL_DIR, file), 'utf8')) as PoolFile;
  return data.clubs.map((c) => bestEleven(c.name, c.players));
}

export interface SeasonTotals {
  /** Points of each club summed over the seasons, by club name. */
  points: Map<string, number>;
  home: number;
  draw: number;
  away: number;
  matches: number;
  homeGoals: number;
  awayGoals: number;
  /** The sd of the clubs' points within each season, averaged over the seasons (luck included, like a real table). */
  seasonSpread: number;
}

/** `seasons` home-and-away seasons between the clubs (38 matches each for 20), seeded from `seed0`. */
export function playSeasons(clubs: readonly TeamInput[], seasons: number, seed0: number, prepare = (input: { seed: number; teams: [TeamInput, TeamInput] }) => input): SeasonTotals {
  const byName = new Map(clubs.map((c) => [c.name, c]));
  const fixtures = roundRobin(clubs.map((c) => c.name), 2);
  const totals: SeasonTotals = { points: new Map(clubs.map((c) => [c.name, 0])), home: 0, draw: 0, away: 0, matches: 0, homeGoals: 0, awayGoals: 0, seasonSpread: 0 };
  let season = new Map<string, number>();
  const add = (name: string, pts: number) => {
    totals.points.set(name, totals.points.get(name)! + pts);
    season.set(name, (season.get(name) ?? 0) + pts);
  };
  let seed = seed0;
  for (let s = 0; s < seasons; s++) {
    season = new Map(clubs.map((c) => [c.name, 0]));
    for (const f of fixtures) {
      const t = simulateMatch(prepare({ seed: seed++, teams: [byName.get(f.teamA)!, byName.get(f.teamB)!] }));
      const { A, B } = t.score;
      totals.matches++;
      totals.homeGoals += A;
      totals.awayGoals += B;
      if (A > B) {
        totals.home++;
        add(f.teamA, 3);
      } else if (A < B) {
        totals.away++;
        add(f.teamB, 3);
      } else {
        totals.draw++;
        add(f.teamA, 1);
        add(f.teamB, 1);
      }
    }
    totals.seasonSpread += sd([...season.values()]) / seasons;
  }
  return totals;
}

export const sd = (xs: readonly number[]) => {
  const m = xs.reduce((a, b) => a + b, 0) / xs.length;
  return Math.sqrt(xs.reduce((a, b) => a + (b - m) ** 2, 0) / xs.length);
};
