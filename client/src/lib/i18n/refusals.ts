import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { turkishText, type Refusal } from '@onbir/shared/messages/refusal';
import { SOURCE_LOCALE, type Locale } from '@onbir/shared/text/locale';
import { useLocale } from './locale';

/**
 * The catalogues' English (shared/src/messages/wording.ts), for the texts the client shows of its own:
 * a shared catalogue's text written as it is (a board's notice, a rule checked before anything is sent).
 * The server's answers already come in the language on screen. Loaded with the first such text shown in
 * English, never for Turkish.
 */
type Localize = (text: string, locale: Locale) => string;
let localize: Localize | undefined;
let loading: Promise<void> | undefined;
const listeners = new Set<() => void>();

function load() {
  loading ??= import('@onbir/shared/messages/wording').then((m) => {
    // The entry a text is (an exact look-up: no values are read back from a text); another text as it is.
    localize = (text, locale) => {
      const w = m.wordingOfText(text);
      return w ? m.wordMessage(w, locale) : text;
    };
    listeners.forEach((l) => l());
  });
  return loading;
}

const subscribe = (onChange: () => void) => {
  listeners.add(onChange);
  return () => listeners.delete(onChange);
};
const loaded = () => localize;

/** `text` in the language on screen when it is a catalogue's text; as it is otherwise. */
export function useRefusalText(text: string): string {
  const locale = useLocale();
  const fn = useSyncExternalStore(subscribe, loaded, () => undefined);
  if (locale === SOURCE_LOCALE) return text;
  if (!fn) {
    void load().catch(() => undefined);
    return text;
  }
  return fn(text, locale);
}

/**
 * Refusals' English by code (shared/src/messages/refusalText.ts): loaded with the first refusal shown in
 * English, never for Turkish, whose texts come with the rules.
 */
type Word = (r: Refusal, locale: Locale) => string;
let word: Word | undefined;
let wordLoading: Promise<void> | undefined;
const wordListeners = new Set<() => void>();
function loadWords() {
  wordLoading ??= import('@onbir/shared/messages/refusalText').then((m) => {
    word = m.refusalText;
    wordListeners.forEach((l) => l());
  });
  return wordLoading;
}
const subscribeWords = (onChange: () => void) => {
  wordListeners.add(onChange);
  return () => wordListeners.delete(onChange);
};

/** Words a refusal from its code and values in the language on screen (Turkish until the English is in). */
export function useRefusalWords(): (r: Refusal) => string {
  const locale = useLocale();
  const fn = useSyncExternalStore(subscribeWords, () => word, () => undefined);
  useEffect(() => {
    if (locale !== SOURCE_LOCALE && !fn) void loadWords().catch(() => undefined);
  }, [locale, fn]);
  return useCallback((r: Refusal) => (locale === SOURCE_LOCALE || !fn ? turkishText(r) : fn(r, locale)), [locale, fn]);
}
