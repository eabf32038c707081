import type { GameRefusalCode } from '@onbir/shared/messages/game';
import { refusal, REFUSAL_STATUS, type RefusalKind } from '@onbir/shared/game/refusal';
import { AppError } from '../../errors';

/** Any shared rule's refusal: the game's, the AI seats' and queue's, the draft room's. */
type AnyRefusal = { code: string; kind: RefusalKind; message: string };

/** A game rule's refusal as the API's one error type (status from its kind, its stable code, its Turkish text). */
export function refused(r: AnyRefusal): AppError {
  return new AppError(REFUSAL_STATUS[r.kind], r.code, r.message);
}

/** Throws the refusal a rule answered, if any. */
export function enforce(r: AnyRefusal | null): void {
  if (r) throw refused(r);
}

export const refuse = (code: GameRefusalCode, params?: Record<string, string | number>) => refused(refusal(code, params));
export const missingRoom = () => refuse('ROOM_NOT_FOUND');
export const conflictRefusal = () => refuse('CONFLICT');
