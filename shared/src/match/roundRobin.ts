/** A fixture of the round robin: who plays whom (teamA at home), in which round, in playing order. */
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
 * teamA is the home side (the engine's home advantage goes to it): home and away alternate round by
 * round, with the fewest breaks a single round robin allows (n - 2 for an even count, none for an odd
 * one), so every team plays (n - 1) / 2 home games, rounded either way. With `legs` 2 (home and away) the
 * second half of the season replays the first half's rounds with the sides swapped (reordered to
 * flow best across the turn), so every team meets every other once at home and once away.
 */
export function roundRobin(teamIds: readonly string[], legs: 1 | 2 = 1): PlannedFixture[] {
  if (teamIds.length < 2) return [];
  // An odd count plays against a bye: as the fixed team of the circle it takes no home game from anyone,
  // and every team's home and away games alternate with no break.
  const teams: Array<string | null> = teamIds.length % 2 === 1 ? [null, ...teamIds] : [...teamIds];
  const n = teams.length;
  const rounds: PlannedFixture[][] = [];
  for (let r = 0; r < n - 1; r++) {
    const round: PlannedFixture[] = [];
    for (let i = 0; i < n / 2; i++) {
      const home = teams[i];
      const away = teams[n - 1 - i];
      if (home === null || away === null) continue;
      // teamA is the home side.
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
 * The rounds in playing order, with the fewest times a team plays two fixtures in a row. Matches of one
 * round share no team, so only each round's opener and closer matter. Rounds of up to four matches: every
 * order of every round, the best chain over the season by dynamic programming (24 orders a round at
 * most). Bigger rounds always have an opener and a closer that fit, found in one pass.
 */
function playingOrder(rounds: PlannedFixture[][]): PlannedFixture[] {
  if (rounds.some((round) => round.length > 4)) {
    const played: PlannedFixture[] = [];
    rounds.forEach((round, r) => played.push(...boundaryOrder(round, played.at(-1), rounds[r + 1] ?? [])));
    return played;
  }
  // best[i]: the fewest back-to-backs of a season so far ending with the current round in order i, and that season.
  let best: Array<{ cost: number; played: PlannedFixture[] }> = [{ cost: 0, played: [] }];
  for (const round of rounds) {
    best = permutations(round).map((order) => {
      let choice = best[0];
      let cost = Infinity;
      for (const b of best) {
        const c = b.cost + (shares(b.played.at(-1), order[0]) ? 1 : 0);
        if (c < cost) {
          cost = c;
          choice = b;
        }
      }
      return { cost, played: [...choice.played, ...order] };
    });
  }
  return best.reduce((a, b) => (b.cost < a.cost ? b : a)).played;
}

/**
 * A round of five or more matches: an opener without the previous match's teams, a closer (another match)
 * leaving the next round an opener without its teams, the rest between. Linear, so 20 teams take microseconds.
 */
function boundaryOrder(round: PlannedFixture[], prev: PlannedFixture | undefined, next: PlannedFixture[]): PlannedFixture[] {
  const first = round.find((f) => !shares(prev, f)) ?? round[0];
  const rest = round.filter((f) => f !== first);
  const last = rest.find((f) => !next.length || next.some((g) => !shares(f, g))) ?? rest[rest.length - 1];
  return [first, ...rest.filter((f) => f !== last), last];
}

/** How many times a team plays two fixtures in a row in this order (for tests and checks). */
export function backToBackCount(fixtures: readonly PlannedFixture[]): number {
  let count = 0;
  for (let i = 1; i < fixtures.length; i++) if (shares(fixtures[i - 1], fixtures[i])) count++;
  return count;
}
