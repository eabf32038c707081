// Letters that NFD does not split into base + accent; folded by hand so 'Ødegaard' finds 'odegaard'.
const SPECIAL: Record<string, string> = { ı: 'i', ø: 'o', ß: 'ss', æ: 'ae', œ: 'oe', đ: 'd', ł: 'l', þ: 'th', ð: 'd' };

/**
 * The search form of a text: lower case, accents and the dotless i gone, whitespace runs one space:
 * 'Işık' → 'isik', 'Güler' → 'guler', 'İlkay Gündoğan' → 'ilkay gundogan'. Search compares folded query
 * with folded text, on the client and in the server (PGlite has no ICU: the players' folded names are
 * stored in their own column).
 */
export function foldText(s: string): string {
  return (
    s
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      // After NFD no letter of the Turkish alphabet is left that the language-neutral lower case gets
      // wrong: İ is I + a dot (gone above) and ı is folded below.
      .toLocaleLowerCase('en')
      .replace(/[ıøßæœđłþð]/g, (c) => SPECIAL[c])
      .replace(/\s+/g, ' ')
      .trim()
  );
}

/** Whether `text` holds `query`, folded: 'isik' finds 'Işık', 'guler' finds 'Arda Güler'. */
export function matchesQuery(text: string, query: string): boolean {
  const q = foldText(query);
  return q === '' || foldText(text).includes(q);
}
