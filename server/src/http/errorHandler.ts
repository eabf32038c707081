import type { ErrorRequestHandler, RequestHandler } from 'express';
import { answerWith, wording } from '@onbir/shared/messages/wording';
import { AppError } from '../errors';

export const notFoundHandler: RequestHandler = (_req, res) => {
  res.status(404).json({ ...answerWith(wording('server', 'NOT_FOUND')), code: 'NOT_FOUND' });
};

/** The one error handler: known refusals keep their status; body-parser errors become 4xx; anything else is a logged 500. */
export const errorHandler: ErrorRequestHandler = (err, req, res, _next) => {
  if (res.headersSent) return;
  if (err instanceof AppError) {
    // A refusal that passes with time (a busy server, a locked login) says when to come back.
    const retryAfter = (err as { retryAfterSeconds?: number }).retryAfterSeconds;
    if (retryAfter) res.setHeader('Retry-After', String(retryAfter));
    res.status(err.status).json({ message: err.message, code: err.code, params: err.params, ...(err.key ? { key: err.key } : {}) });
    return;
  }
  const type = (err as { type?: string }).type;
  const status = (err as { status?: number }).status;
  if (type === 'entity.parse.failed') {
    res.status(400).json({ ...answerWith(wording('server', 'INVALID_JSON')), code: 'INVALID_JSON' });
    return;
  }
  if (type === 'entity.too.large') {
    res.status(413).json({ ...answerWith(wording('server', 'PAYLOAD_TOO_LARGE')), code: 'PAYLOAD_TOO_LARGE' });
    return;
  }
  if (typeof status === 'number' && status >= 400 && status < 500) {
    res.status(status).json({ ...answerWith(wording('server', 'BAD_REQUEST')), code: 'BAD_REQUEST' });
    return;
  }
  req.log?.error({ err }, 'unhandled error');
  res.status(500).json({ ...answerWith(wording('server', 'INTERNAL')), code: 'INTERNAL' });
};
