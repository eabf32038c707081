/** A finished fixture as the table needs it. */
export interface PlayedFixture {
  teamA: string;
  teamB: string;
  goalsA: number;
  goalsB: number;
}

export interface StandingRow {
  team: string;
  played: number;
  won: number;
  drawn: number;
  lost: number;
  goalsFor: number;
  goalsAgainst: number;
  goalDifference: number;
  points: number;
}

const POINTS = { win: 3, draw: 1, loss: 0 };

function tally(teams: readonly string[], results: readonly PlayedFixture[]): Map<string, StandingRow> {
  const rows = new Map<string, StandingRow>(
    teams.map((team) => [team, { team, played: 0, won: 0, drawn: 0, lost: 0, goalsFor: 0, goalsAgainst: 0, goalDifference: 0, points: 0 }]),
  );
  for (const f of results) {
    const a = rows.get(f.teamA);
    const b = rows.get(f.teamB);
    if (!a || !b) continue;
    for (const [row, gf, ga] of [[a, f.goalsA, f.goalsB] as const, [b, f.goalsB, f.goalsA] as const]) {
      row.played++;
      row.goalsFor += gf;
      row.goalsAgainst += ga;
      row.goalDifference = row.goalsFor - row.goalsAgainst;
      if (gf > ga) {
        row.won++;
        row.points += POINTS.win;
      } else if (gf === ga) {
        row.drawn++;
        row.points += POINTS.draw;
      } else {
        row.lost++;
        row.points += POINTS.loss;
      }
    }
  }
  return rows;
}

const byTotals = (x: StandingRow, y: StandingRow) =>
  y.points - x.points || y.goalDifference - x.goalDifference || y.goalsFor - x.goalsFor;

/**
 * The league table: points 3/1/0; ties broken by goal difference, then goals for, then the head to
 * head (a mini-table of the matches among the tied teams: points, goal difference, goals for), and
 * finally the team order given (the seats), so the order is always total and stable.
 */
export function standings(teams: readonly string[], results: readonly PlayedFixture[]): StandingRow[] {
  const rows = [...tally(teams, results).values()].sort(byTotals);
  const seat = new Map(teams.map((t, i) => [t, i]));
  const out: StandingRow[] = [];
  for (let i = 0; i < rows.length; ) {
    let j = i + 1;
    while (j < rows.length && byTotals(rows[i], rows[j]) === 0) j++;
    const tied = rows.slice(i, j);
    if (tied.length > 1) {
      const names = new Set(tied.map((r) => r.team));
      const mini = tally([...names], results.filter((f) => names.has(f.teamA) && names.has(f.teamB)));
      tied.sort((x, y) => byTotals(mini.get(x.team)!, mini.get(y.team)!) || seat.get(x.team)! - seat.get(y.team)!);
    }
    out.push(...tied);
    i = j;
  }
  return out;
}
