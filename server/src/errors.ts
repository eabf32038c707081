import { type Refusal, type RefusalParams } from '@onbir/shared/messages/refusal';
import { refusalWording, wording, wordMessage, type MessageKey, type Wording } from '@onbir/shared/messages/wording';

/**
 * The one error type: every refusal the API gives carries an HTTP status, a stable code, the catalogue
 * entry it is worded from (shared/src/messages) with the values it names (`params`), and its Turkish as
 * `message`; when the code does not name the entry (a rule's refusal's does), the entry too (`key`).
 * http/localizeAnswers.ts words it again from those in the request's language. It is made from an entry,
 * never from a finished text: no helper here takes a string.
 */
export class AppError extends Error {
  readonly params: RefusalParams;
  readonly key?: MessageKey;

  constructor(
    readonly status: number,
    readonly code: string,
    w: Wording,
    opts: { codeNamesEntry?: boolean } = {},
  ) {
    super(wordMessage(w, 'tr'));
    this.name = 'AppError';
    this.params = w.params;
    if (!opts.codeNamesEntry) this.key = w.key;
  }
}

/** A rule's refusal (shared/src/messages/refusal.ts) as the one error, with its status. */
export const refusedWith = (status: number, r: Refusal) => new AppError(status, r.code, refusalWording(r), { codeNamesEntry: true });

/** An error worded from a catalogue entry with values (a validation message, a wait). */
export const wordedError = (status: number, code: string, w: Wording) => new AppError(status, code, w);

export const badRequest = (w: Wording, code = 'BAD_REQUEST') => new AppError(400, code, w);
export const unauthorized = (w: Wording = wording('accounts', 'LOGIN_REQUIRED')) => new AppError(401, 'UNAUTHORIZED', w);
export const forbidden = (w: Wording, code = 'FORBIDDEN') => new AppError(403, code, w);
export const notFound = (w: Wording, code = 'NOT_FOUND') => new AppError(404, code, w);
export const conflict = (w: Wording, code = 'CONFLICT') => new AppError(409, code, w);
