import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ablative, accusative, dative, locative, Name, possessive } from './turkishSuffix';

/** The bundled player pool (in the repository): the names below are checked to be real pool names. */
const poolDir = fileURLToPath(new URL('../../../server/data/pool/', import.meta.url));
const poolNames = new Set(
  readdirSync(poolDir)
    .filter((f) => f.endsWith('.json'))
    .flatMap((f) => (JSON.parse(readFileSync(poolDir + f, 'utf8')) as { clubs: Array<{ players: string[][] }> }).clubs)
    .flatMap((c) => c.players.map((p) => p[0])),
);

/** [pool name, possessive, dative], written by hand as a Turkish sports page would. */
const CASES: Array<[string, string, string]> = [
  ['F. Muslera', "F. Muslera'nın", "F. Muslera'ya"],
  ['M. Icardi', "M. Icardi'nin", "M. Icardi'ye"],
  ['V. Osimhen', "V. Osimhen'in", "V. Osimhen'e"],
  ['D. Mertens', "D. Mertens'in", "D. Mertens'e"],
  ['L. Torreira', "L. Torreira'nın", "L. Torreira'ya"],
  ['A. Güler', "A. Güler'in", "A. Güler'e"],
  ['H. Çalhanoğlu', "H. Çalhanoğlu'nun", "H. Çalhanoğlu'ya"],
  ['K. Mbappé', "K. Mbappé'nin", "K. Mbappé'ye"],
  ['M. Salah', "M. Salah'ın", "M. Salah'a"],
  ['E. Haaland', "E. Haaland'ın", "E. Haaland'a"],
  ['B. Saka', "B. Saka'nın", "B. Saka'ya"],
  ['A. Lacazette', "A. Lacazette'in", "A. Lacazette'e"],
  ['P. Dybala', "P. Dybala'nın", "P. Dybala'ya"],
  ['R. Lukaku', "R. Lukaku'nun", "R. Lukaku'ya"],
  ['M. Ødegaard', "M. Ødegaard'ın", "M. Ødegaard'a"],
  ['A. Griezmann', "A. Griezmann'ın", "A. Griezmann'a"],
  ['D. Doué', "D. Doué'nin", "D. Doué'ye"],
  ['E. Džeko', "E. Džeko'nun", "E. Džeko'ya"],
  ['Cengiz Ünder', "Cengiz Ünder'in", "Cengiz Ünder'e"],
  ['E. Ünal', "E. Ünal'ın", "E. Ünal'a"],
  ['Ç. Söyüncü', "Ç. Söyüncü'nün", "Ç. Söyüncü'ye"],
  ['Barış Alper Yılmaz', "Barış Alper Yılmaz'ın", "Barış Alper Yılmaz'a"],
  ['T. Müller', "T. Müller'in", "T. Müller'e"],
  ['J. Kimmich', "J. Kimmich'in", "J. Kimmich'e"],
  ['S. Gnabry', "S. Gnabry'nin", "S. Gnabry'ye"],
  ['J. Musiala', "J. Musiala'nın", "J. Musiala'ya"],
  ['T. Martínez', "T. Martínez'in", "T. Martínez'e"],
  ['W. Szczęsny', "W. Szczęsny'nin", "W. Szczęsny'ye"],
  ['İ. Gündoğan', "İ. Gündoğan'ın", "İ. Gündoğan'a"],
  ['W. Zaha', "W. Zaha'nın", "W. Zaha'ya"],
  ['Fred', "Fred'in", "Fred'e"],
  ['A. Onana', "A. Onana'nın", "A. Onana'ya"],
  ['L. Sané', "L. Sané'nin", "L. Sané'ye"],
  ['D. Tadić', "D. Tadić'in", "D. Tadić'e"],
  ['Alisson', "Alisson'un", "Alisson'a"],
  ['A. Mac Allister', "A. Mac Allister'in", "A. Mac Allister'e"],
  ['K. De Bruyne', "K. De Bruyne'nin", "K. De Bruyne'ye"],
  ['A. Rüdiger', "A. Rüdiger'in", "A. Rüdiger'e"],
  ['L. Kelly', "L. Kelly'nin", "L. Kelly'ye"],
  ['J. Frimpong', "J. Frimpong'un", "J. Frimpong'a"],
  ['G. Xhaka', "G. Xhaka'nın", "G. Xhaka'ya"],
  ['F. Wirtz', "F. Wirtz'in", "F. Wirtz'e"],
  ['A. Hakimi', "A. Hakimi'nin", "A. Hakimi'ye"],
  ['O. Dembélé', "O. Dembélé'nin", "O. Dembélé'ye"],
  ['R. Lewandowski', "R. Lewandowski'nin", "R. Lewandowski'ye"],
  ['Pedri', "Pedri'nin", "Pedri'ye"],
  ['Vinícius Jr.', "Vinícius Jr.'un", "Vinícius Jr.'a"],
  ['R. Květ', "R. Květ'in", "R. Květ'e"],
  ['M. Škriniar', "M. Škriniar'ın", "M. Škriniar'a"],
  ['I. Koné', "I. Koné'nin", "I. Koné'ye"],
  ['Abdülkadir Ömür', "Abdülkadir Ömür'ün", "Abdülkadir Ömür'e"],
  ['Kaan Ayhan', "Kaan Ayhan'ın", "Kaan Ayhan'a"],
  ['Berkan Kutlu', "Berkan Kutlu'nun", "Berkan Kutlu'ya"],
  ['Metehan Baltacı', "Metehan Baltacı'nın", "Metehan Baltacı'ya"],
  ['R. Leão', "R. Leão'nun", "R. Leão'ya"],
  ['R. Araújo', "R. Araújo'nun", "R. Araújo'ya"],
  ['J. Bellingham', "J. Bellingham'ın", "J. Bellingham'a"],
  ['D. Szoboszlai', "D. Szoboszlai'nin", "D. Szoboszlai'ye"],
  ['J. Zirkzee', "J. Zirkzee'nin", "J. Zirkzee'ye"],
  ['O. Højlund', "O. Højlund'un", "O. Højlund'a"],
  ['S. Guirassy', "S. Guirassy'nin", "S. Guirassy'ye"],
];

