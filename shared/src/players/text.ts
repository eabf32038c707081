/** Name helpers shared by the pool loader, the importers and search (pure, no I/O). */

import { foldText } from '../text/fold';

// The search form lives with the other text helpers; re-exported for the pool's callers (builder's lineup).
export { foldText };

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
