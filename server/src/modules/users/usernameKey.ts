/**
 * Usernames are shown to other players (rooms, drafts, standings), so two names that look alike let one
 * player pass for another. A username is stored in NFC and may not hold control or format characters
 * (Unicode Cc/Cf: zero-width joiners and spaces, bidi overrides, soft hyphens) or blank look-alikes
 * (Hangul fillers, braille blank, odd spaces); uniqueness is checked on its key: the name reduced to a
 * skeleton in which look-alike letters are one letter.
 *
 * The skeleton is a small, deliberate subset of Unicode's confusables (UTS #39): compatibility forms
 * folded by NFKC (full-width letters, ligatures, superscripts), case folded with Turkish İ/I/ı/i and l as one
 * letter (a capital I is drawn like l), the Cyrillic and Greek letters that are drawn like Latin ones, digits that pass for letters
 * (0/o, 1/l/I, 5/s), 'rn' for 'm' and 'vv' for 'w', and separators (_ . -) as one. The full confusables
 * table (~6,000 entries) mostly concerns scripts nobody types into a Turkish football game, and the npm
 * packages that ship it are small one-person projects; this table is a dozen lines anyone can check.
 */

/** Characters that draw nothing or reorder text: never part of a username. */
// Variation selectors and the grapheme joiner are marks (they attach to the letter before them), so they
// are tested by property rather than listed in the class.
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\u115F\u1160\u3164\uFFA0\u2800]|\p{Variation_Selector}|\u034F|\u17B4|\u17B5|[^\S ]|\p{Zs}(?<! )/u;

export function hasInvisible(name: string): boolean {
  return INVISIBLE.test(name);
}

const LOOK_ALIKES: Record<string, string> = {
  // Cyrillic drawn like Latin
  а: 'a', в: 'b', е: 'e', ё: 'e', к: 'k', м: 'm', н: 'h', о: 'o', р: 'p', с: 'c', т: 't', у: 'y', х: 'x',
  ѕ: 's', і: 'l', ї: 'l', ј: 'j', һ: 'h', ԁ: 'd', ԛ: 'q', ԝ: 'w', ү: 'y', ɡ: 'g', ӏ: 'l',
  // Greek drawn like Latin
  α: 'a', β: 'b', ε: 'e', η: 'n', ι: 'l', κ: 'k', ν: 'v', ο: 'o', ρ: 'p', τ: 't', υ: 'u', χ: 'x', ϲ: 'c', ϳ: 'j',
  // Capital I is drawn like l, so every i (dotted, dotless, Turkish İ after folding) joins l
  ı: 'l', i: 'l',
  // Digits that pass for letters
  '0': 'o', '1': 'l', '5': 's', '|': 'l',
  // Separators
  '.': '_', '-': '_', ' ': '_',
};

/** The key two usernames share when they look alike (stored in users.username_key, unique). */
export function usernameKey(name: string): string {
  const folded = name
    .normalize('NFKC')
    .replace(/İ/g, 'i')
    .toLowerCase()
    // Lower-casing İ elsewhere gives i + combining dot above; the dot is no distinction.
    .replace(/\u0307/g, '');
  const letters = [...folded].map((ch) => LOOK_ALIKES[ch] ?? ch).join('');
  return letters.replace(/rn/g, 'm').replace(/vv/g, 'w').replace(/_+/g, '_');
}
