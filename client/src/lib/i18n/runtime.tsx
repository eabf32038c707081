import { i18n, type MessageDescriptor } from '@lingui/core';
import type { TransProps } from '@lingui/react';
import { TransNoContext } from '@lingui/react/server';
import { useSyncExternalStore } from 'react';
import { SOURCE_LOCALE } from '@onbir/shared/text/locale';

/**
 * What Lingui's macros call (lingui.config.ts points them here, client/i18nPlugin.ts): the one i18n
 * instance, a `useLingui` that needs no provider (a component drawn alone, in a test or a prerender,
 * renders as in the app) and redraws on every change of language or newly loaded catalogue, and `Trans`.
 * Turkish is active from the start with no catalogue: its texts are compiled into the code.
 */
i18n.loadAndActivate({ locale: SOURCE_LOCALE, messages: {} });

export { i18n };

// Every change (a language activated, a catalogue loaded) bumps it, so useSyncExternalStore redraws.
let version = 0;
i18n.on('change', () => void version++);
const subscribe = (onChange: () => void) => i18n.on('change', onChange);
const snapshot = () => version;

/** The translating function of the active language, as the macros' `useLingui()` returns it. */
export function useLingui() {
  useSyncExternalStore(subscribe, snapshot, snapshot);
  return { i18n, _: (descriptor: MessageDescriptor | string, values?: Record<string, unknown>) => i18n._(descriptor as string, values) };
}

/** `<Trans>` of the macros: the message with its components, in the active language. */
export function Trans(props: TransProps) {
  useLingui();
  return <TransNoContext {...props} lingui={{ i18n }} />;
}
