import type { Locale } from '../text/locale';
import { accountsMessages } from './accounts';
import { boardMessages } from './board';
import { builderMessages } from './builder';
import { inputMessages } from './input';
import { matchDecisionMessages } from './matchDecisions';
import { planMessages } from './plans';
import { presenterMessages } from './presenter';
import { realtimeMessages } from './realtime';
import { roomRefusalTexts, roomTexts } from './room';
import { serverMessages } from './server';
import { terms } from './terms';
import { codeFromTurkish } from '../text/positions';
import { validationMessages } from './validation';
import { accountsMessagesEn } from './en/accounts';
import { boardMessagesEn } from './en/board';
import { builderMessagesEn } from './en/builder';
import { inputMessagesEn } from './en/input';
import { matchDecisionMessagesEn } from './en/matchDecisions';
import { planMessagesEn } from './en/plans';
import { presenterMessagesEn } from './en/presenter';
import { realtimeMessagesEn } from './en/realtime';
import { roomRefusalTextsEn, roomTextsEn } from './en/room';
import { serverMessagesEn } from './en/server';
import { validationMessagesEn } from './en/validation';

type Catalogue = Readonly<Record<string, string>>;

/**
 * Every catalogue of refusal and answer texts, Turkish beside English (docs/i18n.md). A new catalogue is
 * added here; a new code in a Turkish catalogue fails the type check until its English is written
 * (./en/*.ts are typed by the Turkish codes), and localize.test.ts checks both have the same `{values}`.
 */
export const catalogues: ReadonlyArray<{ name: string; tr: Catalogue; en: Catalogue }> = [
  { name: 'accounts', tr: accountsMessages, en: accountsMessagesEn },
  { name: 'server', tr: serverMessages, en: serverMessagesEn },
  { name: 'validation', tr: validationMessages, en: validationMessagesEn },
  { name: 'input', tr: inputMessages, en: inputMessagesEn },
  { name: 'realtime', tr: realtimeMessages, en: realtimeMessagesEn },
  { name: 'room', tr: roomRefusalTexts, en: roomRefusalTextsEn },
  { name: 'roomTexts', tr: roomTexts, en: roomTextsEn },
  { name: 'matchDecisions', tr: matchDecisionMessages, en: matchDecisionMessagesEn },
  { name: 'builder', tr: builderMessages, en: builderMessagesEn },
  { name: 'board', tr: boardMessages, en: boardMessagesEn },
  { name: 'plans', tr: planMessages, en: planMessagesEn },
  { name: 'presenter', tr: presenterMessages, en: presenterMessagesEn },
];

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

type Template = { code: string; pattern: RegExp; names: string[]; en: string; literal: number };

/** Each Turkish text as a pattern that matches it filled in and gives back its `{values}`. */
let templates: Template[] | undefined;
function allTemplates(): Template[] {
  templates ??= catalogues.flatMap(({ tr, en }) =>
    Object.entries(tr).map(([code, text]) => {
      const names: string[] = [];
      const source = text
        .split(/(\{\w+\})/)
        .map((part) => {
          const name = /^\{(\w+)\}$/.exec(part)?.[1];
          if (!name) return escape(part);
          names.push(name);
          // A position is one code (STP): '{player} {position}' then splits after the player's full name.
          return name === 'position' ? '(\\S+)' : '(.+?)';
        })
        .join('');
      return { code, pattern: new RegExp(`^${source}$`, 's'), names, en: en[code], literal: text.replace(/\{\w+\}/g, '').length };
    }),
  )
    // The most specific first: '{field} zorunludur.' must not take a text a longer template was made from.
    .sort((a, b) => b.literal - a.literal);
  return templates;
}

const units: Record<string, [string, string]> = { saniye: ['second', 'seconds'], dakika: ['minute', 'minutes'], saat: ['hour', 'hours'] };

/** A filled-in value in English: a known label (./terms.ts), a position's Turkish code ('STP' → 'CB'), a duration ('15 saniye'), or as it is (a name, a number). */
function valueIn(value: string): string {
  if (Object.hasOwn(terms, value)) return terms[value as keyof typeof terms];
  const position = codeFromTurkish(value);
  if (position) return position;
  const duration = /^(\d+) (saniye|dakika|saat)$/.exec(value);
  if (duration) return `${duration[1]} ${units[duration[2]][Number(duration[1]) === 1 ? 0 : 1]}`;
  return value;
}

/**
 * A refusal's or answer's text in `locale`. Texts are written in Turkish where they are made (a rule's
 * refusal, a service's answer, a schema's message); this finds the catalogue entry the text was made from
 * (by its code first, then any), reads the values filled into it and fills them into the English entry.
 * A text from no catalogue stays Turkish (localize.test.ts keeps the server's texts in the catalogues).
 */
export function localizeMessage(message: string, code: string | undefined, locale: Locale): string {
  if (locale === 'tr' || !message) return message;
  const all = allTemplates();
  const ordered = code ? [...all.filter((t) => t.code === code), ...all.filter((t) => t.code !== code)] : all;
  for (const t of ordered) {
    const match = t.pattern.exec(message);
    if (!match) continue;
    return t.en.replace(/\{(\w+)\}/g, (whole, name: string) => {
      const i = t.names.indexOf(name);
      return i < 0 ? whole : valueIn(match[i + 1]);
    });
  }
  return message;
}

/** Whether a Turkish text comes from a catalogue (and so has an English text). */
export function isCatalogued(message: string): boolean {
  return allTemplates().some((t) => t.pattern.test(message));
}
