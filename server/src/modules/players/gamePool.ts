import type { BuilderPlayer, GamePlayer, Page } from '@onbir/shared/players/types';
import { foldText } from '@onbir/shared/text/fold';
import type { Queryable } from '../../db/client';
import { toBuilderPlayer, toGamePlayer, type PlayerRow } from './playerViews';
import { WordPrefixIndex } from './wordPrefixIndex';
import { getPoolVersion, PAGE_SIZE, readPoolPlayers } from './players.repo';

const MAX_PAGE_SIZE = 100;

export interface PlayerFilter {
  /** Word prefixes of the player's names or his club's name, case- and accent-insensitive. */
  q?: string;
  clubId?: number;
  /** Empty, or containing 'all': every league. */
  leagues?: string[];
  /** A player qualifies when this is one of his positions. */
  position?: string;
  excludeIds?: string[];
}

/** The order of a picker's list: who can play the slot first, the players already in the squad last. */
export interface PickerOrder {
  /** Players with this position come first. */
  prefer?: string;
  /** These players come after every other (each group keeps the ranked order). */
  later?: readonly string[];
}

export interface PageOptions {
  /** 1-based. */
  page?: number;
  pageSize?: number;
}

const words = (s: string) => foldText(s).split(/[^\p{L}\p{N}]+/u).filter(Boolean);

interface Entry {
  /** Place in the ranked list (0: the best player). */
  rank: number;
  row: PlayerRow;
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
  private readonly words: WordPrefixIndex;

  /** `ranked`: best first, overall descending, then short name, then id (the order of every player list). */
  constructor(private readonly ranked: Entry[]) {
    this.words = new WordPrefixIndex(ranked.map((e) => e.tokens));
    this.byId = new Map(ranked.map((e) => [e.player.id, e]));
    for (const e of ranked) {
      for (const pos of new Set(e.positions)) {
        const list = this.byPosition.get(pos) ?? [];
        if (list.length === 0) this.byPosition.set(pos, list);
        list.push(e);
      }
    }
  }

  private everyone?: GamePlayer[];
  /** Every player, best first: what an AI manager and the automatic pick choose from. */
  players(): readonly GamePlayer[] {
    this.everyone ??= this.ranked.map((e) => e.player);
    return this.everyone;
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

  /** One page of the game's shape, best first, with the exact total. */
  search(f: PlayerFilter & PageOptions = {}): Page<GamePlayer> {
    const { entries, ...page } = this.page(f);
    return { ...page, items: entries.map((e) => e.player) };
  }

  /** The same page in the builder's shape, in the picker's order: the builder's 'Tüm Oyuncular' list. */
  searchBuilder(f: PlayerFilter & PageOptions & PickerOrder = {}): Page<BuilderPlayer> {
    const { entries, ...page } = this.page(f);
    return { ...page, items: entries.map((e) => toBuilderPlayer(e.row)) };
  }

  /** The given players in the builder's shape, in the order asked (unknown ids left out). */
  builderByIds(ids: readonly string[]): BuilderPlayer[] {
    return ids.flatMap((id) => {
      const e = this.byId.get(id);
      return e ? [toBuilderPlayer(e.row)] : [];
    });
  }

  /**
   * One page and the exact total (counting a filter over the pool in memory costs well under a
   * millisecond; the old SQL count stopped at 2,000, and the pager then offered pages the server did not
   * have). Ordered in up to four groups, each in rank order: fits `prefer` and not `later`, the rest not
   * `later`, then the `later` ones the same way.
   */
  private page(f: PlayerFilter & PageOptions & PickerOrder): Omit<Page<never>, 'items'> & { entries: Entry[] } {
    const page = Math.max(1, f.page ?? 1);
    const pageSize = Math.min(Math.max(1, f.pageSize ?? PAGE_SIZE), MAX_PAGE_SIZE);
    const keep = this.matcher(f);
    if (!keep) return { entries: [], page, pageSize, total: 0 };
    const later = new Set(f.later ?? []);
    const prefer = f.prefer;
    const groupOf = (e: Entry) => (later.has(e.player.id) ? 2 : 0) + (prefer && !e.positions.includes(prefer) ? 1 : 0);
    const groups = [0, 1, 2, 3].filter((g) => (prefer || g % 2 === 0) && (later.size > 0 || g < 2));
    const from = (page - 1) * pageSize;
    const base = f.position ? (this.byPosition.get(f.position) ?? []) : this.ranked;
    const entries: Entry[] = [];
    let total = 0;
    for (const g of groups) {
      for (const e of base) {
        if ((groups.length > 1 && groupOf(e) !== g) || !keep(e)) continue;
        if (total >= from && entries.length < pageSize) entries.push(e);
        total++;
      }
    }
    return { entries, page, pageSize, total };
  }

  /**
   * The filter as a test of one player; null when a query word starts no word of the pool. Every query word
   * must start a word of the player's: the rarest one is looked up in the word index (one mark per player
   * having it), the others are checked on the players it leaves.
   */
  private matcher(f: PlayerFilter): ((e: Entry) => boolean) | null {
    const q = f.q?.trim() ? words(f.q) : null;
    let marks: Uint8Array | null = null;
    let rest: string[] = [];
    if (q) {
      if (q.length === 0) return null;
      const counts = q.map((w) => this.words.count(w));
      const rarest = counts.indexOf(Math.min(...counts));
      if (counts[rarest] === 0) return null;
      marks = new Uint8Array(this.ranked.length);
      this.words.mark(q[rarest], marks);
      rest = q.filter((_, i) => i !== rarest);
    }
    const leagues = f.leagues?.length && !f.leagues.includes('all') ? new Set(f.leagues) : null;
    const excluded = new Set(f.excludeIds ?? []);
    return (e) =>
      (!marks || (marks[e.rank] === 1 && rest.every((w) => e.tokens.some((t) => t.startsWith(w))))) &&
      (f.clubId === undefined || e.clubId === f.clubId) &&
      (!leagues || (e.league !== null && leagues.has(e.league))) &&
      (!f.position || e.positions.includes(f.position)) &&
      !excluded.has(e.player.id);
  }
}

async function loadSnapshot(db: Queryable): Promise<PoolSnapshot> {
  const rows = await readPoolPlayers(db);
  const ranked = rows
    .map((r) => ({ rank: 0, row: r, player: toGamePlayer(r), clubId: r.clubId, league: r.league, positions: r.positions, tokens: words(r.searchName) }))
    .sort((a, b) => b.player.overall - a.player.overall || cmp(a.player.short_name, b.player.short_name) || cmp(a.player.id, b.player.id));
  ranked.forEach((e, i) => (e.rank = i));
  return new PoolSnapshot(ranked);
}

const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The game's whole pool in memory, for the draft: the picker's pages, the automatic pick and the drafted
 * players that every room update carries. A draft asks for these twice a pick; answered here they cost a
 * filter over an array instead of a search and a count in the database. The pool only changes through a load or an import, which bumps the pool
 * version; `at` reads that version (one primary-key row) and reloads when it moved, so every process sees
 * an import at once. One call per request: its snapshot then answers everything.
 */
export class GamePool {
  private version = -1;
  private snapshot: Promise<PoolSnapshot> | null = null;

  async at(db: Queryable): Promise<PoolSnapshot> {
    return this.atVersion(db, await getPoolVersion(db));
  }

  /** The snapshot of a pool version the caller has just read (e.g. along with other rows in one statement). */
  atVersion(db: Queryable, version: number): Promise<PoolSnapshot> {
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
