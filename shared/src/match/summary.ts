import { momentum, type MomentumBar } from './momentum';
import { manOfTheMatch, playerRatings, type PlayerRating } from './ratings';
import type { MatchEvent, MatchInput, Score, ShotSituation, Side } from './types';

export interface GoalLine {
  side: Side;
  scorer: string;
  scorerId: string;
  /** The minute as shown: '37', '90+2', '104'. */
  display: string;
  situation: ShotSituation | null;
  assist: string | null;
}

export interface CardLine {
  side: Side;
  player: string;
  playerId: string;
  display: string;
  card: 'yellow' | 'red';
}

/** Everything a match screen shows beside the commentary, for a live match (events so far) or a finished one. */
export interface MatchSummary {
  score: Score;
  /** The shoot-out score once one is under way. */
  penalties: Score | null;
  xg: { A: number; B: number };
  /** Scorers and cards in match order, for under the score and the line-ups. */
  goals: GoalLine[];
  cards: CardLine[];
  ratings: PlayerRating[];
  /** Chosen once the match has ended; null before. */
  manOfTheMatch: PlayerRating | null;
  momentum: MomentumBar[];
}

/**
 * The summary of a match from its input (the line-ups) and its events: all of a finished match's, or a
 * live match's so far (a late viewer's snapshot, then each event as it arrives). Pure and deterministic,
 * so server and client agree, and a replay from the stored input gives the same summary.
 */
export function matchSummary(input: Pick<MatchInput, 'teams'>, events: readonly MatchEvent[]): MatchSummary {
  const last = events[events.length - 1];
  const goals: GoalLine[] = [];
  const cards: CardLine[] = [];
  let penalties: Score | null = null;
  for (const e of events) {
    if (e.type === 'goal') {
      goals.push({ side: e.team!, scorer: e.player!, scorerId: e.playerId!, display: e.display, situation: e.situation, assist: e.other });
    } else if (e.type === 'yellow' || e.type === 'red') {
      cards.push({ side: e.team!, player: e.player!, playerId: e.playerId!, display: e.display, card: e.type });
    }
    if (e.penalties) penalties = e.penalties;
  }
  const ratings = playerRatings(input, events);
  const ended = last?.type === 'end';
  const score = last ? last.score : { A: 0, B: 0 };
  const decider = penalties ?? score;
  const winner: Side | null = decider.A > decider.B ? 'A' : decider.B > decider.A ? 'B' : null;
  return {
    score,
    penalties,
    xg: last ? { A: last.stats.A.xg, B: last.stats.B.xg } : { A: 0, B: 0 },
    goals,
    cards,
    ratings,
    manOfTheMatch: ended ? manOfTheMatch(ratings, winner) : null,
    momentum: momentum(events),
  };
}
