import type { DraftRefusalCode } from '../messages/drafts';
import { refusalOf, type Refusal, type RefusalKind, type RefusalParams } from '../messages/refusal';

/** Why each of the new drafts' refusals is given, for its HTTP status (refusal/kind.ts) once a route runs these rules. */
export const DRAFT_REFUSAL_KIND: Record<DraftRefusalCode, RefusalKind> = {
  AUCTION_BUDGET_TOO_SMALL: 'invalid',
  AUCTION_CLOCK_INVALID: 'invalid',
  AUCTION_FINISHED: 'conflict',
  AUCTION_NOT_MANAGER: 'forbidden',
  AUCTION_LOT_OPEN: 'conflict',
  AUCTION_NOT_YOUR_NOMINATION: 'conflict',
  AUCTION_PLAYER_SOLD: 'conflict',
  AUCTION_NO_SLOT: 'invalid',
  AUCTION_SQUAD_FULL: 'conflict',
  AUCTION_BID_NOT_WHOLE: 'invalid',
  AUCTION_OPENING_TOO_LOW: 'invalid',
  AUCTION_NO_LOT: 'conflict',
  AUCTION_LOT_STALE: 'conflict',
  AUCTION_LOT_CLOSED: 'conflict',
  AUCTION_ALREADY_LEADING: 'conflict',
  AUCTION_BID_TOO_LOW: 'conflict',
  AUCTION_OVER_BUDGET: 'invalid',
  AUCTION_ALREADY_SEALED: 'conflict',
  AUCTION_NOT_DUE: 'conflict',
  PICK_FIVE_FINISHED: 'conflict',
  PICK_FIVE_NO_SUCH_CARD: 'invalid',
  PICK_FIVE_INCOMPLETE: 'invalid',
  PICK_FIVE_NOT_TODAY: 'conflict',
  PICK_FIVE_ALREADY_PLAYED: 'conflict',
  PICK_FIVE_DECISION_NO_TIE: 'invalid',
  PICK_FIVE_DECISION_ORDER: 'invalid',
};

export type DraftRefusal = Refusal<DraftRefusalCode>;

export const draftRefusal = (code: DraftRefusalCode, params?: RefusalParams): DraftRefusal => refusalOf(code, params);
