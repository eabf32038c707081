import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { fillMessage } from '@onbir/shared/messages/fill';
import { roomTexts, type RoomTextKey } from '@onbir/shared/messages/room';
import type { RoomTextRef } from '@onbir/shared/messages/room';
import { SOURCE_LOCALE } from '@onbir/shared/text/locale';
import { useLocale } from '../../lib/i18n/locale';

/**
 * The room catalogue's texts (shared/src/messages/room.ts) in the language on screen. A notice broadcast
 * to a room reaches readers of both languages at once, so it travels as a key and values (RoomTextRef)
 * and each screen words it here; the match screen's own lines use the same texts. The English catalogue
 * is fetched by the first English room screen, never by a Turkish one.
 */
let english: Record<RoomTextKey, string> | undefined;
let loading: Promise<void> | undefined;
const listeners = new Set<() => void>();

function loadEnglish(): Promise<void> {
  loading ??= import('@onbir/shared/messages/en/room').then((m) => {
    english = m.roomTextsEn;
    listeners.forEach((l) => l());
  });
  return loading;
}

const subscribe = (onChange: () => void) => {
  listeners.add(onChange);
  return () => listeners.delete(onChange);
};
const loaded = () => english;

export type RoomTextOf = (key: RoomTextKey, values?: RoomTextRef['values']) => string;

/** A function wording a room text in the language on screen (Turkish until the English has arrived). */
export function useRoomText(): RoomTextOf {
  const locale = useLocale();
  const en = useSyncExternalStore(subscribe, loaded, () => undefined);
  useEffect(() => {
    if (locale !== SOURCE_LOCALE) void loadEnglish().catch(() => undefined);
  }, [locale]);
  return useCallback((key, values = {}) => fillMessage((locale !== SOURCE_LOCALE && en ? en : roomTexts)[key], values), [locale, en]);
}
