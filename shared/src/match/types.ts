/** The engine's input and output shapes (spec 3.4 "Live match event"), shared by server and client. */
import type { PlayerRatings } from '../players/types';

export interface PlayerInput extends PlayerRatings {
  id: string;
  name: string;
  /** Position codes the player can play, best first (GK, RB, CB, ... ST). */
  positions: string[];
  /** The position of the slot he was drafted into. */
  slotPosition: string;
}

export interface TeamInput {
  name: string;
  formation: string;
  players: PlayerInput[];
}

export interface MatchInput {
  seed: number;
  teams: [TeamInput, TeamInput];
}

export const MATCH_EVENT_TYPES = [
  'start',
  'minute_update',
  'goal',
  'save',
  'miss',
  'corner',
  'foul',
  'yellow',
  'red',
  'half_time',
  'end',
] as const;
export type MatchEventType = (typeof MATCH_EVENT_TYPES)[number];
export type Side = 'A' | 'B';

export interface TeamStats {
  /** Percent of the minutes played so far, 0-100; the two sides add up to 100. */
  possession: number;
  shots: number;
  shotsOnTarget: number;
  corners: number;
  saves: number;
  fouls: number;
  yellowCards: number;
  redCards: number;
}

export interface Score {
  A: number;
  B: number;
}

export interface MatchStats {
  A: TeamStats;
  B: TeamStats;
}

export interface MatchEvent {
  /** Position in the timeline, 0 first. */
  seq: number;
  type: MatchEventType;
  /**
   * The match minute (0 at kick-off, 45 during first-half stoppage, 90 during second-half stoppage).
   * Every minute brings at least one event: a minute_update when nothing else happens.
   */
  minute: number;
  /** Stoppage minute: 2 for 45+2; 0 outside stoppage time. */
  added: number;
  /** The minute as shown: '37', '45+2', '90+4'. */
  display: string;
  /** Minutes of the paced clock since kick-off (half-time pause included): when the event is due. */
  clock: number;
  /** The side the event belongs to; null for start, minute updates, half time and end. */
  team: Side | null;
  /** The main player of the event (shooter, fouler, booked player, keeper for a save). */
  player: string | null;
  /** The goal scorer, for goals only. */
  scorer: string | null;
  /** Turkish commentary naming the players. */
  message: string;
  /** Score and stats after this event. */
  score: Score;
  stats: MatchStats;
}

export interface MatchTimeline {
  seed: number;
  teams: [string, string];
  events: MatchEvent[];
  /** The paced clock minute of the final whistle. */
  duration: number;
  /** Stoppage minutes of each half. */
  stoppage: [number, number];
  score: Score;
  stats: MatchStats;
}
