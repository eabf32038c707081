/** Name helpers shared by the pool loader, the importers and search (pure, no I/O). */

// Letters that NFD does not split into base + accent; folded by hand so 'Ødegaard' finds 'odegaard'.
const SPECIAL: Record<string, string> = { ı: 'i', ø: 'o', ß: 'ss', æ: 'ae', œ: 'oe', đ: 'd', ł: 'l', þ: 'th', ð: 'd' };

/**
 * Lower-case, accent-free form used for case- and accent-insensitive search: 'Fenerbahçe' -> 'fenerbahce',
 * 'İlkay Gündoğan' -> 'ilkay gundogan'. Whitespace runs become one space.
 */
export function foldText(s: string): string {
  return s
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[ıøßæœđłþð]/g, (c) => SPECIAL[c])
    .replace(/\s+/g, ' ')
    .trim();
}

/** URL- and id-safe slug: 'Erling Braut Haaland' -> 'erling-braut-haaland'. */
export function slugify(s: string): string {
  return foldText(s)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Up to two initials for a generated badge: 'Manchester City' -> 'MC', 'Ederson' -> 'E'. */
export function initialsOf(name: string): string {
  const words = name
    .replace(/\(.*?\)/g, '')
    .split(/[\s.-]+/)
    .filter((w) => /^\p{L}/u.test(w));
  if (words.length === 0) return '?';
  const picked = words.length === 1 ? [words[0]] : [words[0], words[words.length - 1]];
  return picked.map((w) => w[0].toLocaleUpperCase('tr')).join('');
}

/** The usual short form of a full name when a source gives none: 'Miroslav Klose' -> 'M. Klose'. */
export function shortNameOf(fullName: string): string {
  const words = fullName.trim().split(/\s+/);
  if (words.length < 2) return fullName.trim();
  return `${words[0][0]}. ${words.slice(1).join(' ')}`;
}
