import { REFUSAL_STATUS } from '@onbir/shared/refusal/kind';
import { kindOf, type Refusal } from '@onbir/shared/room/refusal';
import { refusedWith, type AppError } from '../../errors';

/** A room rule's refusal as the API's one error type: the status from its kind, its stable code and values. */
export function refused(r: Refusal): AppError {
  return refusedWith(REFUSAL_STATUS[kindOf(r)], r);
}

/** Throws the refusal a rule answered, if any. */
export function enforce(r: Refusal | null): void {
  if (r) throw refused(r);
}
