/** The product's languages: Turkish is the source and the default, English the translation (docs/i18n.md). */
export const LOCALES = ['tr', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const SOURCE_LOCALE: Locale = 'tr';

export const isLocale = (value: unknown): value is Locale => typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

/** The first of a browser's languages the product speaks ('en-GB' is English), or Turkish. */
export function localeFromList(languages: readonly string[]): Locale {
  for (const tag of languages) {
    const base = tag.trim().toLocaleLowerCase('en').split(/[-_]/)[0];
    if (isLocale(base)) return base;
  }
  return SOURCE_LOCALE;
}

/**
 * The language of an Accept-Language header, by its weights ('de, en;q=0.8, tr;q=0.5' is English), or
 * undefined when it names none of ours (the caller then falls back, to the user's choice or Turkish).
 */
export function localeFromAcceptLanguage(header: string | undefined): Locale | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)).find(Boolean);
      return { tag, q: q ? Number(q[1]) : 1, index };
    })
    .filter((r) => r.tag && r.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { tag } of ranked) {
    const base = tag.toLocaleLowerCase('en').split('-')[0];
    if (isLocale(base)) return base;
  }
  return undefined;
}
