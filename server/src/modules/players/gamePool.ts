import { eq, getTableColumns } from 'drizzle-orm';
import type { GamePlayer, Page } from '@onbir/shared/players/types';
import { foldText } from '@onbir/shared/players/text';
import type { Db } from '../../db/client';
import { clubs, players } from '../../db/schema';
import { toGamePlayer } from './playerViews';
import { getPoolVersion, PAGE_SIZE, TOTAL_CAP, type PageOptions, type PlayerFilter } from './players.service';

const MAX_PAGE_SIZE = 100;
const words = (s: string) => foldText(s).split(/[^\p{L}\p{N}]+/u).filter(Boolean);

interface Entry {
  player: GamePlayer;
  clubId: number | null;
  league: string | null;
  positions: string[];
  /** The words of the folded names and club name, for word-prefix search. */
  tokens: string[];
}

/** The pool as one version of it holds: answers synchronously, from memory. */
export class PoolSnapshot {
  private readonly byId: Map<string, Entry>;
  /** The ranked list cut by position: the draft's picker always asks for one. */
  private readonly byPosition = new Map<string, Entry[]>();

  /** `ranked`: best first, overall descending, then short name, then id (the order of every player list). */
  constructor(private readonly ranked: Entry[]) {
    this.byId = new Map(ranked.map((e) => [e.player.id, e]));
    for (const e of ranked) {
      for (const pos of new Set(e.positions)) {
        const list = this.byPosition.get(pos) ?? [];
        if (list.length === 0) this.byPosition.set(pos, list);
        list.push(e);
      }
    }
  }

  /** The given players (unknown ids left out). */
  byIds(ids: readonly string[]): Map<string, GamePlayer> {
    const found = new Map<string, GamePlayer>();
    for (const id of ids) {
      const e = this.byId.get(id);
      if (e) found.set(id, e.player);
    }
    return found;
  }

  /** One page, best first; the total is counted up to TOTAL_CAP like the database search. */
  search(f: PlayerFilter & PageOptions = {}): Page<GamePlayer> {
    const page = Math.max(1, f.page ?? 1);
    const pageSize = Math.min(Math.max(1, f.pageSize ?? PAGE_SIZE), MAX_PAGE_SIZE);
    const keep = matcher(f);
    const from = (page - 1) * pageSize;
    const items: GamePlayer[] = [];
    let total = 0;
    for (const e of f.position ? (this.byPosition.get(f.position) ?? []) : this.ranked) {
      if (!keep(e)) continue;
      if (total >= from && items.length < pageSize) items.push(e.player);
      total++;
      if (total >= TOTAL_CAP && items.length === pageSize) break;
    }
    return { items, page, pageSize, total: Math.min(total, TOTAL_CAP) };
  }
}

async function loadSnapshot(db: Db): Promise<PoolSnapshot> {
  const rows = await db
    .select({ ...getTableColumns(players), clubName: clubs.name, clubPrimary: clubs.primaryColor, clubSecondary: clubs.secondaryColor })
    .from(players)
    .leftJoin(clubs, eq(clubs.id, players.clubId));
  const ranked = rows
    .map((r) => ({ player: toGamePlayer(r), clubId: r.clubId, league: r.league, positions: r.positions, tokens: words(r.searchName) }))
    .sort((a, b) => b.player.overall - a.player.overall || cmp(a.player.short_name, b.player.short_name) || cmp(a.player.id, b.player.id));
  return new PoolSnapshot(ranked);
}

const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

function matcher(f: PlayerFilter): (e: Entry) => boolean {
  const q = f.q?.trim() ? words(f.q) : null;
  const leagues = f.leagues?.length && !f.leagues.includes('all') ? new Set(f.leagues) : null;
  const excluded = new Set(f.excludeIds ?? []);
  return (e) =>
    (!q || (q.length > 0 && q.every((w) => e.tokens.some((t) => t.startsWith(w))))) &&
    (f.clubId === undefined || e.clubId === f.clubId) &&
    (!leagues || (e.league !== null && leagues.has(e.league))) &&
    (!f.position || e.positions.includes(f.position)) &&
    !excluded.has(e.player.id);
}

/**
 * The game's whole pool in memory, for the draft: the picker's pages, the automatic pick and the drafted
 * players that every room update carries. A draft asks for these twice a pick; answered here they cost a
 * filter over an array instead of a search and a count in the database. Same filter and order as the
 * search in players.service. The pool only changes through a load or an import, which bumps the pool
 * version; `at` reads that version (one primary-key row) and reloads when it moved, so every process sees
 * an import at once. One call per request: its snapshot then answers everything.
 */
export class GamePool {
  private version = -1;
  private snapshot: Promise<PoolSnapshot> | null = null;

  async at(db: Db): Promise<PoolSnapshot> {
    return this.atVersion(db, await getPoolVersion(db));
  }

  /** The snapshot of a pool version the caller has just read (e.g. along with other rows in one statement). */
  atVersion(db: Db, version: number): Promise<PoolSnapshot> {
    if (!this.snapshot || version !== this.version) {
      this.version = version;
      const loading = loadSnapshot(db);
      this.snapshot = loading;
      // A failed load is not kept: the next call tries again.
      loading.catch(() => {
        if (this.snapshot === loading) this.snapshot = null;
      });
    }
    return this.snapshot;
  }
}
