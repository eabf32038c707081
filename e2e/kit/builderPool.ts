import { foldText } from '@onbir/shared/players/text';
import type { Db } from '../../server/src/db/client';
import { clubs, leagues, players } from '../../server/src/db/schema';
import { bumpPoolVersion } from '../../server/src/modules/players/players.repo';
import { parsePoolFile, POOL_DIR, poolFilesIn } from '../../server/src/modules/players/poolFiles';
import { builderSlots } from '@onbir/shared/builder/formations';
import { encodeSharedSquad } from '@onbir/shared/builder/share';
import type { LineupEntry } from '@onbir/shared/builder/lineup';
import { emptySquad, isBenchKey, type Squad } from '@onbir/shared/builder/squad';

/** A club the builder's browser tests and bench put in the database, with colours its badges are drawn in. */
export interface PoolClub {
  id: number;
  name: string;
  primary: string;
  players: number;
}

const POSITIONS = ['GK', 'RB', 'CB', 'CB', 'LB', 'CDM', 'CM', 'CAM', 'RM', 'LM', 'RW', 'LW', 'ST'];

// Twenty surnames with twenty different initials: a page of a club's players gets as many different
// generated faces as a real squad would.
const SURNAMES = ['Yılmaz', 'Demir', 'Şahin', 'Çelik', 'Aydın', 'Bulut', 'Güneş', 'Kılıç', 'Özdemir', 'Polat', 'Erdem', 'Tekin', 'Uysal', 'Ünal', 'İnce', 'Sarı', 'Vural', 'Işık', 'Hançer', 'Zengin'];

/**
 * Player i of a club: 'Kartal Oyuncu 07 Güneş (7)' (the ' (number)' suffix the builder strips), overall
 * falling with i.
 */
export function poolPlayerName(club: PoolClub, i: number): string {
  return `${club.name.split(' ')[0]} Oyuncu ${String(i + 1).padStart(2, '0')} ${SURNAMES[i % SURNAMES.length]} (${i + 1})`;
}

/**
 * Writes clubs and players straight into the database. Without `imageHost`, no images: faces and crests
 * are the image service's generated badges in the club's colours, so a browser test can find them in a
 * PNG. With it ('127.0.0.1:port' of the stand-in CDN, imageHost.ts), every player has a portrait
 * and every club a crest there, named as Transfermarkt names them.
 */
export async function insertPool(db: Db, pool: PoolClub[], imageHost?: string): Promise<void> {
  await db.insert(leagues).values({ name: 'Süper Lig', country: 'Türkiye', season: '2024-25' }).onConflictDoNothing();
  await db.insert(clubs).values(
    pool.map((c) => ({
      id: c.id,
      name: c.name,
      league: 'Süper Lig',
      primaryColor: c.primary,
      secondaryColor: '#ffffff',
      crestUrl: imageHost ? `http://${imageHost}/images/wappen/head/${c.id}.png` : null,
      source: 'e2e',
      sourceId: String(c.id),
      searchName: foldText(c.name),
    })),
  );
  const rows = pool.flatMap((c) =>
    Array.from({ length: c.players }, (_, i) => {
      const name = poolPlayerName(c, i);
      const r = 90 - (i % 40);
      return {
        id: `e2e-${c.id}-${i}`,
        fullName: name,
        shortName: name,
        positions: [POSITIONS[i % POSITIONS.length]],
        clubId: c.id,
        league: 'Süper Lig',
        overall: r,
        pace: r,
        shooting: r,
        passing: r,
        dribbling: r,
        defending: r,
        physic: r,
        goalkeeping: i % POSITIONS.length === 0 ? r : 20,
        faceUrl: imageHost ? `http://${imageHost}/portrait/header/${c.id}${i}-1700000000.jpg?lm=1` : null,
        source: 'e2e',
        searchName: foldText(name),
      };
    }),
  );
  // Batches keep each statement's parameter count well under PostgreSQL's limit.
  for (let i = 0; i < rows.length; i += 1000) await db.insert(players).values(rows.slice(i, i + 1000));
  // Like every pool write: the servers' pools in memory see the new players at their next request.
  await bumpPoolVersion(db);
}

/** A share link ('/ilk11kur#s=…') of a squad of pool players by id: the page names them through the server. */
export async function squadLink(formation: string, places: Record<string, string>, extra: Partial<Squad> = {}, typed: Record<string, LineupEntry> = {}): Promise<string> {
  const entry = (key: string, id: string) => ({ player_id: id, player_name: id, player_image_url: '', position: '', current_club_id: null, club_name: '', assignedPosition: key });
  const lineup = Object.fromEntries(Object.entries(places).filter(([k]) => !isBenchKey(k)).map(([k, id]) => [k, entry(k, id)]));
  const bench = Object.fromEntries(Object.entries(places).filter(([k]) => isBenchKey(k)).map(([k, id]) => [k, entry(k, id)]));
  return `/ilk11kur#s=${await encodeSharedSquad({ ...emptySquad(formation), lineup: { ...lineup, ...typed }, bench, ...extra })}`;
}

let shipped: ReturnType<typeof parsePoolFile>['players'] | undefined;
/** Every player of the shipped pool (server/data/pool). */
export const shippedPlayers = () => (shipped ??= poolFilesIn(POOL_DIR).flatMap((f) => parsePoolFile(f).players));
/** A shipped player's name as the cards show it. */
export const shippedName = (id: string) => shippedPlayers().find((p) => p.id === id)!.shortName;

/**
 * The players of the shipped pool with the longest short names (as shown on the cards) who can play each
 * slot of `formation`, each once: the hardest eleven to lay out; then `bench` substitutes of the next longest.
 */
export function longestNames(formation: string, count = 11, bench = 0): Record<string, string> {
  const players = shippedPlayers();
  const byLength = [...players].sort((a, b) => b.shortName.length - a.shortName.length || (a.id < b.id ? -1 : 1));
  const taken = new Set<string>();
  const out: Record<string, string> = {};
  for (const slot of builderSlots(formation).slice(0, count)) {
    const p = byLength.find((x) => !taken.has(x.shortName) && x.positions.includes(slot.position));
    if (!p) continue;
    taken.add(p.shortName);
    out[slot.key] = p.id;
  }
  for (const [i, p] of byLength.filter((x) => !taken.has(x.shortName)).slice(0, bench).entries()) out[`SUB-${i}`] = p.id;
  return out;
}
