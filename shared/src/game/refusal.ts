import { gameMessage, type GameRefusalCode } from '../messages/game';

/**
 * Why a game action is refused: forbidden (not allowed for this user, 403), conflict (not now, 409),
 * invalid (the request itself is wrong, 400), missing (404) or unauthorized (401).
 */
export type RefusalKind = 'forbidden' | 'conflict' | 'invalid' | 'missing' | 'unauthorized';

/** A refusal of a game rule: compare `code`, show `message` (the catalogue's Turkish text). */
export interface Refusal {
  code: GameRefusalCode;
  kind: RefusalKind;
  message: string;
}

const KIND: Record<GameRefusalCode, RefusalKind> = {
  ROOM_NOT_FOUND: 'missing',
  NOT_MEMBER: 'forbidden',
  NOT_CREATOR: 'forbidden',
  SESSION_INVALID: 'unauthorized',
  CONFLICT: 'conflict',
  PASSWORD_REQUIRED: 'forbidden',
  WRONG_PASSWORD: 'forbidden',
  ROOM_STARTED: 'conflict',
  ROOM_FULL: 'conflict',
  READY_ONLY_IN_LOBBY: 'conflict',
  KICK_NOT_CREATOR: 'forbidden',
  KICK_SELF: 'invalid',
  PLAYER_NOT_IN_ROOM: 'missing',
  KICK_AFTER_START: 'conflict',
  LEAVE_AFTER_START: 'conflict',
  DRAFT_ALREADY_STARTED: 'conflict',
  ROOM_NOT_FULL: 'conflict',
  NOT_ALL_READY: 'conflict',
  FORMATION_AFTER_START: 'conflict',
  DRAFT_NOT_ACTIVE: 'conflict',
  SQUAD_FULL: 'conflict',
  NOT_YOUR_TURN: 'conflict',
  UNKNOWN_SLOT: 'invalid',
  SLOT_TAKEN: 'conflict',
  ALREADY_DRAFTED: 'conflict',
  WRONG_LEAGUE: 'invalid',
  WRONG_POSITION: 'invalid',
  NO_FREE_SLOT_FOR_PLAYER: 'invalid',
  PLAYER_NOT_FOUND: 'missing',
  AMBIGUOUS_PLAYER: 'invalid',
  TOURNAMENT_NEEDS_DRAFT: 'conflict',
  TOO_FEW_PLAYERS: 'conflict',
  TOURNAMENT_NOT_STARTED: 'conflict',
  TOURNAMENT_FINISHED: 'conflict',
  MATCH_LIVE: 'conflict',
  NO_FIXTURE: 'conflict',
  SQUAD_INCOMPLETE: 'conflict',
};

export function refusal(code: GameRefusalCode, params?: Record<string, string | number>): Refusal {
  return { code, kind: KIND[code], message: gameMessage(code, params) };
}

/** The HTTP status of a refusal kind (the server's AppError). */
export const REFUSAL_STATUS: Record<RefusalKind, number> = { invalid: 400, unauthorized: 401, forbidden: 403, missing: 404, conflict: 409 };
