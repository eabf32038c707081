import type { I18n, MessageDescriptor, Messages } from '@lingui/core';
import { TransNoContext } from '@lingui/react/server';
import type { TransProps } from '@lingui/react';
import { useSyncExternalStore } from 'react';
import { SOURCE_LOCALE, type Locale } from '@onbir/shared/text/locale';
import { renderMessage, type Compiled } from './sourceMessages';

type Values = Record<string, unknown>;
type Descriptor = { id: string; message?: Compiled; values?: Values };

/** Lingui's I18n, loaded with the first translation's catalogues (catalogues.ts): a Turkish visit has none. */
let lingui: I18n | undefined;
let linguiLoading: Promise<I18n> | undefined;
let locale: Locale = SOURCE_LOCALE;
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((l) => l());

/**
 * What Lingui's macros call (lingui.config.ts points them here, client/i18nPlugin.ts): the one i18n. In
 * Turkish it renders the messages the build compiled into the code (sourceMessages.ts); in another
 * language it is Lingui's I18n with that language's catalogues, a message missing from them shown in Turkish.
 */
export const i18n = {
  get locale(): Locale {
    return locale;
  },
  _(id: Descriptor | MessageDescriptor | string, values?: Values, options?: { message?: Compiled }): string {
    if (lingui && locale !== SOURCE_LOCALE) return (lingui._ as (id: unknown, values?: Values, options?: unknown) => string)(id, values, options);
    const d = (typeof id === 'string' ? { id, message: options?.message, values } : id) as Descriptor;
    return renderMessage(d.message as Compiled | undefined, d.values ?? values ?? {}, locale);
  },
  /** Adds a catalogue of `to` (the first one brings Lingui's runtime in). */
  async load(to: Locale, messages: Messages): Promise<void> {
    // One instance for every catalogue, however many arrive at once.
    const runtime = await (linguiLoading ??= import('@lingui/core').then(({ setupI18n }) => (lingui = setupI18n())));
    runtime.load(to, messages);
    if (runtime.locale !== to) runtime.activate(to);
    changed();
  },
  activate(to: Locale): void {
    locale = to;
    if (lingui && to !== SOURCE_LOCALE) lingui.activate(to);
    changed();
  },
  /** Called on every change of language or newly loaded catalogue; returns its removal. */
  on(_event: 'change', listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
export type Translator = typeof i18n;

// Every change bumps it, so useSyncExternalStore redraws.
let version = 0;
i18n.on('change', () => void version++);
const subscribe = (onChange: () => void) => i18n.on('change', onChange);
const snapshot = () => version;

/**
 * The macros' `useLingui()`: needs no provider (a component drawn alone, in a test or a prerender,
 * renders as in the app) and redraws on every change of language or newly loaded catalogue.
 */
export function useLingui() {
  useSyncExternalStore(subscribe, snapshot, snapshot);
  return { i18n, _: i18n._ };
}

/** `<Trans>` of the macros: the message with its components, in the active language. */
export function Trans(props: TransProps) {
  useLingui();
  return <TransNoContext {...props} lingui={{ i18n: i18n as unknown as I18n }} />;
}
