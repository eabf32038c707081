import type { Request, RequestHandler } from 'express';
import { unauthorized } from '../../errors';
import type { AppContext } from '../../context';
import { verifyToken, type AuthUser } from './token';

declare module 'express-serve-static-core' {
  interface Request {
    user?: AuthUser;
  }
}

/** Rejects the request with 401 unless it carries a valid bearer token (the user still has to exist). */
export function requireAuth(ctx: AppContext): RequestHandler {
  return (req, _res, next) => {
    const header = req.headers.authorization;
    const token = header?.startsWith('Bearer ') ? header.slice(7) : undefined;
    const user = verifyToken(ctx.config, token);
    if (!user) return next(unauthorized('Oturumunuz geçersiz veya süresi dolmuş. Lütfen tekrar giriş yapın.'));
    req.user = user;
    next();
  };
}

/** The authenticated user of a route behind requireAuth. */
export function currentUser(req: Request): AuthUser {
  if (!req.user) throw unauthorized();
  return req.user;
}
