import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { LEAGUES } from '@onbir/shared/players/types';
import { parsePositions, withNaturalAlternates } from '@onbir/shared/players/positions';
import { FACE_KEYS, deriveFaceRatings, deriveGoalkeeping } from '@onbir/shared/players/ratings';
import { slugify } from '@onbir/shared/players/text';
import type { ClubRecord, LeagueRecord, PlayerRecord } from './poolWriter';

/** The shipped default pool: one JSON file per league (see docs/player-data.md for the format). */
export const POOL_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../data/pool');

export const POOL_FILES: Record<string, (typeof LEAGUES)[number]> = {
  'premier-league': 'Premier League',
  'la-liga': 'La Liga',
  'serie-a': 'Serie A',
  bundesliga: 'Bundesliga',
  'ligue-1': 'Ligue 1',
  'super-lig': 'Süper Lig',
  eredivisie: 'Eredivisie',
  'pro-league': '1A Pro League',
};

const rating = z.number().int().min(1).max(99);
const color = z.string().regex(/^#[0-9a-fA-F]{6}$/);
const imageUrl = z.url({ protocol: /^https$/ });
const rowStart = [z.string().min(1), z.string().min(1), z.string().min(1), z.string(), z.number().int().min(0).max(99).nullable(), rating] as const;
// [short, full, positions, nationality, shirt, overall, face ratings?, portrait?]: the ratings are null
// when a row has a portrait but no ratings of its own.
const playerRow = z.union([
  z.tuple([...rowStart]),
  z.tuple([...rowStart, z.array(rating).length(6)]),
  z.tuple([...rowStart, z.array(rating).length(6).nullable(), imageUrl]),
]);
const poolFile = z.object({
  league: z.enum(LEAGUES),
  country: z.string().min(1),
  season: z.string().min(1),
  clubs: z.array(
    z.object({
      id: z.number().int().positive().max(9999),
      name: z.string().min(1),
      colors: z.tuple([color, color]),
      crest: imageUrl.optional(),
      players: z.array(playerRow),
    }),
  ),
});

export interface PoolLeague {
  league: LeagueRecord;
  clubs: ClubRecord[];
  players: PlayerRecord[];
}

/** Stable pool id: the club and the slug of the full name ('pool-7-erling-braut-haaland'). */
export const poolPlayerId = (clubId: number, fullName: string) => `pool-${clubId}-${slugify(fullName)}`;

/** Parses one league file into records; throws an Error naming the file and the first bad value. */
export function parsePoolFile(file: string): PoolLeague {
  let json: unknown;
  try {
    json = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (err) {
    throw new Error(`${path.basename(file)}: okunamadı (${(err as Error).message})`);
  }
  const parsed = poolFile.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`${path.basename(file)}: ${issue.path.join('.')}: ${issue.message}`);
  }
  const data = parsed.data;
  const clubs: ClubRecord[] = [];
  const players: PlayerRecord[] = [];
  for (const club of data.clubs) {
    clubs.push({
      id: club.id,
      name: club.name,
      league: data.league,
      primaryColor: club.colors[0],
      secondaryColor: club.colors[1],
      crestUrl: club.crest ?? null,
      source: 'pool',
      sourceId: String(club.id),
    });
    for (const [shortName, fullName, positionList, nationality, shirt, overall, faces, portrait] of club.players) {
      const own = parsePositions(positionList);
      if (!own) throw new Error(`${path.basename(file)}: ${club.name} / ${fullName}: bilinmeyen mevki '${positionList}'`);
      const positions = withNaturalAlternates(own);
      const derived = deriveFaceRatings(overall, positions[0]);
      const face = faces ? Object.fromEntries(FACE_KEYS.map((k, i) => [k, faces[i]])) : derived;
      players.push({
        id: poolPlayerId(club.id, fullName),
        fullName,
        shortName,
        positions,
        nationality,
        shirtNumber: shirt,
        clubId: club.id,
        league: data.league,
        overall,
        ...(face as typeof derived),
        goalkeeping: deriveGoalkeeping(overall, positions[0]),
        faceUrl: portrait ?? null,
        source: 'pool',
      });
    }
  }
  return { league: { name: data.league, country: data.country, season: data.season }, clubs, players };
}

/** The league files present in a pool folder, in the product's league order. */
export function poolFilesIn(dir: string): string[] {
  return Object.keys(POOL_FILES)
    .map((slug) => path.join(dir, `${slug}.json`))
    .filter((f) => fs.existsSync(f));
}
