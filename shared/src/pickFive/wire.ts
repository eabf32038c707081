import type { GamePlayer } from '../players/types';
import type { KnockoutResult } from './share';

/**
 * What the "Beşten birini seç" API sends (docs/drafts.md, 'Screens and API'). The pool travels as rows
 * of the fields the draws, the chemistry and the match engine read, not as objects: the names of the
 * fields once, not once per player, keep the whole pool small enough for a phone.
 */

const FIELDS = ['id', 'short_name', 'player_positions', 'overall', 'league_name', 'club_name', 'nationality', 'pace', 'shooting', 'passing', 'dribbling', 'defending', 'physic', 'goalkeeping'] as const;
type Row = [string, string, string, number, string, string, string, number, number, number, number, number, number, number];

export interface PoolWire {
  /** The pool's version: a run is replayed on the pool it was drawn from. */
  version: number;
  fields: typeof FIELDS;
  rows: Row[];
}

export function encodePool(version: number, players: readonly GamePlayer[]): PoolWire {
  const rows = players.map((p): Row => [p.id, p.short_name, p.player_positions, p.overall, p.league_name, p.club_name, p.nationality ?? '', p.pace, p.shooting, p.passing, p.dribbling, p.defending, p.physic, p.goalkeeping]);
  return { version, fields: FIELDS, rows };
}

/** The rows as game players (no face or long name: a card shows the short name). */
export function decodePool(wire: PoolWire): GamePlayer[] {
  return wire.rows.map(([id, short_name, player_positions, overall, league_name, club_name, nationality, pace, shooting, passing, dribbling, defending, physic, goalkeeping]) => ({
    id,
    short_name,
    long_name: short_name,
    player_positions,
    player_face_url: '',
    overall,
    league_name,
    club_name,
    ...(nationality ? { nationality } : {}),
    pace,
    shooting,
    passing,
    dribbling,
    defending,
    physic,
    goalkeeping,
  }));
}

/** GET /api/pick-five/daily: today's challenge on Istanbul's calendar. */
export interface DailyView {
  date: string;
  seed: string;
  /** Whether the signed-in viewer has already played it (false without a session). */
  played: boolean;
}

/** A row of the day's table. */
export interface DailyTableRow {
  rank: number;
  username: string;
  wins: number;
  goalsFor: number;
  goalsAgainst: number;
  /** When the run was saved (ISO): the tie-break, earlier first. */
  at: string;
  /** The viewer's own row (the project has no friends yet). */
  mine: boolean;
}

export interface DailyTable {
  date: string;
  rows: DailyTableRow[];
}

/** POST /api/pick-five/daily/runs answers the results the server computed and the run's place. */
export interface DailyRunSaved {
  date: string;
  results: KnockoutResult[];
  wins: number;
  rank: number;
}
