import type { MatchEvent, MatchInput, Side } from './types';

/** One row of a season's scorers: a player counted by his id, under the club he scored for. */
export interface ScorerRow {
  playerId: string;
  name: string;
  club: string;
  goals: number;
  assists: number;
}

/** A played match as the scorers table reads it: the line-ups (for the clubs' names) and the events. */
export interface PlayedMatch {
  input: Pick<MatchInput, 'teams'>;
  events: readonly Pick<MatchEvent, 'type' | 'team' | 'player' | 'playerId' | 'other' | 'otherId'>[];
}

/**
 * The season's scorers, most goals first, then most assists, then by name: goals in play only (a shoot-out's
 * kicks are `shootout_kick`, never `goal`). Players are told apart by id, so two namesakes are two rows.
 */
export function topScorers(matches: readonly PlayedMatch[], limit = 10): ScorerRow[] {
  const rows = new Map<string, ScorerRow>();
  const row = (id: string, name: string, club: string) => {
    const key = `${club}\u0000${id}`;
    let found = rows.get(key);
    if (!found) rows.set(key, (found = { playerId: id, name, club, goals: 0, assists: 0 }));
    return found;
  };
  for (const { input, events } of matches) {
    const clubOf = (side: Side) => input.teams[side === 'A' ? 0 : 1].name;
    for (const e of events) {
      if (e.type !== 'goal' || !e.team || !e.playerId || !e.player) continue;
      row(e.playerId, e.player, clubOf(e.team)).goals += 1;
      if (e.otherId && e.other) row(e.otherId, e.other, clubOf(e.team)).assists += 1;
    }
  }
  return [...rows.values()]
    .filter((r) => r.goals > 0)
    .sort((a, b) => b.goals - a.goals || b.assists - a.assists || a.name.localeCompare(b.name, 'tr'))
    .slice(0, limit);
}
