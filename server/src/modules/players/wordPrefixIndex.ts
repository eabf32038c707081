/**
 * Which players have a word starting with a prefix, without looking at every player: the distinct words of
 * the pool sorted, each with the ranks of the players who have it. A prefix is a run of neighbours in that
 * order, found by binary search.
 */
export class WordPrefixIndex {
  private readonly words: string[];
  private readonly ranks: number[][];

  /** `tokensByRank[r]`: the words of the player ranked r. */
  constructor(tokensByRank: ReadonlyArray<readonly string[]>) {
    const byWord = new Map<string, number[]>();
    tokensByRank.forEach((tokens, rank) => {
      for (const t of new Set(tokens)) {
        const list = byWord.get(t);
        if (list) list.push(rank);
        else byWord.set(t, [rank]);
      }
    });
    this.words = [...byWord.keys()].sort();
    this.ranks = this.words.map((w) => byWord.get(w)!);
  }

  /** The first word not sorting before `prefix`. */
  private first(prefix: string): number {
    let lo = 0;
    let hi = this.words.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.words[mid] < prefix) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /** How many (word, player) pairs the prefix covers: an upper bound of its players, to pick the rarest word. */
  count(prefix: string): number {
    let n = 0;
    for (let i = this.first(prefix); i < this.words.length && this.words[i].startsWith(prefix); i++) n += this.ranks[i].length;
    return n;
  }

  /** Marks (1) the rank of every player having a word that starts with `prefix`. */
  mark(prefix: string, marks: Uint8Array): void {
    for (let i = this.first(prefix); i < this.words.length && this.words[i].startsWith(prefix); i++) {
      for (const r of this.ranks[i]) marks[r] = 1;
    }
  }
}