describe('Turkish suffixes of player names', () => {
  it('uses at least 50 real names of the bundled pool', () => {
    expect(CASES.length).toBeGreaterThanOrEqual(50);
    for (const [name] of CASES) expect(poolNames, name).toContain(name);
  });

  it.each(CASES)('%s: possessive and dative follow the last pronounced vowel', (name, gen, dat) => {
    expect(possessive(name)).toBe(gen);
    expect(dative(name)).toBe(dat);
  });

  it('builds the accusative the same way', () => {
    expect(accusative('F. Muslera')).toBe("F. Muslera'yı");
    expect(accusative('V. Osimhen')).toBe("V. Osimhen'i");
    expect(accusative('R. Lukaku')).toBe("R. Lukaku'yu");
    expect(accusative('Ç. Söyüncü')).toBe("Ç. Söyüncü'yü");
    expect(accusative('M. Salah')).toBe("M. Salah'ı");
    expect(accusative('J. Frimpong')).toBe("J. Frimpong'u");
  });

  it('gives every pool name a well-formed suffix, with the buffer letter exactly when the name ends in a vowel', () => {
    expect(poolNames.size).toBeGreaterThan(1000);
    for (const name of poolNames) {
      const gen = possessive(name).slice(name.length);
      const dat = dative(name).slice(name.length);
      expect(gen, name).toMatch(/^'n?(ın|in|un|ün)$/);
      expect(dat, name).toMatch(/^'y?(a|e)$/);
      expect(gen.startsWith("'n"), name).toBe(dat.startsWith("'y"));
      // Back vowels pair with a, front vowels with e.
      expect(/ın|un/.test(gen), name).toBe(dat.endsWith('a'));
    }
  });

  it('takes Turkish names as written: no consonant softening, dotted and dotless i kept apart', () => {
    expect(possessive('Mehmet')).toBe("Mehmet'in");
    expect(dative('Burak')).toBe("Burak'a");
    expect(possessive('Barış')).toBe("Barış'ın");
    expect(possessive('İsmail')).toBe("İsmail'in");
    expect(possessive('Oğuz Aydın')).toBe("Oğuz Aydın'ın");
    expect(dative('Rooney')).toBe("Rooney'ye");
  });
});

/**
 * [pool name, nationality in the pool, possessive, dative, locative] as the Turkish press writes them:
 * English-speaking players by how English says the name (silent e, -er), and the exceptions (players of
 * Nigerian families with a spoken final e, Rowe ending on a vowel) beside names the rules leave alone.
 */
const SPOKEN_CASES: Array<[string, string, string, string, string]> = [
  ['B. White', 'England', "White'ın", "White'a", "White'ta"],
  ['M. Gibbs-White', 'England', "Gibbs-White'ın", "Gibbs-White'a", "Gibbs-White'ta"],
  ['C. Palmer', 'England', "Palmer'ın", "Palmer'a", "Palmer'da"],
  ['K. Walker', 'England', "Walker'ın", "Walker'a", "Walker'da"],
  ['D. Rice', 'England', "Rice'ın", "Rice'a", "Rice'ta"],
  ['H. Kane', 'England', "Kane'in", "Kane'e", "Kane'de"],
  ['N. Pope', 'England', "Pope'un", "Pope'a", "Pope'ta"],
  ['A. Ramsdale', 'England', "Ramsdale'in", "Ramsdale'e", "Ramsdale'de"],
  ['I. Price', 'Northern Ireland', "Price'ın", "Price'a", "Price'ta"],
  ['J. Irvine', 'Australia', "Irvine'ın", "Irvine'a", "Irvine'da"],
  ['E. Smith Rowe', 'England', "Smith Rowe'nun", "Smith Rowe'ya", "Smith Rowe'da"],
  ['C. Ogbene', 'Ireland', "Ogbene'nin", "Ogbene'ye", "Ogbene'de"],
  ['F. Ebosele', 'Ireland', "Ebosele'nin", "Ebosele'ye", "Ebosele'de"],
  ['A. Mebude', 'Scotland', "Mebude'nin", "Mebude'ye", "Mebude'de"],
  ['M. Salah', 'Egypt', "Salah'ın", "Salah'a", "Salah'ta"],
  ['C. Immobile', 'Italy', "Immobile'nin", "Immobile'ye", "Immobile'de"],
  ['Koke', 'Spain', "Koke'nin", "Koke'ye", "Koke'de"],
  ['T. Ndombele', 'France', "Ndombele'nin", "Ndombele'ye", "Ndombele'de"],
  ['F. Muslera', 'Uruguay', "Muslera'nın", "Muslera'ya", "Muslera'da"],
  ['J. Kimmich', 'Germany', "Kimmich'in", "Kimmich'e", "Kimmich'te"],
  ['E. Haaland', 'Norway', "Haaland'ın", "Haaland'a", "Haaland'da"],
  ['B. Saka', 'England', "Saka'nın", "Saka'ya", "Saka'da"],
  ['J. Bellingham', 'England', "Bellingham'ın", "Bellingham'a", "Bellingham'da"],
];

describe('names read the way the press says them', () => {
  it.each(SPOKEN_CASES)('%s (%s)', (poolName, nationality, gen, dat, loc) => {
    expect(poolNames, poolName).toContain(poolName);
    // The commentary calls a player by his surname: "Salah'ta", not "M. Salah oyuncusunda".
    const surname = new Name(poolName.replace(/^(?:\p{Lu}\.\s*)+/u, ''), nationality);
    expect([possessive(surname), dative(surname), locative(surname)]).toEqual([gen, dat, loc]);
  });

  it('hardens the locative and the ablative after a voiceless consonant', () => {
    expect(locative('Kerem')).toBe("Kerem'de");
    expect(locative('Mehmet')).toBe("Mehmet'te");
    expect(ablative('M. Salah')).toBe("M. Salah'tan");
    expect(ablative('F. Muslera')).toBe("F. Muslera'dan");
    expect(ablative('A. Güler')).toBe("A. Güler'den");
    expect(locative('T. Müller')).toBe("T. Müller'de");
  });

  it('leaves a non-English player with the same letters to the general rules', () => {
    expect(dative(new Name('White', 'Netherlands'))).toBe("White'ye");
    expect(dative(new Name('Palmer', 'Germany'))).toBe("Palmer'e");
    expect(`${new Name('White', 'England')}`).toBe('White');
  });
});

/**
 * [side name, possessive, dative, locative]: an abbreviation or initialism is read as its letters are
 * said (FK "fe-ka", PSV "pe-se-ve", AZ "a-ze", AEK "a-e-ka"), one that reads as a word as that word.
 */
const ABBREVIATED: Array<[string, string, string, string]> = [
  ['Kapadokya FK', "Kapadokya FK'nın", "Kapadokya FK'ya", "Kapadokya FK'da"],
  ['PSV', "PSV'nin", "PSV'ye", "PSV'de"],
  ['AZ', "AZ'nin", "AZ'ye", "AZ'de"],
  ['Galatasaray SK', "Galatasaray SK'nın", "Galatasaray SK'ya", "Galatasaray SK'da"],
  ['Ankara BB', "Ankara BB'nin", "Ankara BB'ye", "Ankara BB'de"],
  ['AEK', "AEK'nın", "AEK'ya", "AEK'da"],
  ['Beşiktaş JK', "Beşiktaş JK'nın", "Beşiktaş JK'ya", "Beşiktaş JK'da"],
  ['Lille OSC', "Lille OSC'nin", "Lille OSC'ye", "Lille OSC'de"],
  ['CSKA', "CSKA'nın", "CSKA'ya", "CSKA'da"],
  ['Brugge KV', "Brugge KV'nin", "Brugge KV'ye", "Brugge KV'de"],
  ['PAOK', "PAOK'un", "PAOK'a", "PAOK'ta"],
  ['LASK', "LASK'ın", "LASK'a", "LASK'ta"],
  ['UEFA', "UEFA'nın", "UEFA'ya", "UEFA'da"],
  ['NEC', "NEC'in", "NEC'e", "NEC'te"],
  ['Willem II', "Willem II'nin", "Willem II'ye", "Willem II'de"],
  ['Gaziantep FK', "Gaziantep FK'nın", "Gaziantep FK'ya", "Gaziantep FK'da"],
];

describe('abbreviations and initialisms, read as they are said', () => {
  it.each(ABBREVIATED)('%s', (name, gen, dat, loc) => {
    expect([possessive(name), dative(name), locative(name)]).toEqual([gen, dat, loc]);
  });

  it('reads them the same inside a side name spoken as a Name, and leaves mixed-case words to the usual rules', () => {
    expect(possessive(new Name('Kapadokya FK'))).toBe("Kapadokya FK'nın");
    expect(accusative('PSV')).toBe("PSV'yi");
    expect(possessive('Vinícius Jr.')).toBe("Vinícius Jr.'un");
    expect(possessive('VfB Stuttgart')).toBe("VfB Stuttgart'ın");
  });
});
