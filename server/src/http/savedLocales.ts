import { eq } from 'drizzle-orm';
import { isLocale, type Locale } from '@onbir/shared/text/locale';
import type { BaseContext } from '../baseContext';
import { users } from '../db/schema';

/** How long a saved language is believed before it is read again (another process may have changed it). */
export const SAVED_LOCALE_CACHE_MS = 30_000;
const MAX_CACHED = 50_000;

export interface SavedLocales {
  /** The language the user saved on the profile, or undefined when none. */
  of(userId: string): Promise<Locale | undefined>;
  /** The user saved a language in this process: every later request of theirs speaks it at once. */
  saved(userId: string, locale: Locale): void;
}

/**
 * The saved language of each signed-in user, for API requests that name none (localizeAnswers.ts), kept
 * per user like the session check (sessions.ts): a burst from one account costs one database read, not
 * one per request. Before, 520 simultaneous creates without Accept-Language asked the database 520 times
 * before the write budget refused them, and every other user's queries waited behind those reads on the
 * embedded database's single connection (issue 25's flood bench). Reads in flight are shared; a choice
 * saved in this process wins over a read that started before it; another process's choice is seen within
 * SAVED_LOCALE_CACHE_MS (the app names its language on every request, so only other clients wait for it).
 */
export function createSavedLocales(ctx: Pick<BaseContext, 'db'>): SavedLocales {
  const cache = new Map<string, { locale: Locale | undefined; at: number; generation: number }>();
  const reading = new Map<string, Promise<Locale | undefined>>();
  let generation = 0;
  const remember = (userId: string, locale: Locale | undefined, readSince?: number) => {
    // A read that started before the user saved a choice must not put the old one back.
    if (readSince !== undefined && (cache.get(userId)?.generation ?? -1) > readSince) return;
    if (cache.size >= MAX_CACHED) cache.clear();
    cache.set(userId, { locale, at: Date.now(), generation: ++generation });
  };
  const read = async (userId: string) => {
    const since = generation;
    const [row] = await ctx.db.select({ language: users.language }).from(users).where(eq(users.id, userId)).limit(1);
    remember(userId, isLocale(row?.language) ? row.language : undefined, since);
    return cache.get(userId)?.locale;
  };
  return {
    of(userId) {
      const hit = cache.get(userId);
      if (hit && Date.now() - hit.at < SAVED_LOCALE_CACHE_MS) return Promise.resolve(hit.locale);
      const shared = reading.get(userId);
      if (shared) return shared;
      const pending: Promise<Locale | undefined> = read(userId).finally(() => {
        if (reading.get(userId) === pending) reading.delete(userId);
      });
      reading.set(userId, pending);
      return pending;
    },
    saved(userId, locale) {
      reading.delete(userId);
      remember(userId, locale);
    },
  };
}
