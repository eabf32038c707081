import type { Request, RequestHandler } from 'express';
import { parse } from 'cookie';
import { localizeMessage } from '@onbir/shared/messages/localize';
import { isLocale, localeFromAcceptLanguage, SOURCE_LOCALE, type Locale } from '@onbir/shared/text/locale';
import type { AppContext } from '../context';
import { verifyToken } from '../modules/auth/token';
import { savedLocalesOf } from './savedLocales';

/** The cookie in which the browser keeps the visitor's choice (client/src/lib/i18n/locale.ts). */
export const LOCALE_COOKIE = 'onbir_lang';

declare module 'express-serve-static-core' {
  interface Request {
    /** The language of this request's answers (localizeAnswers). */
    locale?: Locale;
  }
}

/** The language a browser asks for without a word from us: the saved choice's cookie, then Accept-Language. */
export function browserLocale(req: Pick<Request, 'headers'>): Locale | undefined {
  const cookie = req.headers.cookie ? parse(req.headers.cookie)[LOCALE_COOKIE] : undefined;
  if (isLocale(cookie)) return cookie;
  return localeFromAcceptLanguage(req.headers['accept-language']);
}

/**
 * The language of an API request: Accept-Language (the app sends the language on screen), the choice's
 * cookie, the signed-in user's saved choice (when neither names one of ours; cached per user, so a burst
 * of requests does not become a burst of reads: savedLocales.ts), Turkish.
 */
async function apiLocale(ctx: AppContext, req: Request): Promise<Locale> {
  const asked = localeFromAcceptLanguage(req.headers['accept-language']) ?? browserLocale(req);
  if (asked) return asked;
  const header = req.headers.authorization;
  const user = header?.startsWith('Bearer ') ? verifyToken(ctx.config, header.slice(7)) : null;
  return (user && (await savedLocalesOf(ctx).of(user.id).catch(() => undefined))) ?? SOURCE_LOCALE;
}

/**
 * Every JSON answer of the API with its `message` in the request's language: refusals (the one error
 * handler, the budgets) and answers alike are written in Turkish from the catalogues, and this turns the
 * text into its English entry (shared/src/messages/localize.ts) when the request asks for English.
 */
export function localizeAnswers(ctx: AppContext): RequestHandler {
  return async (req, res, next) => {
    req.locale = await apiLocale(ctx, req);
    res.vary('Accept-Language');
    if (req.locale === SOURCE_LOCALE) return next();
    const json = res.json.bind(res);
    res.json = (body: unknown) => {
      const answer = body as { message?: unknown; code?: unknown } | null;
      if (answer && typeof answer === 'object' && typeof answer.message === 'string') {
        body = { ...answer, message: localizeMessage(answer.message, typeof answer.code === 'string' ? answer.code : undefined, req.locale!) };
      }
      return json(body);
    };
    next();
  };
}
