import type { Request, RequestHandler } from 'express';
import { parse } from 'cookie';
import { isRefusalCode, refusalOf, type RefusalParams } from '@onbir/shared/messages/refusal';
import { isMessageKey, refusalWording, wordMessage, type Wording } from '@onbir/shared/messages/wording';
import { isLocale, localeFromAcceptLanguage, SOURCE_LOCALE, type Locale } from '@onbir/shared/text/locale';
import type { AppContext } from '../context';
import { verifyToken } from '../modules/auth/token';

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
  return (user && (await ctx.locales.of(user.id).catch(() => undefined))) ?? SOURCE_LOCALE;
}

/**
 * The catalogue entry and values an answer was worded from: its `key` and `params` (an AppError's,
 * `answerWith`'s), or a refusal's code and values. A text is never looked up.
 */
function wordingOf(answer: { message: string; code?: unknown; params?: unknown; key?: unknown }): Wording | undefined {
  const { code, key } = answer;
  const params = (typeof answer.params === 'object' && answer.params !== null ? answer.params : undefined) as RefusalParams | undefined;
  if (isMessageKey(key)) return { key, params: params ?? {} };
  if (isRefusalCode(code) && params) return refusalWording(refusalOf(code, params));
  return undefined;
}

/** An answer's `message` in `locale`, worded from its catalogue entry and values; a text from no entry as it is. */
export function messageIn(answer: { message: string; code?: unknown; params?: unknown; key?: unknown }, locale: Locale): string {
  const w = wordingOf(answer);
  return w ? wordMessage(w, locale) : answer.message;
}

/**
 * Every JSON answer of the API with its `message` in the request's language: refusals (the one error
 * handler, the budgets) and answers alike are written in Turkish from the catalogues, and this words them
 * again from their entry and values (shared/src/messages/wording.ts) when the request asks for English.
 */
export function localizeAnswers(ctx: AppContext): RequestHandler {
  return async (req, res, next) => {
    req.locale = await apiLocale(ctx, req);
    res.vary('Accept-Language');
    if (req.locale === SOURCE_LOCALE) return next();
    const json = res.json.bind(res);
    res.json = (body: unknown) => {
      const answer = body as { message?: unknown; code?: unknown; params?: unknown; key?: unknown } | null;
      if (answer && typeof answer === 'object' && typeof answer.message === 'string') body = { ...answer, message: messageIn({ ...answer, message: answer.message }, req.locale!) };
      return json(body);
    };
    next();
  };
}
