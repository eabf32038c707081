import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Request } from 'express';
import { LRUCache } from 'lru-cache';
import proxyaddr from 'proxy-addr';
import { wording, wordMessage } from '@onbir/shared/messages/wording';
import { localeFromAcceptLanguage, SOURCE_LOCALE, type Locale } from '@onbir/shared/text/locale';
import type { Config } from '../config';
import { verifyToken } from '../modules/auth/token';
import { browserLocale } from './localizeAnswers';
import { addressKey, type TrustProxy } from './clientAddress';

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** The language the request itself names, as localizeAnswers reads it before the saved choice. */
const requestLocale = (req: IncomingMessage) => localeFromAcceptLanguage(req.headers['accept-language']) ?? browserLocale(req);
/** Refused keys remembered at once; past it the least recently refused go (a flood of addresses cannot grow them). */
export const MAX_REMEMBERED = 10_000;

interface Refused {
  until: number;
  /** The language of a refusal whose request named none (the account's saved choice, or Turkish). */
  unnamed?: Locale;
}

/**
 * The API write budget (rateLimits.ts) refuses in Express, after the request has gone through the router,
 * CORS, the language and the limiter's store. Once it has refused a key, the rest of that key's window is
 * refused here, before Express: the flood bench's bursts of 520 simultaneous creates are answered for about
 * a fifth less work each, while the honest users' requests wait behind them. The answer is the budget's
 * own (429, TOO_FAST, Retry-After, in the language of the refusal that started it). Keys are the budget's:
 * the account of a valid bearer token, else the client's address key (clientAddress.ts) of req.ip.
 */
export function writeFloodGate(config: Config, trust: TrustProxy) {
  const byToken = new LRUCache<string, Refused>({ max: MAX_REMEMBERED });
  const byAddress = new LRUCache<string, Refused>({ max: MAX_REMEMBERED });
  type Refusals = typeof byToken;
  // Windows end on the caller's clock (`now`), so expiry is checked here rather than by the cache's ttl.
  const current = (map: Refusals, key: string, now: number) => {
    const refused = map.peek(key);
    if (refused && refused.until <= now) map.delete(key);
    return refused && refused.until > now ? refused : undefined;
  };
  const bearer = (req: IncomingMessage) => {
    const header = req.headers.authorization;
    return header?.startsWith('Bearer ') ? header.slice(7) : undefined;
  };
  const keyOf = (req: IncomingMessage) => addressKey(proxyaddr(req, trust));

  return {
    /** The budget refused this request, keyed by its account (userKeyed) or its address, until its window ends. */
    noteRefusal(req: Request, userKeyed: boolean, until: number) {
      const named = requestLocale(req);
      const map = userKeyed ? byToken : byAddress;
      const key = userKeyed ? bearer(req) : keyOf(req);
      if (!key) return;
      const before = current(map, key, until - 1);
      map.set(key, { until, unnamed: named ? before?.unnamed : (req.locale ?? SOURCE_LOCALE) });
    },

    /** Answers a write of a key already refused in this window; false lets the request go on to Express. */
    answered(req: IncomingMessage, res: ServerResponse, now = Date.now()): boolean {
      if (!WRITES.has(req.method ?? '') || !req.url?.startsWith('/api/')) return false;
      if (byToken.size === 0 && byAddress.size === 0) return false;
      const token = bearer(req);
      let refused = token ? current(byToken, token, now) : undefined;
      // An address is only looked up when one is refused, so an honest write's token is not verified twice.
      if (!refused && byAddress.size > 0 && !(token && verifyToken(config, token))) refused = current(byAddress, keyOf(req), now);
      if (!refused) return false;
      // A request that names no language is answered in the account's, once a refusal has told it.
      const locale = requestLocale(req) ?? refused.unnamed;
      if (!locale) return false;
      const body = JSON.stringify({ message: wordMessage(wording('realtime', 'SOCKET_FLOOD'), locale), code: 'TOO_FAST' });
      res.writeHead(429, {
        'content-type': 'application/json; charset=utf-8',
        'content-length': Buffer.byteLength(body),
        'retry-after': String(Math.max(1, Math.ceil((refused.until - now) / 1000))),
        vary: 'Accept-Language',
      });
      res.end(body);
      return true;
    },
  };
}

export type WriteFloodGate = ReturnType<typeof writeFloodGate>;
