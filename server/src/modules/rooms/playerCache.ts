import type { GamePlayer } from '@onbir/shared/players/types';
import type { Db } from '../../db/client';
import { getGamePlayersByIds } from '../players/players.service';

const TTL_MS = 60_000;

/**
 * Drafted players in the game's shape, kept for a minute: every pick re-sends the whole room, and the
 * same few dozen players would otherwise be read and parsed again each time. A pool import shows up
 * within the minute.
 */
export class PlayerCache {
  private readonly entries = new Map<string, { player: GamePlayer; at: number }>();

  async get(db: Db, ids: readonly string[]): Promise<Map<string, GamePlayer>> {
    const now = Date.now();
    const found = new Map<string, GamePlayer>();
    const missing: string[] = [];
    for (const id of ids) {
      const e = this.entries.get(id);
      if (e && now - e.at < TTL_MS) found.set(id, e.player);
      else missing.push(id);
    }
    if (missing.length) {
      for (const p of await getGamePlayersByIds(db, missing)) {
        this.entries.set(p.id, { player: p, at: now });
        found.set(p.id, p);
      }
    }
    return found;
  }
}
