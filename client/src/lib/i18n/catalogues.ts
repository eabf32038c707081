import type { Messages } from '@lingui/core';
import { SOURCE_LOCALE, type Locale } from '@onbir/shared/text/locale';
import { i18n } from './runtime';

/**
 * The English catalogues (lingui.config.ts): one for the frame (app, lib, ui) and one per feature folder,
 * each its own chunk, fetched only when a language other than the source is on. Every module that holds
 * texts registers its folder's catalogue as it loads (client/i18nPlugin.ts adds the call), so what is
 * loaded is what the code on the page needs: a Turkish visit fetches none, an English one the frame's
 * and its page's.
 */
const files = import.meta.glob<{ messages: Messages }>(['../../locales/*.po', '../../features/*/locales/*.po']);
const loaders = new Map<string, () => Promise<{ messages: Messages }>>();
for (const [file, load] of Object.entries(files)) {
  const [, feature, locale] = /(?:features\/([^/]+)\/)?locales\/([^/]+)\.po$/.exec(file)!;
  loaders.set(`${feature ?? 'frame'}:${locale}`, load);
}

const registered = new Set<string>();
const loaded = new Map<string, Promise<void>>();

function load(name: string, locale: Locale): Promise<void> {
  const key = `${name}:${locale}`;
  let done = loaded.get(key);
  if (!done) {
    const loader = loaders.get(key);
    // A folder with texts and no catalogue yet shows its Turkish (npm test's i18n check fails on it).
    done = loader ? loader().then(({ messages }) => i18n.load(locale, messages)) : Promise.resolve();
    loaded.set(key, done);
    // A failed download (offline) may be tried again by the next switch or page.
    done.catch(() => loaded.delete(key));
  }
  return done;
}

/** Called by every module with texts, as it loads: its catalogue is fetched at once if a translation is on. */
export function registerCatalogue(name: string): void {
  if (registered.has(name)) return;
  registered.add(name);
  if (i18n.locale !== SOURCE_LOCALE) void load(name, i18n.locale as Locale).catch(() => undefined);
}

/** Every catalogue the loaded code needs, in `locale` (nothing for the source language). */
export function loadCatalogues(locale: Locale): Promise<void> {
  if (locale === SOURCE_LOCALE) return Promise.resolve();
  return Promise.all([...registered].map((name) => load(name, locale))).then(() => undefined);
}

