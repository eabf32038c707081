import { rateLimit } from 'express-rate-limit';
import type { AppContext } from '../../context';

/**
 * RATE_LIMIT_MAX requests per 15 minutes per client address, answered 429 with a Turkish message.
 * Each call makes an independent counter, so login, register and forgot-password are limited separately.
 */
export function authRateLimit(ctx: AppContext) {
  return rateLimit({
    windowMs: 15 * 60 * 1000,
    limit: ctx.config.RATE_LIMIT_MAX,
    standardHeaders: 'draft-8',
    legacyHeaders: false,
    message: { message: 'Çok fazla deneme yaptınız. Lütfen 15 dakika sonra tekrar deneyin.', code: 'RATE_LIMITED' },
  });
}
