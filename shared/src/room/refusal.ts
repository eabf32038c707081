import { fillMessage } from '../messages/fill';
import { answerWith, wording, type MessageParams } from '../messages/wording';
import type { MatchDecisionCode } from '../messages/matchDecisions';
import { refusalOf, type Refusal, type RefusalKind, type RefusalParams } from '../messages/refusal';
import { DECISION_KIND } from '../match/decisionRules';
import { DRAFT_REFUSAL_KIND } from '../auction/refusal';
import type { DraftRefusalCode } from '../messages/drafts';
import { roomTexts, type RoomRefusalCode, type RoomTextKey, type RoomTextRef } from '../messages/room';

export type { Refusal, RefusalKind } from '../messages/refusal';

/** The codes of the room game's refusals, a match-day decision's (match/decisionRules.ts), which the room's `decide` answers, and an auction's (its `nominate` and `bid`). */
export type GameCode = RoomRefusalCode | MatchDecisionCode | DraftRefusalCode;

const ROOM_KIND: Record<RoomRefusalCode, RefusalKind> = {
  ROOM_NOT_FOUND: 'missing',
  NOT_MEMBER: 'forbidden',
  NOT_CREATOR: 'forbidden',
  SESSION_INVALID: 'unauthorized',
  CONFLICT: 'conflict',
  TOO_MANY_ROOMS: 'conflict',
  LOCKED_MEMBERS_ONLY: 'forbidden',
  PASSWORD_REQUIRED: 'forbidden',
  WRONG_PASSWORD: 'forbidden',
  JOIN_THROTTLED: 'throttled',
  BANNED: 'forbidden',
  ROOM_STARTED: 'conflict',
  ROOM_FULL: 'conflict',
  READY_ONLY_IN_LOBBY: 'conflict',
  KICK_NOT_CREATOR: 'forbidden',
  KICK_SELF: 'invalid',
  PLAYER_NOT_IN_ROOM: 'missing',
  KICK_AFTER_START: 'conflict',
  AI_SEAT_AFTER_START: 'conflict',
  NOT_BANNED: 'missing',
  FILL_NOT_CREATOR: 'forbidden',
  FILL_AFTER_START: 'conflict',
  FILL_NO_EMPTY_SEAT: 'conflict',
  DRAFT_ALREADY_STARTED: 'conflict',
  NOT_ALL_READY: 'conflict',
  START_TOO_FEW_SEATS: 'conflict',
  FORMATION_AFTER_START: 'conflict',
  DRAFT_NOT_ACTIVE: 'conflict',
  DRAFT_PAUSED: 'conflict',
  SQUAD_FULL: 'conflict',
  NOT_YOUR_TURN: 'conflict',
  PICK_STALE: 'conflict',
  UNKNOWN_SLOT: 'invalid',
  SLOT_TAKEN: 'conflict',
  BENCH_AFTER_ELEVEN: 'conflict',
  ALREADY_DRAFTED: 'conflict',
  WRONG_LEAGUE: 'invalid',
  WRONG_POSITION: 'invalid',
  NO_FREE_SLOT_FOR_PLAYER: 'invalid',
  PLAYER_NOT_FOUND: 'missing',
  AMBIGUOUS_PLAYER: 'invalid',
  PAUSE_NOT_NOW: 'conflict',
  QUEUE_FULL: 'conflict',
  CHAT_EMPTY: 'invalid',
  CHAT_TOO_LONG: 'invalid',
  CHAT_RATE_LIMITED: 'throttled',
  REACTION_UNKNOWN: 'invalid',
  REACTION_NO_PICK: 'missing',
  CLUB_NOT_YOUR_SEAT: 'forbidden',
  CLUB_LOCKED: 'conflict',
  CLUB_NAME_REQUIRED: 'invalid',
  CLUB_NAME_TOO_SHORT: 'invalid',
  CLUB_NAME_TOO_LONG: 'invalid',
  CLUB_NAME_CHARACTERS: 'invalid',
  CLUB_NAME_MARKS: 'invalid',
  CLUB_COLOR_INVALID: 'invalid',
  CLUB_COLORS_TOO_CLOSE: 'invalid',
  CLUB_NAME_TAKEN: 'conflict',
  TOURNAMENT_NEEDS_DRAFT: 'conflict',
  TOO_FEW_PLAYERS: 'conflict',
  TOURNAMENT_NOT_STARTED: 'conflict',
  TOURNAMENT_FINISHED: 'conflict',
  MATCH_LIVE: 'conflict',
  MATCH_NOT_LIVE: 'conflict',
  NO_FIXTURE: 'conflict',
  SQUAD_INCOMPLETE: 'conflict',
  NOT_DUE: 'conflict',
  FORCE_PICK_NOT_NOW: 'conflict',
  NOT_IN_AUCTION: 'conflict',
  UNDO_NOTHING: 'conflict',
  RESCHEDULE_NOT_LEAGUE: 'conflict',
  RESCHEDULE_NOT_NOW: 'conflict',
  RESCHEDULE_IN_PAST: 'invalid',
  REPLACE_SELF: 'invalid',
  REPLACE_NOT_NOW: 'conflict',
  REPLACE_AI_SEAT: 'conflict',
  END_SEASON_NOT_NOW: 'conflict',
  AUTO_CONTINUE_OFF: 'conflict',
  AUTO_CONTINUE_NOT_NOW: 'conflict',
  AUTO_CONTINUE_NOT_HOST: 'forbidden',
  LEAGUE_ON_SCHEDULE: 'conflict',
  REMATCH_NOT_FINISHED: 'conflict',
  REPLAY_NOT_FOUND: 'missing',
  REPLAY_NOT_PLAYED: 'conflict',
  REPLAY_PRIVATE: 'forbidden',
  REPLAY_OUTDATED: 'conflict',
};

export const refusal = (code: RoomRefusalCode, params?: RefusalParams): Refusal<RoomRefusalCode> => refusalOf(code, params);

/** Why the game refused, as a kind: the room's table, the decision's (match/decisionRules.ts), the auction's (auction/refusal.ts). */
const KIND: Record<GameCode, RefusalKind> = { ...ROOM_KIND, ...DECISION_KIND, ...DRAFT_REFUSAL_KIND };
const isGameCode = (code: string): code is GameCode => Object.hasOwn(KIND, code);
/** A refusal of another area (a plan's, a live session's) never answers a room's request: counted as the request's own fault. */
export const kindOf = (r: Refusal): RefusalKind => (isGameCode(r.code) ? KIND[r.code] : 'invalid');

/** A notice's or an answer's text with its values filled in. */
export const roomText = (key: RoomTextKey, params?: Record<string, string | number>) => fillMessage(roomTexts[key], params);

/**
 * An answer whose text names values: its Turkish text with the entry and values it is worded from, which
 * the server words again in the request's language (messages/wording.ts); a `position` is a rule's code.
 */
export const roomAnswer = (code: RoomTextKey, params: MessageParams = {}) => answerWith(wording('roomTexts', code, params));

/** A notice's text as data (key and values), for each reader to word in his language. */
export const roomTextRef = (key: RoomTextKey, values: Record<string, string | number> = {}): RoomTextRef => ({ key, values });
