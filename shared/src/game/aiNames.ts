import type { Random } from '../match/random';

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

/**
 * A seeded name ('Fatih Hoca') no one in the room has (compared case-insensitively, Turkish casing):
 * a random start, then the next free name in the list, so it ends after at most AI_NAME_COUNT looks.
 * Throws only when every name is taken, which a room of 2-8 seats cannot reach.
 */
export function aiManagerName(rng: Random, takenNames: readonly string[]): string {
  const taken = new Set(takenNames.map((n) => n.trim().toLocaleLowerCase('tr')));
  const start = rng.int(AI_NAME_COUNT);
  for (let k = 0; k < AI_NAME_COUNT; k++) {
    const name = nameAt((start + k) % AI_NAME_COUNT);
    if (!taken.has(name.toLocaleLowerCase('tr'))) return name;
  }
  throw new Error('Every AI manager name is taken');
}
