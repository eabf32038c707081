import { useSyncExternalStore } from 'react';
import { isLocale, localeFromList, SOURCE_LOCALE, type Locale } from '@onbir/shared/text/locale';
import { loadCatalogues } from './catalogues';
import { i18n } from './runtime';

/**
 * The interface language (docs/i18n.md): the visitor's choice, kept in localStorage and mirrored in a
 * cookie the server reads to send the page's HTML in that language (server/src/http/clientShell.ts);
 * without a choice, the browser's languages. A signed-in user's choice is also kept on the profile.
 */
const STORAGE_KEY = 'onbir.lang';
export const LOCALE_COOKIE = 'onbir_lang';

export function savedLocale(): Locale | undefined {
  try {
    const saved = localStorage.getItem(STORAGE_KEY);
    return isLocale(saved) ? saved : undefined;
  } catch {
    return undefined;
  }
}

/** The language to start in: the saved choice, or the first of the browser's languages we speak. */
export function startingLocale(): Locale {
  return savedLocale() ?? localeFromList(navigator.languages?.length ? navigator.languages : [navigator.language ?? SOURCE_LOCALE]);
}

/** Makes `locale` the language on screen: its catalogues for the code loaded so far, then every text redraws. */
export async function activateLocale(locale: Locale): Promise<void> {
  await loadCatalogues(locale);
  if (i18n.locale !== locale) i18n.activate(locale);
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}

/**
 * The language of the first render: active at once (nothing is drawn yet), so every module that loads from
 * here on fetches its catalogue as it registers; the returned promise is the catalogues of what is loaded.
 */
export function startLocale(locale: Locale): Promise<void> {
  i18n.activate(locale);
  document.documentElement.lang = locale;
  return loadCatalogues(locale);
}

type Listener = (locale: Locale) => void;
const chosenListeners = new Set<Listener>();

/** Called when the user picks a language (the profile keeps it: features/auth). */
export function onLocaleChosen(listener: Listener): () => void {
  chosenListeners.add(listener);
  return () => chosenListeners.delete(listener);
}

/** Remembers `locale` in this browser (storage and cookie), without telling the profile. */
export function rememberLocale(locale: Locale): void {
  try {
    localStorage.setItem(STORAGE_KEY, locale);
  } catch {
    // Storage refused (private mode): the choice lasts for this page.
  }
  document.cookie = `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=31536000; SameSite=Lax`;
}

/** A language from the user's profile (at sign-in): shown and remembered in this browser. */
export async function adoptLocale(locale: Locale): Promise<void> {
  await activateLocale(locale);
  rememberLocale(locale);
}

/** The user's choice from the switch: shown at once, remembered here and on the profile. */
export async function chooseLocale(locale: Locale): Promise<void> {
  await activateLocale(locale);
  rememberLocale(locale);
  chosenListeners.forEach((l) => l(locale));
}

const subscribe = (onChange: () => void) => i18n.on('change', onChange);
const current = () => i18n.locale as Locale;

/** The language on screen; redraws when it changes. */
export function useLocale(): Locale {
  return useSyncExternalStore(subscribe, current, current);
}
