/**
 * English grammar the commentary needs where a name or a number goes into a sentence: the indefinite
 * article by sound, counted nouns, and the possessive of names.
 */

/** Vowel letters that start with a consonant sound (a university, a one-two, a European, a U-turn). */
const YOU_OR_WON = /^(?:uni|use|usu|uti|ure|uga|uka|eu|ewe|one|once|u-|u\b)/i;
/** Consonant letters read as a vowel: a silent h (an hour, an honest). */
const SILENT_H = /^(?:hour|honest|honou?r|heir)/i;
/** Short capitals read letter by letter whose name starts with a vowel sound (an FA Cup, an MLS side, an xG of 0.4; not a MEHMET). */
const VOWEL_LETTER = /^(?:[AEFHILMNORSX](?:[A-Z]{1,3}|\d)(?![A-Za-z])|x[A-Z])/;

/**
 * "a" or "an" before a word, by how it sounds: an attacking approach, a 4-3-3, an 8-2 win, an 11-man
 * side, an 18-yard box, a united front, an hour, an FA Cup tie.
 */
export function indefinite(word: string): 'a' | 'an' {
  const w = word.trim();
  if (/^\d/.test(w)) return /^(?:8|1[18](?:\d{2})?(?!\d))/.test(w) ? 'an' : 'a';
  if (VOWEL_LETTER.test(w)) return 'an';
  if (SILENT_H.test(w)) return 'an';
  if (YOU_OR_WON.test(w)) return 'a';
  // Accented vowels too: an Ümraniye defender, an Özil pass, an İstanbul side.
  return /^[aeiouàáâäãåæéèêëíìîïıİóòôöõøœúùûü]/i.test(w) ? 'an' : 'a';
}

/** The word with its indefinite article: "a 4-3-3", "an Arsenal". */
export const withArticle = (word: string) => `${indefinite(word)} ${word}`;

const SMALL = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];
const pluralRules = new Intl.PluralRules('en');

/** A count of a noun as prose writes it: "one goal", "two goals", "12 goals" (words up to nine). */
export function counted(n: number, one: string, other = `${one}s`): string {
  const number = Number.isInteger(n) && n >= 0 && n < SMALL.length ? SMALL[n] : String(n);
  return `${number} ${pluralRules.select(n) === 'one' ? one : other}`;
}

/** A name's possessive: "Salah's", "Kartallar's"; after a final s only the apostrophe, as the sports press writes it ("Jones'"). */
export function possessiveOf(name: string): string {
  return /s$/i.test(name) ? `${name}'` : `${name}'s`;
}
