import { useCallback, useEffect, useSyncExternalStore } from 'react';
import type { Wording } from '@onbir/shared/messages/message';
import { turkishText, type Refusal } from '@onbir/shared/messages/refusal';
import { turkishMessage } from '@onbir/shared/messages/turkish';
import { SOURCE_LOCALE, type Locale } from '@onbir/shared/text/locale';
import { useLocale } from './locale';

/**
 * The catalogues' English (shared/src/messages/wording.ts), for the messages the client makes itself as
 * data (`wording(…)`: a board's notice, a rule checked before anything is sent, a schema's issue): loaded
 * with the first such message shown in English, never for Turkish, which comes from the Turkish
 * catalogues alone (shared/src/messages/turkish.ts). The server's answers already come in the language on screen.
 */
type WordIn = (w: Wording, locale: Locale) => string;
let wordIn: WordIn | undefined;
let loading: Promise<void> | undefined;
const listeners = new Set<() => void>();

function load() {
  loading ??= import('@onbir/shared/messages/wording').then((m) => {
    wordIn = m.wordMessage;
    listeners.forEach((l) => l());
  });
  return loading;
}

const subscribe = (onChange: () => void) => {
  listeners.add(onChange);
  return () => listeners.delete(onChange);
};

/** Words a message from its entry and values in the language on screen (Turkish until the English is in). */
export function useWordings(): (w: Wording) => string {
  const locale = useLocale();
  const fn = useSyncExternalStore(subscribe, () => wordIn, () => undefined);
  useEffect(() => {
    if (locale !== SOURCE_LOCALE && !fn) void load().catch(() => undefined);
  }, [locale, fn]);
  return useCallback((w: Wording) => (locale === SOURCE_LOCALE || !fn ? turkishMessage(w) : fn(w, locale)), [locale, fn]);
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
