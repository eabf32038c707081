/** The engine's input and output shapes (docs/match.md, 'Live events'), shared by server and client. */
import type { PlayerRatings } from '../players/types';
import type { EventLine } from './lineCodes';
import type { Line } from './positions';
import type { Mentality, Pressing, Tactics, Tempo } from './tactics';

export interface PlayerInput extends PlayerRatings {
  id: string;
  name: string;
  /** Position codes the player can play, best first (GK, RB, CB, ... ST). */
  positions: string[];
  /** The position of the slot he was drafted into. */
  slotPosition: string;
  /** Optional: how commentary pronounces his name (English silent e, -er: "White'a", "Palmer'a"). */
  nationality?: string;
  /** Optional: his full name, what he is called when another man of the match has his pool name (`callNames.ts`). */
  fullName?: string;
}

export interface TeamInput {
  name: string;
  /** The club's kit colours (primary, secondary), for the screens: the engine never reads them. */
  colors?: [string, string];
  formation: string;
  /** The eleven, goalkeeper first as drafted; each plays in his `slotPosition`. */
  players: PlayerInput[];
  /** Substitutes (absent: none); a substitute takes the slot of the man he replaces. */
  bench?: PlayerInput[];
  /** Kick-off tactics (absent: balanced, normal pressing, normal tempo). */
  tactics?: Partial<Tactics>;
}

export interface MatchInput {
  seed: number;
  teams: [TeamInput, TeamInput];
  /**
   * A cup tie: level after 90 minutes, it goes to extra time (2 × 15) and then to penalties. Absent or
   * false: a league match, played exactly as before this flag existed (same seed, same timeline).
   */
  knockout?: boolean;
  /** A neutral venue (a cup final): no home advantage. Absent or false: teams[0] plays at home. */
  neutral?: boolean;
  /** The managers' decisions during the match, each with the minute it was made at (`decisions.ts`). */
  decisions?: Decision[];
  /** Plans set before kick-off, by side: conditional changes the engine makes when they hold (`plans.ts`). */
  plans?: Partial<Record<'A' | 'B', PlanRule[]>>;
  /** Stamped by the server at kick-off (wire.ts `ENGINE_VERSION`); the engine does not read it. */
  engineVersion?: number;
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
  /** A substitution taking effect: player = the man coming on, other = the man going off. */
  'substitution',
  /** A formation, mentality, pressing or tempo change taking effect (`change` says which). */
  'tactic',
  /** Cups only: level after 90 minutes, extra time begins. */
  'extra_time',
  /** Cups only: level after extra time, the penalty shoot-out begins. */
  'shootout',
  /** One kick of the shoot-out: `penalties` holds the shoot-out score after it. */
  'shootout_kick',
  /** The defending side clears a corner: player = the man clearing, other = the corner's taker. */
  'clearance',
] as const;
export type MatchEventType = (typeof MATCH_EVENT_TYPES)[number];
export type Side = 'A' | 'B';
/** Where the ball is, seen from the attacking side: its own half, the middle, the final third, the box. */
export type Zone = 'own_half' | 'middle' | 'final_third' | 'box';
export const ZONES: readonly Zone[] = ['own_half', 'middle', 'final_third', 'box'];
/** How a shot came: inside the box, from range, a header, one-on-one with the keeper, a penalty. */
export type ShotSituation = 'box' | 'range' | 'header' | 'one_on_one' | 'penalty';

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
  /** Expected goals so far: the sum of the chance quality of the side's shots (two decimals). */
  xg: number;
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
  /** The id (PlayerInput.id) of `player`. */
  playerId: string | null;
  /**
   * The second player of the event: the assist for a goal (null when nobody assisted), the shooter for a
   * save, the fouled player for a foul and its card, the keeper facing a shoot-out kick.
   */
  other: string | null;
  otherId: string | null;
  /** Goal, save and miss: how the shot came and its chance quality (0-1); null for other events. */
  situation: ShotSituation | null;
  xg: number | null;
  /** The side attacking (in possession) and where the ball is from its point of view; null side at stoppages. */
  attacking: Side | null;
  zone: Zone;
  /** Shoot-out events and the end of a match decided on penalties: the shoot-out score; null otherwise. */
  penalties: Score | null;
  /** A decision taking effect (substitution and tactic events); null otherwise. */
  change: EventChange | null;
  /**
   * The commentary: the line's code and the names it says, worded in the reader's language by
   * `commentaryText` (`wording.ts`), so Turkish and English say the same thing.
   */
  line: EventLine;
  /** Score and stats after this event. */
  score: Score;
  stats: MatchStats;
}

