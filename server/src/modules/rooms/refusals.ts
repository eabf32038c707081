import { REFUSAL_STATUS, type Refusal } from '@onbir/shared/room/refusal';
import { AppError } from '../../errors';

/** A room rule's refusal as the API's one error type: the status from its kind, its stable code, its Turkish text. */
export function refused(r: Refusal): AppError {
  return new AppError(REFUSAL_STATUS[r.kind], r.code, r.message);
}

/** Throws the refusal a rule answered, if any. */
export function enforce(r: Refusal | null): void {
  if (r) throw refused(r);
}
