import { Random } from '../../match/random';

/**
 * The generator for one decision of a room (an AI's name, think time and pick, a new id): seeded by the
 * room id and a number (the pick, or the room's version), FNV-1a, so every server process, and a retry
 * after a concurrent change, decides the same; no seed needs storing.
 */
export function roomRandom(roomId: string, n: number): Random {
  let h = 0x811c9dc5;
  for (const ch of `${roomId}#${n}`) h = Math.imul(h ^ ch.codePointAt(0)!, 0x01000193);
  return new Random(h >>> 0);
}

const hex = (rng: Random, digits: number) => Array.from({ length: digits }, () => rng.int(16).toString(16)).join('');

/** A version-4-shaped id from the generator (new seats' accounts, new fixtures, the rematch room). */
export function seededUuid(rng: Random): string {
  return `${hex(rng, 8)}-${hex(rng, 4)}-4${hex(rng, 3)}-${(8 + rng.int(4)).toString(16)}${hex(rng, 3)}-${hex(rng, 12)}`;
}
