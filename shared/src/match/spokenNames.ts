import { Name } from './turkishSuffix';

/**
 * The commentary's name of a player (his call name and nationality) or of a side: one immutable `Name`
 * per name, shared by every match, so building a side allocates none and lines naming the same man hold
 * the same object.
 */
const playerNames = new Map<string, Name>();
const namesakes = new Map<string, Name>();
const sideNames = new Map<string, Name>();

/** A player's spoken name: his call name (`callNames.ts`) with his nationality, for the suffixes. */
export function spokenName(call: string, nationality: string | null): Name {
  // A name is nearly always one player's: one lookup, then namesakes of other nationalities by both.
  const first = playerNames.get(call);
  if (first?.nationality === nationality) return first;
  if (!first) {
    const spoken = new Name(call, nationality);
    playerNames.set(call, spoken);
    return spoken;
  }
  const key = `${nationality}|${call}`;
  let spoken = namesakes.get(key);
  if (!spoken) namesakes.set(key, (spoken = new Name(call, nationality)));
  return spoken;
}

/** A side's spoken name (its club's). */
export function sideName(name: string): Name {
  let spoken = sideNames.get(name);
  if (!spoken) sideNames.set(name, (spoken = new Name(name)));
  return spoken;
}
