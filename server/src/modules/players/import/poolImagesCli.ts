// `npm run pool:images [-- <folder with the Transfermarkt files>]`: writes crests and portraits into the
// shipped pool (server/data/pool/*.json) from Transfermarkt's players.csv and clubs.csv (July 2026
// snapshot, ../shared/data by default), and prints the coverage by tier. Run again after a pool update.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readCsvRows } from './csvSource';
import { POOL_DIR, POOL_FILES, poolFilesIn } from '../poolFiles';
import { crestOf, MATCH_TIERS, matchPoolImages, playerKey, portraitOf, type PoolClubRef, type TmClub, type TmPlayer } from '../poolImages';
import { TM_COMPETITIONS } from './leagueMaps';

export const DATA = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../../../shared/data');
const COMPETITION = Object.fromEntries(Object.entries(TM_COMPETITIONS).map(([id, league]) => [league, id]));

type RawStart = [string, string, string, string, number | null, number];
type RawRow = RawStart | [...RawStart, number[]] | [...RawStart, number[] | null, string];
interface RawClub {
  id: number;
  name: string;
  colors: [string, string];
  crest?: string;
  players: RawRow[];
}
export interface RawFile {
  league: string;
  country: string;
  season: string;
  clubs: RawClub[];
}

async function rows<T>(file: string, map: (get: (c: string) => string) => T): Promise<T[]> {
  const out: T[] = [];
  for (const { row } of await readCsvRows(file, () => undefined)) out.push(map((c) => row.get(c)));
  return out;
}

/** A pool file in its own layout: one club a block, one player a line. */
export function formatPoolFile(f: RawFile): string {
  const club = (c: RawClub) => {
    const head = `{ "id": ${c.id}, "name": ${JSON.stringify(c.name)}, "colors": ${JSON.stringify(c.colors)}${c.crest ? `, "crest": ${JSON.stringify(c.crest)}` : ''},`;
    return `    ${head}\n      "players": [\n${c.players.map((p) => `        ${JSON.stringify(p)}`).join(',\n')}\n      ] }`;
  };
  return `{ "league": ${JSON.stringify(f.league)}, "country": ${JSON.stringify(f.country)}, "season": ${JSON.stringify(f.season)},\n  "clubs": [\n${f.clubs.map(club).join(',\n')}\n  ] }\n`;
}

/** A player row with its portrait as the eighth value (the seventh, the face ratings, null when absent). */
function withPortrait(row: RawRow, url: string | null): RawRow {
  const base = row.slice(0, 6) as RawStart;
  const ratings = row[6] ?? null;
  if (!url) return ratings ? [...base, ratings] : base;
  return [...base, ratings, url];
}

/** Transfermarkt's players and clubs files of the July 2026 snapshot, from `dir`. */
export async function readTransfermarkt(dir: string): Promise<{ players: TmPlayer[]; clubs: TmClub[] }> {
  const players = await rows<TmPlayer>(path.join(dir, 'transfermarkt-players-2026-07.csv'), (g) => ({
    player_id: g('player_id'),
    first_name: g('first_name'),
    last_name: g('last_name'),
    name: g('name'),
    last_season: Number(g('last_season')) || 0,
    current_club_id: g('current_club_id'),
    country_of_citizenship: g('country_of_citizenship'),
    image_url: g('image_url'),
  }));
  const clubs = await rows<TmClub>(path.join(dir, 'transfermarkt-clubs-2026-07.csv'), (g) => ({
    club_id: g('club_id'),
    name: g('name'),
    domestic_competition_id: g('domestic_competition_id'),
    last_season: Number(g('last_season')) || 0,
  }));
  return { players, clubs };
}

/** The shipped pool's files with their images as the match gives them (the files' own values replaced). */
export function poolWithImages(files: Array<{ file: string; data: RawFile }>, tm: { players: TmPlayer[]; clubs: TmClub[] }) {
  const pool: PoolClubRef[] = files.flatMap(({ data }) =>
    data.clubs.map((c) => ({ id: c.id, name: c.name, competition: COMPETITION[data.league], players: c.players.map((p) => ({ shortName: p[0], fullName: p[1], nationality: p[3] })) })),
  );
  const match = matchPoolImages(pool, tm.players, tm.clubs);
  const out = files.map(({ file, data }) => ({
    file,
    data: {
      ...data,
      clubs: data.clubs.map((club) => {
        const tmClub = match.clubs.get(club.id);
        const players = club.players.map((row) => {
          const found = match.players.get(playerKey(club.id, row[1]));
          return withPortrait(row, found ? portraitOf(found.tm) : null);
        });
        return { ...club, ...(tmClub ? { crest: crestOf(tmClub) } : { crest: undefined }), players };
      }),
    },
  }));
  return { pool, match, files: out };
}

export const readPoolFiles = () => poolFilesIn(POOL_DIR).map((file) => ({ file, data: JSON.parse(fs.readFileSync(file, 'utf8')) as RawFile }));

async function main() {
  const { pool, match, files } = poolWithImages(readPoolFiles(), await readTransfermarkt(path.resolve(process.argv[2] ?? DATA)));
  const total = pool.reduce((n, c) => n + c.players.length, 0);
  let cumulative = 0;
  console.log(`Kulüpler: ${match.clubs.size}/${pool.length}`);
  for (const tier of MATCH_TIERS) {
    cumulative += [...match.players.values()].filter((m) => m.tier === tier).length;
    console.log(`  + ${tier}: ${cumulative} (${((100 * cumulative) / total).toFixed(1)}%)`);
  }
  let portraits = 0;
  for (const { file, data } of files) {
    portraits += data.clubs.reduce((n, c) => n + c.players.filter((p) => p.length === 8).length, 0);
    fs.writeFileSync(file, formatPoolFile(data));
    console.log(`${path.basename(file)} (${POOL_FILES[path.basename(file, '.json')]}) yazıldı.`);
  }
  console.log(`Portreli oyuncu: ${portraits}/${total} (${((100 * portraits) / total).toFixed(1)}%)`);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  main().catch((err: Error) => {
    console.error(err.message);
    process.exit(1);
  });
}
