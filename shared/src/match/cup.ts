/**
 * A knockout cup for any number of players (rooms hold 2-8): a bracket on the next power of two, seeded
 * so the best seeds meet last (1 v 8, 4 v 5, 2 v 7, 3 v 6), with the missing places as byes, which
 * therefore go to the top seeds. Every tie is one match with `knockout: true` (extra time, penalties).
 */

export interface CupTie {
  /** '<round>-<slot>', e.g. '1-3' (round 1, third tie from the top), '3-1' (the final of eight). */
  id: string;
  /** 1 for the first round; the final is the last. */
  round: number;
  slot: number;
  /** The teams when known from the draw (first round); later rounds fill in from `fromA`/`fromB`. */
  teamA: string | null;
  teamB: string | null;
  /** The ties whose winners meet here; null in the first round. */
  fromA: string | null;
  fromB: string | null;
  /** teamA goes through without playing (teamB is null). */
  bye: boolean;
}

export interface CupTieState extends CupTie {
  winner: string | null;
}

export interface CupProgress {
  ties: CupTieState[];
  /** The next tie to play: both teams known, not yet won, earliest round first, top of the bracket first. */
  next: CupTieState | null;
  champion: string | null;
}

/** Bracket positions of the seeds, 1-based: 2 → [1, 2]; 4 → [1, 4, 2, 3]; 8 → [1, 8, 4, 5, 2, 7, 3, 6]. */
export function seedOrder(size: number): number[] {
  let order = [1];
  for (let n = 2; n <= size; n *= 2) order = order.flatMap((s) => [s, n + 1 - s]);
  return order;
}

/** The bracket of `teams` in seed order (best first); empty for fewer than two. */
export function cupBracket(teams: readonly string[]): CupTie[] {
  const n = teams.length;
  if (n < 2) return [];
  let size = 2;
  while (size < n) size *= 2;
  const order = seedOrder(size);
  const ties: CupTie[] = [];
  for (let i = 0; i < size / 2; i++) {
    const [a, b] = [order[2 * i], order[2 * i + 1]];
    ties.push({ id: `1-${i + 1}`, round: 1, slot: i + 1, teamA: teams[a - 1], teamB: b <= n ? teams[b - 1] : null, fromA: null, fromB: null, bye: b > n });
  }
  for (let round = 2, count = size / 4; count >= 1; round++, count /= 2) {
    for (let i = 0; i < count; i++) {
      ties.push({ id: `${round}-${i + 1}`, round, slot: i + 1, teamA: null, teamB: null, fromA: `${round - 1}-${2 * i + 1}`, fromB: `${round - 1}-${2 * i + 2}`, bye: false });
    }
  }
  return ties;
}

/**
 * Where a cup stands given the winners of the ties played so far (tie id → winning team; a winner that
 * is not one of the tie's two teams is ignored). Pure: the server stores the winners, the client shows
 * the bracket, both from the same function.
 */
export function cupProgress(bracket: readonly CupTie[], winners: Readonly<Record<string, string>>): CupProgress {
  const byId = new Map<string, CupTieState>();
  const ties: CupTieState[] = [];
  for (const tie of bracket) {
    const teamA = tie.fromA ? (byId.get(tie.fromA)?.winner ?? null) : tie.teamA;
    const teamB = tie.fromB ? (byId.get(tie.fromB)?.winner ?? null) : tie.teamB;
    const claimed = winners[tie.id];
    const winner = tie.bye ? teamA : teamA && teamB && (claimed === teamA || claimed === teamB) ? claimed : null;
    const state = { ...tie, teamA, teamB, winner };
    byId.set(tie.id, state);
    ties.push(state);
  }
  const next = ties.find((t) => !t.bye && t.teamA && t.teamB && !t.winner) ?? null;
  return { ties, next, champion: ties.at(-1)?.winner ?? null };
}

/** Where a round stands in a cup of `rounds` rounds: the final, the semi-finals, the quarter-finals, or an earlier round (the screens name it). */
export type CupStage = 'final' | 'semi_final' | 'quarter_final' | 'early';
export function cupStage(round: number, rounds: number): CupStage {
  const fromEnd = rounds - round;
  return fromEnd === 0 ? 'final' : fromEnd === 1 ? 'semi_final' : fromEnd === 2 ? 'quarter_final' : 'early';
}

/** How many rounds a cup of `teamCount` teams plays (byes fill the first round up to a power of two). */
export function cupRounds(teamCount: number): number {
  let rounds = 1;
  while (2 ** rounds < teamCount) rounds++;
  return rounds;
}
