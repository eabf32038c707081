/** One translated text of one catalogue. */
export interface Translated {
  file: string;
  locale: string;
  /** The catalogue id (the message and its context). */
  id: string;
  message: string;
  translation: string;
}

/**
 * The texts two catalogues translate differently. The features' catalogues are merged in one i18n at run
 * time, so such a text would be shown in whichever translation loaded last: each needs its own `context`.
 */
export function differentTranslations(texts: Iterable<Translated>): string[] {
  const first = new Map<string, Translated>();
  const problems: string[] = [];
  for (const t of texts) {
    const key = `${t.locale}\u0000${t.id}`;
    const seen = first.get(key);
    if (!seen) first.set(key, t);
    else if (seen.translation !== t.translation)
      problems.push(`${t.file}: "${t.message}" is "${t.translation}" here and "${seen.translation}" in ${seen.file}: give one a context (msg({ message, context }))`);
  }
  return problems;
}
