// The ways a player's name can be written shorter, as a fan reads them: the whole name, given names cut
// to initials, the surname alone, then the surname cut with "…" at a letter's end. Shared by every
// pitch that draws names (the builder's cards, the board, the match line-up): each picks the longest
// form that fits the room it has.

/** Text width in px of `text` at font size `size` px. */
export type Measure = (text: string, size: number) => number;

const initial = (word: string) => {
  const parts = word.split('-');
  return parts.map((p) => `${letters(p)[0] ?? ''}.`).join('-');
};
export const isInitial = (word: string) => /^(\p{L}\.-?)+$/u.test(word);

/** Words that belong to the surname that follows them ('van', 'de', 'of' …), lower case as written. */
const isParticle = (word: string) => /^(van|von|de|der|den|del|della|di|da|das|do|dos|du|le|la|el|al|bin|ter|ten|of|y)$/.test(word);

const segmenter = typeof Intl !== 'undefined' && 'Segmenter' in Intl ? new Intl.Segmenter(undefined, { granularity: 'grapheme' }) : null;
/** The letters of `text` as a reader sees them: a letter and its accents stay together. */
export function letters(text: string): string[] {
  return segmenter ? Array.from(segmenter.segment(text), (s) => s.segment) : [...text];
}

/**
 * A name's given names and surname. A short name ('L. Vennegoor of Hesselink': initials, then the rest)
 * has everything after its initials as the surname; a full name ('Barış Alper Yılmaz') its last word, or
 * from its first particle on ('Virgil van Dijk'), with the word before the particle when two or more
 * words come before it (the Spanish 'Íñigo Ruiz de Galarreta').
 */
function splitName(words: string[]): { given: string[]; surname: string[] } {
  const initials = words.findIndex((w) => !isInitial(w));
  if (initials > 0) return { given: words.slice(0, initials), surname: words.slice(initials) };
  const particle = words.findIndex((w, i) => i > 0 && i < words.length - 1 && isParticle(w));
  const at = particle < 0 ? words.length - 1 : particle >= 2 ? particle - 1 : particle;
  return { given: words.slice(0, at), surname: words.slice(at) };
}

const wordsOf = (name: string) => name.trim().split(/\s+/).filter(Boolean);

/** The surname a name is called by ('Yılmaz', 'van Dijk', 'Vennegoor of Hesselink'); a single name whole. */
export function surnameOf(name: string): string {
  const words = wordsOf(name);
  return words.length <= 1 ? (words[0] ?? '') : splitName(words).surname.join(' ');
}

/**
 * Ways of writing a name, longest first: 'Barış Alper Yılmaz', 'B. Alper Yılmaz', 'B. A. Yılmaz', 'Yılmaz';
 * 'F. Muslera', 'Muslera'. The surname is always kept whole.
 */
export function nameVariants(name: string): string[] {
  const words = wordsOf(name);
  if (words.length <= 1) return words.length ? [words[0]] : [''];
  const { given, surname } = splitName(words);
  const out = [words.join(' ')];
  for (let cut = 1; cut <= given.length; cut++) {
    const shortened = [...given.slice(0, cut).map((w) => (isInitial(w) ? w : initial(w))), ...given.slice(cut)];
    out.push([...shortened, ...surname].join(' '));
  }
  out.push(surname.join(' '));
  return [...new Set(out)];
}

/**
 * `text` cut shorter and shorter with "…", longest first, each ending on a whole letter and never on a
 * space or hyphen ('Vennegoor of H…', 'Vennegoor o…' is skipped): at least `keep` letters stay.
 */
export function ellipsisCuts(text: string, keep = 3): string[] {
  const ls = letters(text);
  const out: string[] = [];
  for (let n = ls.length - 1; n >= Math.min(keep, ls.length - 1); n--) {
    const head = ls.slice(0, n).join('').trimEnd();
    if (!head || /[\s\-.]$/.test(head) || / \p{L}$/u.test(head)) continue;
    out.push(`${head}…`);
  }
  return [...new Set(out)];
}
