/**
 * Turkish case suffixes for player names, written after an apostrophe as Turkish does for proper names:
 * possessive "Muslera'nın", "Icardi'nin", "Osimhen'in"; dative "Muslera'ya", "Icardi'ye", "Kerem'e";
 * accusative "Muslera'yı", "Kerem'i". The suffix vowel follows the name's last pronounced vowel
 * (a/ı → ı, e/i → i, o/u → u, ö/ü → ü; dative a/e), and a name ending in a vowel takes the buffer
 * letter (n for the possessive, y for the dative and accusative). Proper names keep their last consonant
 * as written (Mehmet'in, not Mehmed'in).
 *
 * Foreign names are judged by their written form with a few pronunciation rules:
 * - accented and foreign letters count as the vowel they sound like (é → e, ø → ö, ä → e, ă → ı);
 * - a final y after a consonant or an e is a vowel i (Rooney'nin, Kelly'ye);
 * - a final e after a doubled consonant or after qu/gu is silent, as in French (Lacazette'in);
 * - Jr./Sr. are read "junior"/"senior" (Vinícius Jr.'un).
 * Limits, by design: other silent letters are not guessed (English "Kane" gives Kane'nin where the press
 * writes Kane'in), nor the front suffixes of a few Arabic-origin names with a back last vowel
 * (Kemal'in, saat'i: here Kemal'ın), nor "-oğlu'na" (here the regular -oğlu'ya).
 */

type VowelClass = 'a' | 'e' | 'o' | 'ö';

/** Every vowel letter the pool's names use, as the Turkish vowel class its sound belongs to. */
const VOWELS: Record<string, VowelClass> = {};
const add = (letters: string, cls: VowelClass) => {
  for (const ch of letters) VOWELS[ch] = cls;
};
add('aâáàãåąăı', 'a'); // back unrounded (ă, like ı, is the Romanian schwa)
add('eéèêëęěäæiîíìïį', 'e'); // front unrounded
add('oóòôõuûúùůų', 'o'); // back rounded
add('öøœőüűǘ', 'ö'); // front rounded

const ABBREVIATIONS: Record<string, string> = { jr: 'junior', sr: 'senior' };

interface Ending {
  cls: VowelClass;
  /** The name ends in a (pronounced) vowel: the suffix takes its buffer letter. */
  vowel: boolean;
}

const cache = new Map<string, Ending>();

function ending(name: string): Ending {
  const cached = cache.get(name);
  if (cached) return cached;
  const words = name.toLowerCase().split(/[\s-]+/).filter(Boolean);
  let word = (words.at(-1) ?? '').replace(/[^\p{L}]/gu, '');
  word = ABBREVIATIONS[word] ?? word;
  // A silent final e (Lacazette, Lemarque) leaves the consonant before it as the sound the name ends on.
  if (/(?:([^aeıioöuü])\1|qu|gu)e$/.test(word)) word = word.slice(0, -1);
  if (/(?:[^aeıioöuü]|e)y$/.test(word)) word = `${word.slice(0, -1)}i`;
  let result: Ending = { cls: 'e', vowel: false };
  // Fall back to the whole name when the last word has no vowel (a lone initial, "Květ" aside).
  for (const text of [word, words.join('')]) {
    const letters = [...text];
    const last = letters.findLastIndex((ch) => VOWELS[ch] !== undefined);
    if (last >= 0) {
      result = { cls: VOWELS[letters[last]], vowel: last === letters.length - 1 };
      break;
    }
  }
  cache.set(name, result);
  return result;
}

const GENITIVE: Record<VowelClass, string> = { a: 'ın', e: 'in', o: 'un', ö: 'ün' };
const ACCUSATIVE: Record<VowelClass, string> = { a: 'ı', e: 'i', o: 'u', ö: 'ü' };
const DATIVE: Record<VowelClass, string> = { a: 'a', e: 'e', o: 'a', ö: 'e' };

/** "Muslera'nın", "Osimhen'in", "Güler'in", "Doué'nin". */
export function possessive(name: string): string {
  const e = ending(name);
  return `${name}'${e.vowel ? 'n' : ''}${GENITIVE[e.cls]}`;
}

/** "Muslera'ya", "Icardi'ye", "Kerem'e", "Salah'a". */
export function dative(name: string): string {
  const e = ending(name);
  return `${name}'${e.vowel ? 'y' : ''}${DATIVE[e.cls]}`;
}

/** "Muslera'yı", "Kerem'i", "Osimhen'i", "Güler'i". */
export function accusative(name: string): string {
  const e = ending(name);
  return `${name}'${e.vowel ? 'y' : ''}${ACCUSATIVE[e.cls]}`;
}
