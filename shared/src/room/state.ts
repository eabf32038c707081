import type { Decision, MatchInput, PlanRule } from '../match/types';
import type { FixtureResult } from '../match/wire';
import type { AiStyle, RoomStatus } from './constants';
import type { ChatMessageDto, RoomNotice } from './dto';
import type { RoomTextRef } from '../messages/room';
import type { RoomOptions } from './schemas';
import type { Club } from './rules/club';
import type { AuctionState } from '../auction/types';

/**
 * The room machine's state: everything the rules read and the actions change, as plain data. The server
 * reads it from the database in one statement and writes what an action changed; the client builds it
 * from the room it shows (`roomStateOf`) to run the same checks before it sends anything.
 */
export interface SeatState {
  userId: string;
  /** The account's username (a taken-over seat keeps the leaver's). */
  username: string;
  /** What the room shows: the username, or the AI manager's name. */
  name: string;
  /** An AI manager holds the seat: filled before the draft (a bot account) or taken over from a leaver. */
  ai: { style: AiStyle } | null;
  ready: boolean;
  formation: string;
  autodraft: boolean;
  /** The private pick queue: known to the server and to its owner only ([] elsewhere). */
  queue: string[];
  /**
   * The manager's match plan ("70'te gerideysek: Hücum, forvet girsin"), set before a kick-off and used for
   * every match after it: known to the server and its owner only (absent or null: none).
   */
  plan?: PlanRule[] | null;
  /** The manager's own club (name, kit colours), set until the first kick-off; absent or null: the team plays under `name`. */
  club?: Club | null;
}

export interface PickState {
  userId: string;
  playerId: string;
  slot: string;
  /** 1-based. */
  pickNumber: number;
  /** Made by the clock, "Otomatik seç" or an AI manager. */
  auto: boolean;
}

export interface FixtureState {
  _id: string;
  /** Play order (a cup's is round × 16 + slot, so earlier rounds go first). */
  ordinal: number;
  round: number;
  /** A cup tie's id, null in a league. */
  tie: string | null;
  teamA: string;
  teamB: string;
  played: boolean;
  result: FixtureResult | null;
  /** Epoch ms of the kick-off, null before. */
  startedAt: number | null;
  /** Written once, at kick-off: the engine's input (seed included); never read back into the state. */
  kickOff?: MatchInput;
  /** The managers' decisions during the match so far, in the order made (stored in the input's `decisions`). */
  decisions?: Decision[];
}

export interface RoomState {
  id: string;
  name: string;
  options: RoomOptions;
  isLocked: boolean;
  /** Server only, written when a room is created (never in a DTO). */
  passwordHash?: string | null;
  creatorId: string;
  status: RoomStatus;
  /** In seat order: the draft's turn order. Seats never move once the draft has begun. */
  seats: SeatState[];
  /** In pick order. */
  picks: PickState[];
  draft: {
    /** 0-based count of picks made (and turns passed). */
    currentPick: number;
    /** Epoch ms the seat on turn picks automatically (its clock, an AI's think time), null for never. */
    deadline: number | null;
    paused: boolean;
  };
  /**
   * An auction room's auction once its draft has begun (docs/drafts.md, 'The auction room'); `aiAsked` says
   * which lot and bid the AI managers were last asked to top. Absent or null in every other room.
   */
  auction?: (AuctionState & { aiAsked?: number }) | null;
  /** In play order. */
  fixtures: FixtureState[];
  match: { autoPaused: boolean; nextMatchAt: number | null };
  banned: Array<{ userId: string; username: string }>;
  rematchId: string | null;
  createdAt: string;
  version: number;
  /** Set by an action that ends the room (no human left): the server deletes it. */
  deleted?: true;
  /** What the action makes happen besides the state: sent, stored or started once it is written. Never stored. */
  effects: RoomEffect[];
}

/** What an action makes happen beyond the state itself, in order. */
export type RoomEffect =
  | { type: 'notice'; code: RoomNotice['code']; text: RoomTextRef; userId?: string }
  | { type: 'kicked'; userId: string; text: RoomTextRef }
  /** A user who no longer holds a seat: his sockets leave the room's channel. */
  | { type: 'removed'; userId: string }
  | { type: 'tournamentStarted' }
  | { type: 'kickedOff'; fixtureId: string }
  /** A manager's decision during the live match: the rest of its timeline is recomputed from its minute. */
  | { type: 'decided'; fixtureId: string; decisions: Decision[] }
  | { type: 'chat'; message: ChatMessageDto }
  /** A user allowed to watch this locked room (he gave its password). */
  | { type: 'watcher'; userId: string }
  /** A new room made by this action (the rematch), written in the same statement. */
  | { type: 'created'; room: RoomState };

/** Who asks: a signed-in user, or the server itself (the pick clock, the countdown, the final whistle). */
export type Actor = { kind: 'user'; userId: string } | { kind: 'system' };

/** The time an action runs at, and how long a clock second lasts (1000 ms; tests speed it up). */
export interface RoomEnv {
  now: number;
  msPerSecond: number;
}

export const userActor = (userId: string): Actor => ({ kind: 'user', userId });
export const SYSTEM: Actor = { kind: 'system' };

export const seatOf = (state: Pick<RoomState, 'seats'>, userId: string): SeatState | undefined => state.seats.find((s) => s.userId === userId);

/** A human holds this user's seat: an AI seat (a bot, or a leaver's seat taken over) is no member. */
export function isMember(state: Pick<RoomState, 'seats'>, actor: Actor): actor is { kind: 'user'; userId: string } {
  return actor.kind === 'user' && state.seats.some((s) => s.userId === actor.userId && s.ai === null);
}

export const isCreator = (state: Pick<RoomState, 'creatorId'>, actor: Actor) => actor.kind === 'user' && actor.userId === state.creatorId;

export const humans = (state: Pick<RoomState, 'seats'>) => state.seats.filter((s) => s.ai === null);

/** The fixture kicked off and not yet played, if any. */
export const liveFixture = (state: Pick<RoomState, 'fixtures'>): FixtureState | undefined => state.fixtures.find((f) => f.startedAt !== null && !f.played);

/** A changed copy of the state with its effects so far plus these. */
export function withEffects(state: RoomState, ...effects: RoomEffect[]): RoomState {
  return { ...state, effects: [...state.effects, ...effects] };
}
