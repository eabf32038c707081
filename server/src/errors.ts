import { accountsMessages } from '@onbir/shared/messages/accounts';
import { type Refusal, type RefusalParams } from '@onbir/shared/messages/refusal';
import { refusalWording, wordMessage, type MessageKey, type Wording } from '@onbir/shared/messages/wording';

/**
 * The one error type: every refusal the API gives carries an HTTP status, a stable code, a Turkish message
 * from the catalogues (shared/src/messages) and the values it names (`params`); when the code does not
 * name the catalogue entry (a rule's refusal's does), the entry too (`key`, a validation message's).
 * http/localizeAnswers.ts words it again from those in the request's language.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly params?: RefusalParams,
    readonly key?: MessageKey,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

/** A rule's refusal (shared/src/messages/refusal.ts) as the one error, with its status. */
export const refusedWith = (status: number, r: Refusal) => new AppError(status, r.code, wordMessage(refusalWording(r), 'tr'), r.params);

/** An error worded from a catalogue entry with values (a validation message, a wait). */
export const wordedError = (status: number, code: string, w: Wording) => new AppError(status, code, wordMessage(w, 'tr'), w.params, w.key);

export const badRequest = (message: string, code = 'BAD_REQUEST') => new AppError(400, code, message);
export const unauthorized = (message: string = accountsMessages.LOGIN_REQUIRED) => new AppError(401, 'UNAUTHORIZED', message);
export const forbidden = (message: string, code = 'FORBIDDEN') => new AppError(403, code, message);
export const notFound = (message: string, code = 'NOT_FOUND') => new AppError(404, code, message);
export const conflict = (message: string, code = 'CONFLICT') => new AppError(409, code, message);
