import type { Request, RequestHandler } from 'express';
import { wording } from '@onbir/shared/messages/wording';
import { unauthorized } from '../../errors';
import type { AppContext } from '../../context';
import { verifyToken, type AuthUser } from './token';
import { sessionsOf } from './sessions';

export const SESSION_ENDED = wording('accounts', 'SESSION_ENDED');

declare module 'express-serve-static-core' {
  interface Request {
    user?: AuthUser;
  }
}

/**
 * Rejects the request with 401 unless it carries a valid bearer token of a session that has not ended:
 * the account still exists and the token's version is the account's (see sessions.ts).
 */
export function requireAuth(ctx: AppContext): RequestHandler {
  const sessions = sessionsOf(ctx);
  return async (req, _res, next) => {
    const header = req.headers.authorization;
    const token = header?.startsWith('Bearer ') ? header.slice(7) : undefined;
    const user = verifyToken(ctx.config, token);
    if (!user || !(await sessions.isCurrent(user))) return next(unauthorized(SESSION_ENDED));
    req.user = user;
    next();
  };
}

/** The authenticated user of a route behind requireAuth. */
export function currentUser(req: Request): AuthUser {
  if (!req.user) throw unauthorized();
  return req.user;
}
