import path from 'node:path';
import { parsePositions } from '@onbir/shared/players/positions';
import { clampRating, deriveFaceRatings, deriveGoalkeeping, FACE_KEYS } from '@onbir/shared/players/ratings';
import { readCsvRows, readHeader, requireColumns, type CsvRow } from './csvSource';
import { PlayerCollector, rowSkip, type ParsedSource, type RowSkip, type SourceClub, type SourcePlayer } from './importTypes';
import { EA_LEAGUE_IDS, seasonFrom } from './leagueMaps';
import { realPortrait } from '../../images/imageUrls';

const REQUIRED = ['player_id', 'short_name', 'long_name', 'player_positions', 'overall', 'league_id', 'club_team_id', 'club_name'];
const GK_KEYS = ['goalkeeping_diving', 'goalkeeping_handling', 'goalkeeping_positioning', 'goalkeeping_reflexes'];

/** EA writes integers as floats in some columns ('13.0'); empty stays null. */
function num(value: string): number | null {
  if (value === '') return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : NaN;
}

type RowResult = { player: SourcePlayer; club: SourceClub } | RowSkip;

function mapRow(row: CsvRow): RowResult {
  const sourceId = row.get('player_id');
  const name = row.get('long_name') || row.get('short_name');
  if (!sourceId || !row.get('short_name') || !row.get('long_name')) return rowSkip(sourceId, name, 'empty_value', 'oyuncu kimliği veya adı boş');
  if (!row.get('club_name') || num(row.get('club_team_id')) === null) return rowSkip(sourceId, name, 'no_club', 'kulübü yok');
  const leagueId = num(row.get('league_id'));
  const league = leagueId === null ? undefined : EA_LEAGUE_IDS[leagueId];
  if (!league) return rowSkip(sourceId, name, 'league', `lig sekiz ligden biri değil (${row.get('league_name') || 'boş'}, league_id ${row.get('league_id') || 'boş'})`);
  if (!row.get('player_positions')) return rowSkip(sourceId, name, 'empty_value', 'mevki boş');
  const positions = parsePositions(row.get('player_positions'));
  if (!positions) return rowSkip(sourceId, name, 'bad_value', `bilinmeyen mevki '${row.get('player_positions')}'`);
  const overall = num(row.get('overall'));
  if (overall === null) return rowSkip(sourceId, name, 'empty_value', 'genel reyting boş');
  if (!Number.isInteger(overall) || overall < 1 || overall > 99) return rowSkip(sourceId, name, 'bad_value', `geçersiz genel reyting '${row.get('overall')}'`);

  // Keepers have no face ratings in this format: those come from the position profile, like the pool's.
  const derived = deriveFaceRatings(overall, positions[0]);
  const faces = Object.fromEntries(
    FACE_KEYS.map((k) => {
      const v = num(row.get(k));
      return [k, v === null || Number.isNaN(v) ? derived[k] : clampRating(v)];
    }),
  ) as typeof derived;
  const gk = GK_KEYS.map((k) => num(row.get(k)));
  const goalkeeping = gk.every((v): v is number => v !== null && !Number.isNaN(v))
    ? clampRating(gk.reduce((a, b) => a + b, 0) / gk.length)
    : deriveGoalkeeping(overall, positions[0]);
  const shirt = num(row.get('club_jersey_number'));
  const clubSourceId = String(num(row.get('club_team_id')));
  return {
    club: { sourceId: clubSourceId, name: row.get('club_name'), league, crestUrl: null },
    player: {
      id: `eafc-${sourceId}`,
      fullName: row.get('long_name'),
      shortName: row.get('short_name'),
      positions,
      nationality: row.get('nationality_name'),
      shirtNumber: shirt !== null && Number.isInteger(shirt) && shirt >= 0 && shirt <= 99 ? shirt : null,
      clubSourceId,
      league,
      overall,
      ...faces,
      goalkeeping,
      faceUrl: realPortrait(row.get('player_face_url')),
      source: 'eafc',
    },
  };
}

/** Reads EA Sports FC / FIFA players CSVs (sofifa's 110-column schema). */
export async function parseEafc(files: string[], onBytes: (n: number) => void): Promise<ParsedSource> {
  const collector = new PlayerCollector();
  const clubs = new Map<string, SourceClub>();
  let rowsRead = 0;
  let version: number | null = null;
  for (const file of files) {
    requireColumns(file, await readHeader(file), REQUIRED);
    const label = path.basename(file);
    for (const { line, row } of await readCsvRows(file, onBytes)) {
      rowsRead++;
      version ??= num(row.get('fifa_version'));
      const result = mapRow(row);
      if ('reason' in result) {
        collector.skip(result, label, line);
        continue;
      }
      clubs.set(result.club.sourceId, result.club);
      collector.add(result.player, label, line, row.get('player_id'));
    }
  }
  // FIFA 23 is the 2022-23 season.
  const season = version && !Number.isNaN(version) ? seasonFrom(2000 + version - 1) : '';
  return { source: 'eafc', season, clubs, players: collector.players(), skipped: collector.skipped, rowsRead };
}
