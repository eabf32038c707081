import { canPlay } from '../players/positions';
import type { BuilderPlayer } from '../players/types';

/** A player's positions: the list the server sends, else his one position (typed names, old links). */
export const positionsOfBuilder = (p: BuilderPlayer): readonly string[] => p.positions ?? (p.position ? [p.position] : []);

/**
 * A slot's picker list: players who can play the slot's position first, then the others, and the players
 * already in the squad after them all (choosing one moves him); each group keeps the given order (best
 * first). No position (a bench place): only the squad's players go last.
 */
export function pickerOrder<P extends BuilderPlayer>(players: readonly P[], position: string | null, placed: ReadonlySet<string>): P[] {
  const group = (p: P) => (placed.has(p.player_id) ? 2 : 0) + (position && !canPlay(positionsOfBuilder(p), position) ? 1 : 0);
  return players
    .map((p, i) => ({ p, i, g: group(p) }))
    .sort((a, b) => a.g - b.g || a.i - b.i)
    .map((x) => x.p);
}
