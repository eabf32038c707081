import type { I18n, MessageDescriptor, Messages } from '@lingui/core';
import { cloneElement, Fragment, isValidElement, useSyncExternalStore, type ReactElement, type ReactNode } from 'react';
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

/** What the macros give a <Trans>: the message compiled in the code (sourceMessages.ts), its values and elements. */
export interface TransProps {
  id: string;
  message?: Compiled;
  values?: Values;
  components?: Record<string, ReactElement>;
}

/** A numbered tag of a message: `<0>text</0>` or `<0/>` (how Lingui's macros write a <Trans>'s elements). */
const TAG = /<([a-zA-Z0-9]+)>([\s\S]*?)<\/\1>|<([a-zA-Z0-9]+)\/>/;

/** The text with its tags drawn as the elements they number, tags nested in tags too. */
function withElements(text: string, components: Record<string, ReactElement>, key = { next: 0 }): ReactNode {
  const parts = text.split(TAG);
  if (parts.length === 1) return text;
  const out: ReactNode[] = parts[0] ? [parts[0]] : [];
  for (let i = 1; i < parts.length; i += 4) {
    const [name, inner, selfClosing, after] = parts.slice(i, i + 4);
    const element = components[name ?? selfClosing];
    const children = inner === undefined ? undefined : withElements(inner, components, key);
    // A tag the message has and the code does not (a translation's slip) keeps its text.
    if (element) out.push(children === undefined ? cloneElement(element, { key: key.next++ }) : cloneElement(element, { key: key.next++ }, children));
    else if (children !== undefined) out.push(<Fragment key={key.next++}>{children}</Fragment>);
    if (after) out.push(after);
  }
  return out.length === 1 ? out[0] : out;
}

/**
 * `<Trans>` of the macros: the message in the active language with its elements. Values that are elements
 * become numbered tags of their own, as in Lingui's; drawn here rather than by @lingui/react, whose
 * renderer (with its development warnings) was 0.9 kB of every first visit.
 */
export function Trans({ id, message, values, components = {} }: TransProps) {
  useLingui();
  const all = { ...components };
  const plain: Values = {};
  for (const [name, value] of Object.entries(values ?? {})) {
    if (isValidElement(value)) {
      const index = Object.keys(all).length;
      all[index] = value;
      plain[name] = `<${index}/>`;
    } else plain[name] = value;
  }
  return <>{withElements(i18n._(id, plain, { message }), all)}</>;
}
