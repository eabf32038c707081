/**
 * The commentary as a reader sees it: an event's line (`lineCodes.ts`) worded in his language, Turkish
 * (`commentary.ts`) or English (`en/commentary.ts`), both from the same code and names.
 */
import type { Locale } from '../text/locale';
import { turkishText } from './commentary';
import { englishText } from './en/commentary';
import type { EventLine } from './lineCodes';

export function commentaryText(line: EventLine, locale: Locale): string {
  return locale === 'en' ? englishText(line) : turkishText(line);
}

/** What a commentary entry may hold: its line, or (stored before lines had codes) only its Turkish text. */
export interface Worded {
  line?: EventLine | null;
  message?: string | null;
}

/** An entry's words in the reader's language; one stored with Turkish text only is shown as it was. */
export function eventText(e: Worded, locale: Locale): string {
  return e.line ? commentaryText(e.line, locale) : (e.message ?? '');
}
