import type { Locale } from '../text/locale';
import { catalogues } from './catalogues';
import { fillMessage } from './fill';
import { turkishRefusals, type Refusal } from './refusal';
import type { MessageKey, MessageParams, Wording } from './message';
import { valuesIn } from './values';

export { wording, type MessageKey, type MessageParams, type Wording } from './message';

type Entry = (typeof catalogues)[number];

const byName = new Map<string, Entry>(catalogues.map((c) => [c.name, c]));
const entryOf = (key: string): [Entry, string] | undefined => {
  const dot = key.indexOf('.');
  const catalogue = byName.get(key.slice(0, dot));
  return catalogue && Object.hasOwn(catalogue.tr, key.slice(dot + 1)) ? [catalogue, key.slice(dot + 1)] : undefined;
};

export const isMessageKey = (key: unknown): key is MessageKey => typeof key === 'string' && entryOf(key) !== undefined;

/** A message worded in `locale` from its catalogue entry, its values filled in. */
export function wordMessage(w: Wording, locale: Locale): string {
  const found = entryOf(w.key);
  if (!found) throw new Error(`no catalogue entry ${w.key}`);
  const [catalogue, code] = found;
  return fillMessage((catalogue[locale] as Readonly<Record<string, string>>)[code], valuesIn(w.params, locale));
}

/**
 * An answer's message: its Turkish text with the entry and values it is worded from, which the server
 * words again in the request's language (server/src/http/localizeAnswers.ts).
 */
export const answerWith = (w: Wording): { message: string; key: MessageKey; params: MessageParams } => ({ message: wordMessage(w, 'tr'), key: w.key, params: w.params });

/** A refusal as a message: its area's entry (a code may name another area's entry too: WRONG_PASSWORD). */
export function refusalWording(r: Refusal): Wording {
  const area = Object.entries(turkishRefusals).find(([, texts]) => Object.hasOwn(texts, r.code))![0];
  return { key: `${area}.${r.code}` as MessageKey, params: r.params };
}
