import type { Random } from '../../match/random';
import { clubNameKey, type Club } from './club';
import { colorDistance } from './clubColors';

/** Where an AI manager's club comes from: regions, mountains and rivers of Turkey, none a real club's name. */
export const AI_CLUB_PLACES = [
  'Ege', 'Boğaziçi', 'Anadolu', 'Karadeniz', 'Toros', 'Kapadokya', 'Marmara', 'Fırat',
  'Dicle', 'Akdeniz', 'Trakya', 'Uludağ', 'Erciyes', 'Kaçkar', 'Munzur', 'Nemrut',
] as const;

/** What follows the place, as Turkish clubs are named. */
export const AI_CLUB_KINDS = ['Spor', 'FK', 'Gençlik', 'İdman Yurdu', 'Gücü', 'Yıldızları', 'Kartalları', 'Belediyespor'] as const;

/** Kits that read at a glance (primary, secondary), all passing the club rule's distance. */
export const AI_CLUB_KITS: ReadonlyArray<[string, string]> = [
  ['#c8102e', '#ffffff'],
  ['#0b3d91', '#ffd100'],
  ['#006a4e', '#ffffff'],
  ['#111111', '#ffffff'],
  ['#6a1b9a', '#ffffff'],
  ['#f57c00', '#111111'],
  ['#7b1e3a', '#87ceeb'],
  ['#1e88e5', '#ffffff'],
  ['#ffd100', '#c8102e'],
  ['#00843d', '#ffd100'],
  ['#ffffff', '#0b3d91'],
  ['#5d4037', '#ffcc80'],
];

/** Kits whose first colours are closer than this are too alike for two teams of one room. */
const KIT_CLASH = 35;

/**
 * A generated club for an AI manager: a seeded name no team of the room has (a random start, then the
 * next free one) and a seeded kit whose first colour stands apart from the other teams' (the first such
 * kit from a random start, else any). Pure: the same generator and room give the same club.
 */
export function aiClub(rng: Random, takenNames: readonly string[], takenColors: readonly string[]): Club {
  const taken = new Set(takenNames.map(clubNameKey));
  const count = AI_CLUB_PLACES.length * AI_CLUB_KINDS.length;
  const start = rng.int(count);
  let name = '';
  for (let k = 0; k < count && !name; k++) {
    const i = (start + k) % count;
    const candidate = `${AI_CLUB_PLACES[Math.floor(i / AI_CLUB_KINDS.length)]} ${AI_CLUB_KINDS[i % AI_CLUB_KINDS.length]}`;
    if (!taken.has(clubNameKey(candidate))) name = candidate;
  }
  const first = rng.int(AI_CLUB_KITS.length);
  const kits = AI_CLUB_KITS.map((_, k) => AI_CLUB_KITS[(first + k) % AI_CLUB_KITS.length]);
  const kit = kits.find(([primary]) => takenColors.every((c) => colorDistance(primary, c) >= KIT_CLASH)) ?? kits[0];
  // A room of eight cannot use up 128 names; the fallback keeps the function total.
  return { name: name || `${AI_CLUB_PLACES[0]} ${start}`, colors: [kit[0], kit[1]] };
}
