import { accountsMessages } from '@onbir/shared/messages/accounts';

/**
 * The one error type: every refusal the API gives carries an HTTP status, a stable code and a Turkish
 * message from the catalogues (shared/src/messages), answered in the request's language by
 * http/localizeAnswers.ts.
 */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string, code = 'BAD_REQUEST') => new AppError(400, code, message);
export const unauthorized = (message: string = accountsMessages.LOGIN_REQUIRED) => new AppError(401, 'UNAUTHORIZED', message);
export const forbidden = (message: string, code = 'FORBIDDEN') => new AppError(403, code, message);
export const notFound = (message: string, code = 'NOT_FOUND') => new AppError(404, code, message);
export const conflict = (message: string, code = 'CONFLICT') => new AppError(409, code, message);
