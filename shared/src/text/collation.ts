import type { Locale } from './locale';

// Building a collator is costly (localeCompare with a locale builds one per call): one per language.
const collators = new Map<Locale, Intl.Collator>();

/** Sorting as the language's alphabet has it: in Turkish c < ç < d, ı < i, o < ö, s < ş, u < ü; '9' before '10'. */
export function collator(locale: Locale = 'tr'): Intl.Collator {
  let c = collators.get(locale);
  if (!c) collators.set(locale, (c = new Intl.Collator(locale, { numeric: true, sensitivity: 'variant' })));
  return c;
}

export const compareText = (a: string, b: string, locale: Locale = 'tr') => collator(locale).compare(a, b);

/** A copy of `items` sorted by a text of each (names, clubs, rooms), in the language's order. */
export function sortByText<T>(items: readonly T[], textOf: (item: T) => string, locale: Locale = 'tr'): T[] {
  const c = collator(locale);
  return [...items].sort((a, b) => c.compare(textOf(a), textOf(b)));
}
