/**
 * Turkish case suffixes for player names, written after an apostrophe as Turkish does for proper names:
 * possessive "Muslera'nın", "Icardi'nin", "Osimhen'in"; dative "Muslera'ya", "Icardi'ye", "Kerem'e";
 * accusative "Muslera'yı", "Kerem'i"; locative "Salah'ta", "Kerem'de"; ablative "Salah'tan". The suffix
 * vowel follows the name's last pronounced vowel (a/ı → ı, e/i → i, o/u → u, ö/ü → ü; dative and locative
 * a/e), a name ending in a vowel takes the buffer letter (n for the possessive, y for the dative and
 * accusative), and the locative's d hardens to t after a voiceless consonant (f s t k ç ş h p). Proper
 * names keep their last consonant as written (Mehmet'in, not Mehmed'in).
 *
 * Foreign names are judged by how they sound, as the Turkish press writes them:
 * - accented and foreign letters count as the vowel they sound like (é → e, ø → ö, ä → e, ă → ı);
 * - a final y after a consonant or an e is a vowel i (Rooney'nin, Kelly'ye);
 * - a final e after a doubled consonant or after qu/gu is silent, as in French (Lacazette'in);
 * - Jr./Sr. are read "junior"/"senior" (Vinícius Jr.'un);
 * - names of English-speaking players (by nationality, `Name`): a final e after one vowel and one
 *   consonant is silent and the vowel is long, as English says it (White'a, Rice'ın, Kane'in, Pope'un),
 *   and an unstressed final -er/-or is an ı (Palmer'a, Walker'ın, Taylor'ın);
 * - `SPOKEN` lists the names whose letters mislead either way (Ogbene'nin: Nigerian, the e is spoken);
 * - a last word in capitals (a side's FK, SK, PSV, AZ) is read as its letters are said, "fe-ka":
 *   FK'nın, PSV'nin, AZ'ye, AEK'nın; one that reads as a word as that word (UEFA'nın, PAOK'un), and a
 *   Roman numeral as its number (Willem II'nin).
 * Limits, by design: the front suffixes of a few Arabic-origin names with a back last vowel are not
 * guessed (Kemal'in, saat'i: here Kemal'ın), nor "-oğlu'na" (here the regular -oğlu'ya).
 */

import type { Spoken } from './lineCodes';

/** A name with what its pronunciation depends on: the commentary passes these, `${name}` prints the name. */
export class Name implements Spoken {
  constructor(
    readonly text: string,
    readonly nationality: string | null = null,
  ) {}

  toString(): string {
    return this.text;
  }
}

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
  /** It ends in a voiceless consonant: the locative is 'ta/'te, not 'da/'de. */
  hard: boolean;
}

/** Nationalities whose players' names are read the English way. */
const ENGLISH_SPEAKING = new Set(['England', 'Scotland', 'Wales', 'Northern Ireland', 'Republic of Ireland', 'Ireland', 'United States', 'Canada', 'Australia', 'New Zealand', 'Jamaica']);

/**
 * Last words whose sound the spelling rules get wrong, as the press writes them: English-speaking players
 * of Nigerian or Italian families speak the final e; English Rowe ends on the vowel o.
 */
const SPOKEN: Record<string, Ending> = {
  ogbene: { cls: 'e', vowel: true, hard: false },
  omobamidele: { cls: 'e', vowel: true, hard: false },
  ebosele: { cls: 'e', vowel: true, hard: false },
  mebude: { cls: 'e', vowel: true, hard: false },
  rowe: { cls: 'o', vowel: true, hard: false },
};

/** English long vowels before a silent e: Kane (ey), White (ay), Pope (o), Jude (u), Pete (i). */
const ENGLISH_LONG: Record<string, VowelClass> = { a: 'e', e: 'e', i: 'a', y: 'a', o: 'o', u: 'o' };
const VOICELESS = new Set(['f', 's', 't', 'k', 'ç', 'ş', 'h', 'p', 'x', 'c', 'q']);

const cache = new Map<string, Ending>();

function ending(name: string, nationality: string | null): Ending {
  const key = nationality ? `${name}|${nationality}` : name;
  const cached = cache.get(key);
  if (cached) return cached;
  const result = read(name, nationality !== null && ENGLISH_SPEAKING.has(nationality));
  cache.set(key, result);
  return result;
}

/** The sound each capital letter's Turkish name ends on, as an initialism is read: "fe-ka", "pe-se-ve", "a-ze". */
const LETTER_ENDS: Record<string, Ending> = {};
for (const ch of 'BCÇDFGĞHJLMNPRSŞTVWYZ') LETTER_ENDS[ch] = { cls: 'e', vowel: true, hard: false };
for (const [ch, cls] of [['A', 'a'], ['I', 'a'], ['K', 'a'], ['E', 'e'], ['İ', 'e'], ['O', 'o'], ['U', 'o'], ['Ö', 'ö'], ['Ü', 'ö'], ['Q', 'ö']] as const) {
  LETTER_ENDS[ch] = { cls, vowel: true, hard: false };
}
LETTER_ENDS.X = { cls: 'e', vowel: false, hard: true };
/** Roman numerals after a side's name are read as Turkish numbers (Willem II: "iki"). */
const NUMERALS: Record<string, Ending> = {
  II: { cls: 'e', vowel: true, hard: false },
  III: { cls: 'ö', vowel: false, hard: true },
  IV: { cls: 'ö', vowel: false, hard: true },
};
const CAPITAL_VOWEL = /[AEIİOÖUÜ]/;