export interface ShootoutKick {
  side: Side;
  taker: string;
  takerId: string;
  keeper: string;
  keeperId: string;
  outcome: 'scored' | 'saved' | 'missed';
}

export interface MatchTimeline {
  seed: number;
  teams: [string, string];
  events: MatchEvent[];
  /** The paced clock minute of the final whistle. */
  duration: number;
  /** Stoppage minutes of each half (of the four halves when extra time was played). */
  stoppage: number[];
  score: Score;
  stats: MatchStats;
  knockout: boolean;
  extraTime: boolean;
  /** The shoot-out of a cup tie level after extra time; null otherwise. */
  shootout: { score: Score; kicks: ShootoutKick[] } | null;
  /** The side that won (on goals or on penalties); null for a draw, which only a league match can end in. */
  winner: Side | null;
  /** Every decision that took effect, in order: the managers' own and their plans' (`source`). */
  decisions: AppliedDecision[];
}

/** A decision as it took effect (a plan's with its players chosen). */
export type AppliedDecision = Decision & { source: 'manager' | 'plan' };

/**
 * A manager's decision during a match, stored with the minute it was made at (the last minute played:
 * `minute` and, in stoppage time, `added`). It takes effect from the next minute, so everything up to and
 * including that minute stays as it was; the engine replays a match from its input and its decisions.
 */
export interface DecisionTime {
  minute: number;
  /** Stoppage minute (2 for 45+2); 0 or absent otherwise. */
  added?: number;
}

interface Base extends DecisionTime {
  side: Side;
}

export type Decision =
  | (Base & { type: 'substitution'; off: string; on: string })
  /** `positions` (player id → slot position) places the men; absent, the engine places them by fit. */
  | (Base & { type: 'formation'; formation: string; positions?: Record<string, string> })
  | (Base & { type: 'mentality'; value: Mentality })
  | (Base & { type: 'pressing'; value: Pressing })
  | (Base & { type: 'tempo'; value: Tempo });

export type DecisionType = Decision['type'];
export const DECISION_TYPES: readonly DecisionType[] = ['substitution', 'formation', 'mentality', 'pressing', 'tempo'];

/** A decision without its side and minute: what a plan does when its condition holds. */
export type PlanChange =
  | { type: 'substitution'; on: PlayerChoice; off?: PlayerChoice }
  | { type: 'formation'; formation: string }
  | { type: 'mentality'; value: Mentality }
  | { type: 'pressing'; value: Pressing }
  | { type: 'tempo'; value: Tempo };

/**
 * Who a planned substitution brings on or takes off: a player by id, or by line. Off: the most tired
 * outfielder of that line ('any': of any line; absent: as 'any'). On: the best substitute of that line
 * ('any': of the line of the man going off, else the best of all).
 */
export type PlayerChoice = { id: string } | { line: Exclude<Line, 'GK'> | 'any' };

/** What a timeline event of a decision carries (`MatchEvent.change`). */
export interface EventChange {
  type: DecisionType;
  /** The new mentality, pressing, tempo or formation; '' for a substitution (player = on, other = off). */
  value: string;
  /** A manager's own decision, or one of his plans (or his style's default plan) acting for him. */
  source: 'manager' | 'plan';
  /** A substitution made during play (not at a break): it used one of the side's windows. */
  window: boolean;
  /** A formation change: the slot each man on the pitch plays in after it (player id → slot position). */
  slots?: Record<string, string>;
}

/**
 * A manager's plans for a match, set before kick-off: each rule fires once, in the first minute from
 * `from` on in which the score is as it says ("70'de gerideysek: hücum, forvet girsin" is
 * `{ from: 70, score: 'behind', changes: [hücum, a forward on] }`). The engine evaluates them at the start
 * of every minute, before playing it, so they are as deterministic as the rest of the match; a change that
 * no longer fits when the rule fires (a sixth substitution, a player already off) is skipped.
 */
export const SCORE_CONDITIONS = ['any', 'behind', 'level', 'ahead', 'not_ahead', 'not_behind'] as const;
export type ScoreCondition = (typeof SCORE_CONDITIONS)[number];

export interface PlanRule {
  from: number;
  score: ScoreCondition;
  changes: PlanChange[];
}

