/** A fixture of the round robin: who plays whom, in which round, in playing order. */
export interface PlannedFixture {
  round: number;
  teamA: string;
  teamB: string;
}

const shares = (x: PlannedFixture | undefined, y: PlannedFixture) =>
  !!x && (x.teamA === y.teamA || x.teamA === y.teamB || x.teamB === y.teamA || x.teamB === y.teamB);

function permutations<T>(items: T[]): T[][] {
  if (items.length <= 1) return [items];
  return items.flatMap((item, i) => permutations([...items.slice(0, i), ...items.slice(i + 1)]).map((rest) => [item, ...rest]));
}

/**
 * Single round robin by the circle method: every pair meets once, one round after another (an odd
 * count gets a bye each round). Matches are played one at a time, so within each round the order is
 * chosen to avoid a team playing two fixtures in a row: the round's first match avoids the previous
 * match's teams and, among those orders, its last match leaves the next round a free opener.
 * Sides alternate so each team gets its share of being team A. With `legs` 2 (home and away) the
 * second half of the season replays the first half's rounds with the sides swapped (reordered to
 * flow best across the turn), so every team meets every other once as team A and once as team B.
 */
export function roundRobin(teamIds: readonly string[], legs: 1 | 2 = 1): PlannedFixture[] {
  const teams: Array<string | null> = [...teamIds];
  if (teams.length < 2) return [];
  if (teams.length % 2 === 1) teams.push(null);
  const n = teams.length;
  const rounds: PlannedFixture[][] = [];
  for (let r = 0; r < n - 1; r++) {
    const round: PlannedFixture[] = [];
    for (let i = 0; i < n / 2; i++) {
      const home = teams[i];
      const away = teams[n - 1 - i];
      if (home === null || away === null) continue;
      // The fixed team (index 0) swaps sides every round; the others by pair index.
      const swap = i === 0 ? r % 2 === 1 : i % 2 === 1;
      round.push({ round: r + 1, teamA: swap ? away : home, teamB: swap ? home : away });
    }
    rounds.push(round);
    // Rotate every team but the first one place clockwise.
    teams.splice(1, 0, teams.pop()!);
  }
  if (legs === 1) return playingOrder(rounds);
  // The second leg: the same rounds with sides swapped, in the round order that lets the season flow
  // best across the turn: every order up to five rounds (120), the rotations beyond (enough there).
  const count = rounds.length;
  const indices = Array.from({ length: count }, (_, i) => i);
  const orders = count <= 5 ? permutations(indices) : indices.map((k) => indices.map((r) => (r + k) % count));
  let best: PlannedFixture[] = [];
  for (const perm of orders) {
    const second = perm.map((from, r) => rounds[from].map((f) => ({ round: count + r + 1, teamA: f.teamB, teamB: f.teamA })));
    const order = playingOrder([...rounds, ...second]);
    if (!best.length || backToBackCount(order) < backToBackCount(best)) best = order;
  }
  return best;
}

/**
 * The rounds in playing order: within each round, the order that avoids a team playing two fixtures in
 * a row and, among those, whose last match leaves the next round a free opener.
 */
function playingOrder(rounds: PlannedFixture[][]): PlannedFixture[] {
  const played: PlannedFixture[] = [];
  rounds.forEach((round, r) => {
    const next = rounds[r + 1] ?? [];
    const cost = (order: PlannedFixture[]) => {
      let c = 0;
      let prev = played[played.length - 1];
      for (const f of order) {
        if (shares(prev, f)) c += 10;
        prev = f;
      }
      // Lookahead: prefer a last match that leaves the next round some opener without its teams.
      if (next.length && next.every((f) => shares(prev, f))) c += 1;
      return c;
    };
    // Rounds hold at most four matches (eight players), so trying every order is cheap.
    const best = permutations(round).reduce((a, b) => (cost(b) < cost(a) ? b : a));
    played.push(...best);
  });
  return played;
}

/** How many times a team plays two fixtures in a row in this order (for tests and checks). */
export function backToBackCount(fixtures: readonly PlannedFixture[]): number {
  let count = 0;
  for (let i = 1; i < fixtures.length; i++) if (shares(fixtures[i - 1], fixtures[i])) count++;
  return count;
}
