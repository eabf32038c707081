import type { Locale } from '../text/locale';
import { positionCode } from '../text/positions';
import { catalogues, type CatalogueName } from './catalogues';
import { fillMessage } from './fill';
import { recorded, recordedMade } from './recorded';
import { turkishRefusals, type Refusal } from './refusal';
import { terms } from './terms';

type Entry = (typeof catalogues)[number];
type CodeOf<N extends CatalogueName> = keyof Extract<Entry, { name: N }>['tr'] & string;

/** A catalogue entry: its catalogue's name and code ('validation.FIELD_TOO_SHORT'); codes repeat across catalogues. */
export type MessageKey = { [N in CatalogueName]: `${N}.${CodeOf<N>}` }[CatalogueName];

/** The values a text names: numbers, names, codes, a field's label (./terms.ts), seconds to wait. */
export type MessageParams = Readonly<Record<string, string | number>>;

/** A message as data, worded by each reader in his language: the entry it is and the values it names. */
export interface Wording {
  key: MessageKey;
  params: MessageParams;
}

export const wording = <N extends CatalogueName>(catalogue: N, code: CodeOf<N>, params: MessageParams = {}): Wording => ({
  key: `${catalogue}.${code}` as MessageKey,
  params,
});

const byName = new Map<string, Entry>(catalogues.map((c) => [c.name, c]));
const entryOf = (key: string): [Entry, string] | undefined => {
  const dot = key.indexOf('.');
  const catalogue = byName.get(key.slice(0, dot));
  return catalogue && Object.hasOwn(catalogue.tr, key.slice(dot + 1)) ? [catalogue, key.slice(dot + 1)] : undefined;
};

export const isMessageKey = (key: unknown): key is MessageKey => typeof key === 'string' && entryOf(key) !== undefined;

const units: Record<Locale, [string, string, string, string]> = { tr: ['saniye', 'saniye', 'dakika', 'dakika'], en: ['second', 'seconds', 'minute', 'minutes'] };

/** A wait in seconds as the language says it, rounded up (so the user never comes back too early): "15 saniye", "2 minutes". */
function duration(seconds: number, locale: Locale): string {
  const [one, many, oneMinute, minutes] = units[locale];
  if (seconds < 60) {
    const n = Math.max(1, Math.ceil(seconds));
    return `${n} ${n === 1 ? one : many}`;
  }
  const n = Math.ceil(seconds / 60);
  return `${n} ${n === 1 ? oneMinute : minutes}`;
}

/** A value in `locale`: a position's code as the language abbreviates it, a field's label, a wait. */
function valueIn(name: string, value: string | number, locale: Locale): string | number {
  if (name === 'position' && typeof value === 'string') return positionCode(value, locale);
  if (name === 'wait' && typeof value === 'number') return duration(value, locale);
  if (locale === 'en' && typeof value === 'string' && Object.hasOwn(terms, value)) return terms[value as keyof typeof terms];
  return value;
}

/** A message worded in `locale` from its catalogue entry, its values filled in. */
export function wordMessage(w: Wording, locale: Locale): string {
  const found = entryOf(w.key);
  if (!found) throw new Error(`no catalogue entry ${w.key}`);
  const [catalogue, code] = found;
  const params = Object.fromEntries(Object.entries(w.params).map(([name, value]) => [name, valueIn(name, value, locale)]));
  return fillMessage((catalogue[locale] as Readonly<Record<string, string>>)[code], params);
}

/** A refusal as a message: its area's entry (a code may name another area's entry too: WRONG_PASSWORD). */
export function refusalWording(r: Refusal): Wording {
  const area = Object.entries(turkishRefusals).find(([, texts]) => Object.hasOwn(texts, r.code))![0];
  return { key: `${area}.${r.code}` as MessageKey, params: r.params };
}

/** A schema's message: its Turkish text, recorded with the entry and values it is made from (./recorded.ts). */
export const schemaMessage = (w: Wording): string => recorded(wordMessage(w, 'tr'), w.key, w.params);

let fixed: Map<string, MessageKey> | undefined;

/**
 * The message a Turkish text is, when it is one a schema was given or an entry without values written as
 * it is (`badRequest(accountsMessages.X)`, `{ message: serverMessages.Y }`): an exact look-up, no values read back.
 */
export function wordingOfText(text: string): Wording | undefined {
  const made = recordedMade(text);
  if (made && isMessageKey(made.key)) return { key: made.key, params: made.params };
  // The first catalogue's entry when two write the same text.
  fixed ??= new Map(
    catalogues.flatMap((c) =>
      Object.entries(c.tr)
        .filter(([, t]) => !/\{\w+\}/.test(t))
        .map(([code, t]): [string, MessageKey] => [t, `${c.name}.${code}` as MessageKey]),
    ).reverse(),
  );
  const key = fixed.get(text);
  return key && { key, params: {} };
}
