import fs from 'node:fs';
import path from 'node:path';
import { parsePositions, withNaturalAlternates } from '../players/positions';
import { SQUAD_SIZE } from '../room/constants';
import type { DraftCandidate, DraftMember, DraftState } from '../room/rules/draft';

/** The repository's bundled pool (server/data/pool): the 3,535 players a fresh server drafts from. */
const POOL_DIR = path.resolve(import.meta.dirname, '../../../server/data/pool');

type Row = [string, string, string, string, number | null, number, number[]?];
interface PoolFile {
  league: string;
  clubs: Array<{ id: number; players: Row[] }>;
}

let cached: DraftCandidate[] | null = null;

/**
 * The bundled pool as draft candidates, positions widened as the server's loader does
 * (withNaturalAlternates). For tests of draft choices against real ratings; best first, like the game pool.
 */
export function bundledPool(): DraftCandidate[] {
  if (cached) return cached;
  const files = fs.readdirSync(POOL_DIR).filter((f) => f.endsWith('.json')).sort();
  cached = files
    .flatMap((f) => {
      const data = JSON.parse(fs.readFileSync(path.join(POOL_DIR, f), 'utf8')) as PoolFile;
      return data.clubs.flatMap((club) =>
        club.players.map(([, fullName, list, , , overall]) => ({
          id: `pool-${club.id}-${fullName}`,
          player_positions: withNaturalAlternates(parsePositions(list)!).join(', '),
          league_name: data.league,
          overall,
        })),
      );
    })
    .sort((a, b) => b.overall - a.overall || (a.id < b.id ? -1 : 1));
  return cached;
}

/** A drafting state with empty squads for these formations. */
export function freshDraft(formations: readonly string[], leagues: readonly string[]): DraftState {
  return { status: 'drafting', currentPick: 0, leagues, order: 'snake', paused: false, members: formations.map((formation, i) => ({ userId: `seat-${i}`, formation, squad: [] })) };
}

/** The state after this member took this player for this slot (the pick counter moves on). */
export function withPick(state: DraftState, userId: string, playerId: string, slotKey: string): DraftState {
  const members: DraftMember[] = state.members.map((m) => (m.userId === userId ? { ...m, squad: [...m.squad, { playerId, assignedPosition: slotKey }] } : m));
  return { ...state, members, currentPick: state.currentPick + 1 };
}

export const isComplete = (state: DraftState) => state.members.every((m) => m.squad.length === SQUAD_SIZE);
