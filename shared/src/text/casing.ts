import type { Locale } from './locale';

/**
 * Letter case by the rules of the text's language: in Turkish i ↔ İ and ı ↔ I ('istanbul' → 'İSTANBUL',
 * 'IŞIK' → 'ışık'), which String's bare toUpperCase/toLowerCase get wrong (the lint rule refuses them on
 * user text). Names typed by users are Turkish by default, whatever the interface language.
 */
export const upper = (text: string, locale: Locale = 'tr') => text.toLocaleUpperCase(locale);
export const lower = (text: string, locale: Locale = 'tr') => text.toLocaleLowerCase(locale);

/** The first letter of a name, upper-cased (an avatar's letter): 'ilkay' → 'İ', '' → '?'. */
export function initialOf(name: string, locale: Locale = 'tr'): string {
  const first = [...name.trim()][0];
  return first ? upper(first, locale) : '?';
}
