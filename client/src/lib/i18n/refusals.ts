import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { SOURCE_LOCALE, type Locale } from '@onbir/shared/text/locale';
import { useLocale } from './locale';

/**
 * The refusal catalogues' English (shared/src/messages/localize.ts), for the texts the client words
 * itself: a shared rule's refusal checked before anything is sent. The server's answers already come in
 * the language on screen. Loaded with the first such text shown in English, never for Turkish.
 */
type Localize = (message: string, code: string | undefined, locale: Locale) => string;
let localize: Localize | undefined;
let loading: Promise<void> | undefined;
const listeners = new Set<() => void>();

function load() {
  loading ??= import('@onbir/shared/messages/localize').then((m) => {
    localize = m.localizeMessage;
    listeners.forEach((l) => l());
  });
  return loading;
}

const subscribe = (onChange: () => void) => {
  listeners.add(onChange);
  return () => listeners.delete(onChange);
};
const loaded = () => localize;

/** `text` in the language on screen when it is a catalogued refusal; as it is otherwise. */
export function useRefusalText(text: string, code?: string): string {
  const locale = useLocale();
  const fn = useSyncExternalStore(subscribe, loaded, () => undefined);
  if (locale === SOURCE_LOCALE) return text;
  if (!fn) {
    void load().catch(() => undefined);
    return text;
  }
  return fn(text, code, locale);
}

/** The same for a text composed into another ("Hata: …"): a function wording catalogued refusals in the language on screen. */
export function useRefusalWording(): (text: string, code?: string) => string {
  const locale = useLocale();
  const fn = useSyncExternalStore(subscribe, loaded, () => undefined);
  useEffect(() => {
    if (locale !== SOURCE_LOCALE && !fn) void load().catch(() => undefined);
  }, [locale, fn]);
  return useCallback((text: string, code?: string) => (locale === SOURCE_LOCALE || !fn ? text : fn(text, code, locale)), [locale, fn]);
}