/**
 * The ending of a last word in capitals: a Roman numeral as its number, an initialism by its last letter's
 * name (FK'nın, PSV'nin, AZ'ye, AEK'nın), null for one read as a word (UEFA'nın, PAOK'un, NEC'in): four or
 * more letters with a vowel and no three consonants running, or consonant-vowel-consonant.
 */
function initialism(word: string): Ending | null {
  if (NUMERALS[word]) return NUMERALS[word];
  const shape = [...word].map((ch) => (CAPITAL_VOWEL.test(ch) ? 'v' : 'c')).join('');
  const spoken = shape.length >= 4 ? shape.includes('v') && !shape.includes('ccc') : shape === 'cvc';
  return spoken ? null : LETTER_ENDS[word.at(-1)!] ?? { cls: 'e', vowel: true, hard: false };
}

function read(name: string, english: boolean): Ending {
  const capitals = (name.split(/[\s-]+/).filter(Boolean).at(-1) ?? '').replace(/[^\p{L}]/gu, '');
  if (/^\p{Lu}{2,}$/u.test(capitals)) {
    const letters = initialism(capitals);
    if (letters) return letters;
  }
  const words = name.toLocaleLowerCase(english ? 'en' : 'tr').split(/[\s-]+/).filter(Boolean);
  let word = (words.at(-1) ?? '').replace(/[^\p{L}]/gu, '');
  word = ABBREVIATIONS[word] ?? word;
  if (SPOKEN[word]) return SPOKEN[word];
  if (english) {
    // Magic e: one vowel, one consonant, a silent e (White, Rice, Kane, Pope, Ramsdale; Stones, Jones).
    const magic = /(?:^|[^aeiouy])([aeiouy])([^aeiouyw])e(s?)$/.exec(word);
    if (magic) return { cls: ENGLISH_LONG[magic[1]], vowel: false, hard: !magic[3] && VOICELESS.has(magic[2]) };
    if (/[^aeiouy](?:er|or)$/.test(word)) return { cls: 'a', vowel: false, hard: false };
  }
  // A silent final e (Lacazette, Lemarque) leaves the consonant before it as the sound the name ends on.
  if (/(?:([^aeıioöuü])\1|qu|gu)e$/.test(word)) word = word.slice(0, -1);
  if (/(?:[^aeıioöuü]|e)y$/.test(word)) word = `${word.slice(0, -1)}i`;
  const hard = VOICELESS.has(word.at(-1) ?? '') || /(?:ch|sh|th)$/.test(word);
  // Fall back to the whole name when the last word has no vowel (a lone initial, "Květ" aside).
  for (const text of [word, words.join('')]) {
    const letters = [...text];
    const last = letters.findLastIndex((ch) => VOWELS[ch] !== undefined);
    if (last >= 0) return { cls: VOWELS[letters[last]], vowel: last === letters.length - 1, hard };
  }
  return { cls: 'e', vowel: false, hard };
}

const GENITIVE: Record<VowelClass, string> = { a: 'ın', e: 'in', o: 'un', ö: 'ün' };
const ACCUSATIVE: Record<VowelClass, string> = { a: 'ı', e: 'i', o: 'u', ö: 'ü' };
const DATIVE: Record<VowelClass, string> = { a: 'a', e: 'e', o: 'a', ö: 'e' };

const endingOf = (n: string | Spoken) => (typeof n === 'string' ? ending(n, null) : ending(n.text, n.nationality));
const text = (n: string | Spoken) => (typeof n === 'string' ? n : n.text);

/** "Muslera'nın", "Osimhen'in", "Güler'in", "Doué'nin", "Kane'in". */
export function possessive(name: string | Spoken): string {
  const e = endingOf(name);
  return `${text(name)}'${e.vowel ? 'n' : ''}${GENITIVE[e.cls]}`;
}

/** "Muslera'ya", "Icardi'ye", "Kerem'e", "Salah'a", "White'a", "Palmer'a". */
export function dative(name: string | Spoken): string {
  const e = endingOf(name);
  return `${text(name)}'${e.vowel ? 'y' : ''}${DATIVE[e.cls]}`;
}

/** "Muslera'yı", "Kerem'i", "Osimhen'i", "Güler'i". */
export function accusative(name: string | Spoken): string {
  const e = endingOf(name);
  return `${text(name)}'${e.vowel ? 'y' : ''}${ACCUSATIVE[e.cls]}`;
}

/** "Salah'ta", "Muslera'da", "Kerem'de", "Rice'ta": where the ball is. */
export function locative(name: string | Spoken): string {
  const e = endingOf(name);
  return `${text(name)}'${e.hard ? 't' : 'd'}${DATIVE[e.cls]}`;
}

/** "Salah'tan", "Muslera'dan", "Güler'den": whom the ball is won from. */
export function ablative(name: string | Spoken): string {
  return `${locative(name)}n`;
}
