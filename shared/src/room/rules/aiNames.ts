import type { Random } from '../../match/random';

/** First names of the AI managers: common Turkish names, so a room reads like an evening among friends. */
export const AI_FIRST_NAMES = [
  'Fatih', 'Şenol', 'Mustafa', 'Ersun', 'Rıza', 'Abdullah', 'Hikmet', 'Yılmaz', 'Okan', 'Ertuğrul',
  'Tolunay', 'Ünal', 'Bülent', 'Hamza', 'Oğuz', 'Sadi', 'Kemal', 'Levent', 'Selçuk', 'Emre',
  'Ayşe', 'Zeynep', 'Elif', 'Deniz', 'Cansu', 'Burcu', 'Gülşen', 'Nalan', 'Sevgi', 'Tuba',
] as const;

/** What follows the first name: a title or nickname of the terraces, or a surname. */
export const AI_SECOND_NAMES = [
  'Hoca', 'Usta', 'Kaptan', 'Abi', 'Abla', 'Reis', 'Yılmaz', 'Kaya', 'Demir', 'Şahin',
  'Çelik', 'Aydın', 'Öztürk', 'Arslan', 'Doğan', 'Kılıç', 'Aslan', 'Korkmaz', 'Erdem', 'Yıldız',
] as const;

/** Every name an AI manager can get: 600, far more than the seven a room of eight can need. */
export const AI_NAME_COUNT = AI_FIRST_NAMES.length * AI_SECOND_NAMES.length;

const nameAt = (i: number) => `${AI_FIRST_NAMES[Math.floor(i / AI_SECOND_NAMES.length)]} ${AI_SECOND_NAMES[i % AI_SECOND_NAMES.length]}`;

const words = (name: string) => name.toLocaleLowerCase('tr').split(/[^\p{L}]+/u).filter(Boolean);

/**
 * A seeded name ('Fatih Hoca') that reads like no one in the room: no word of it starts a word of a
 * name or username already there (compared in Turkish lower case), so "Emre Yıldız" never sits beside
 * the human "emre" or "emre92". A random start, then the next such name in the list, so it ends after at
 * most AI_NAME_COUNT looks. Throws only when every name clashes, which a room of 2-8 seats cannot reach.
 */
export function aiManagerName(rng: Random, takenNames: readonly string[]): string {
  const taken = takenNames.flatMap(words);
  const clashes = (name: string) => words(name).some((w) => taken.some((t) => t.startsWith(w) || (t.length >= 3 && w.startsWith(t))));
  const start = rng.int(AI_NAME_COUNT);
  for (let k = 0; k < AI_NAME_COUNT; k++) {
    const name = nameAt((start + k) % AI_NAME_COUNT);
    if (!clashes(name)) return name;
  }
  throw new Error('Every AI manager name is taken');
}
