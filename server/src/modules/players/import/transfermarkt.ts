import path from 'node:path';
import type { Position } from '@onbir/shared/players/types';
import { deriveFaceRatings, deriveGoalkeeping } from '@onbir/shared/players/ratings';
import { shortNameOf } from '@onbir/shared/players/text';
import { readCsvRows, ImportFileError, readHeader, requireColumns, type CsvRow } from './csvSource';
import { PlayerCollector, rowSkip, type ParsedSource, type RowSkip, type SourceClub, type SourcePlayer } from './importTypes';
import { seasonFrom, TM_COMPETITIONS } from './leagueMaps';
import { realPortrait, transfermarktCrestUrl } from '../../images/imageUrls';

const SUB_POSITION: Record<string, Position> = {
  Goalkeeper: 'GK',
  'Centre-Back': 'CB',
  'Left-Back': 'LB',
  'Right-Back': 'RB',
  'Defensive Midfield': 'CDM',
  'Central Midfield': 'CM',
  'Attacking Midfield': 'CAM',
  'Left Midfield': 'LM',
  'Right Midfield': 'RM',
  'Left Winger': 'LW',
  'Right Winger': 'RW',
  'Second Striker': 'CF',
  'Centre-Forward': 'ST',
};
// The older files often give only the broad position.
const BROAD_POSITION: Record<string, Position> = { Goalkeeper: 'GK', Defender: 'CB', Midfield: 'CM', Attack: 'ST' };

/** The 2022 files give market values in pounds: converted at that year's average rate. */
export const GBP_TO_EUR = 1.17;

/**
 * Transfermarkt has no ratings; the market value ranks players the way fans would. Overall grows by 13
 * points per tenfold value from 50 at EUR 100k (EUR 1m -> 63, 10m -> 76, 50m -> 85, 100m -> 89,
 * 180m -> 92), kept within 40-94.
 */
export function overallFromMarketValue(eur: number): number {
  return Math.min(94, Math.max(40, Math.round(50 + 13 * Math.log10(Math.max(eur, 1) / 100_000))));
}

type Generation = { name: string; clubName: string; value: string; currency: number; image?: string };
const PLAYER_GENERATIONS: Generation[] = [
  { name: 'name', clubName: 'current_club_name', value: 'market_value_in_eur', currency: 1, image: 'image_url' },
  { name: 'pretty_name', clubName: 'club_pretty_name', value: 'market_value_in_gbp', currency: GBP_TO_EUR },
];

function clubsFrom(rows: CsvRow[], nameColumn: string): Map<string, SourceClub & { competition: string }> {
  return new Map(
    rows.map((r) => [
      r.get('club_id'),
      {
        sourceId: r.get('club_id'),
        name: r.get(nameColumn),
        competition: r.get('domestic_competition_id'),
        league: TM_COMPETITIONS[r.get('domestic_competition_id')],
        crestUrl: r.get('club_id') ? transfermarktCrestUrl(r.get('club_id')) : null,
      },
    ]),
  );
}

function mapRow(row: CsvRow, g: Generation, clubs: ReturnType<typeof clubsFrom>): SourcePlayer | RowSkip {
  const sourceId = row.get('player_id');
  const name = row.get(g.name) || [row.get('first_name'), row.get('last_name')].filter(Boolean).join(' ');
  if (!sourceId || !name) return rowSkip(sourceId, name, 'empty_value', 'oyuncu kimliği veya adı boş');
  const club = clubs.get(row.get('current_club_id'));
  if (!row.get('current_club_id') || !club) return rowSkip(sourceId, name, 'no_club', `kulübü kulüp dosyasında yok (${row.get(g.clubName) || 'boş'})`);
  if (!club.league) return rowSkip(sourceId, name, 'league', `kulübün ligi sekiz ligden biri değil (${club.competition || 'boş'})`);
  if (row.get('position') === 'Missing' || (!row.get('position') && !row.get('sub_position'))) return rowSkip(sourceId, name, 'missing_position', 'mevki yok (Missing)');
  const position = SUB_POSITION[row.get('sub_position')] ?? (row.get('sub_position') ? undefined : BROAD_POSITION[row.get('position')]);
  if (!position) return rowSkip(sourceId, name, 'bad_value', `bilinmeyen mevki '${row.get('sub_position') || row.get('position')}'`);
  if (!row.get(g.value)) return rowSkip(sourceId, name, 'empty_value', 'piyasa değeri boş');
  const value = Number(row.get(g.value)) * g.currency;
  if (!Number.isFinite(value) || value < 0) return rowSkip(sourceId, name, 'bad_value', `geçersiz piyasa değeri '${row.get(g.value)}'`);
  const overall = overallFromMarketValue(value);
  return {
    id: `tm-${sourceId}`,
    fullName: name,
    shortName: shortNameOf(name),
    positions: [position],
    nationality: row.get('country_of_citizenship'),
    shirtNumber: null,
    clubSourceId: club.sourceId,
    league: club.league,
    overall,
    ...deriveFaceRatings(overall, position),
    goalkeeping: deriveGoalkeeping(overall, position),
    faceUrl: g.image ? realPortrait(row.get(g.image)) : null,
    source: 'tm',
  };
}

/**
 * Reads Transfermarkt players and clubs CSVs (current and 2022 header generations, told apart by their
 * headers, in any order). Clubs come from the clubs file, whose competition id gives the league.
 */
export async function parseTransfermarkt(files: string[], onBytes: (n: number) => void): Promise<ParsedSource> {
  const playerFiles: string[] = [];
  const clubRows: Array<{ rows: CsvRow[]; nameColumn: string }> = [];
  for (const file of files) {
    const header = await readHeader(file);
    if (header.includes('player_id')) {
      playerFiles.push(file);
    } else if (header.includes('club_id') && header.includes('domestic_competition_id')) {
      const nameColumn = header.includes('pretty_name') ? 'pretty_name' : 'name';
      requireColumns(file, header, [nameColumn]);
      const rows: CsvRow[] = [];
      for (const { row } of await readCsvRows(file, onBytes)) rows.push(row);
      clubRows.push({ rows, nameColumn });
    } else {
      throw new ImportFileError(file, 'Transfermarkt oyuncu ya da kulüp dosyası değil (başlık tanınmadı)');
    }
  }
  if (playerFiles.length === 0 || clubRows.length === 0) {
    throw new ImportFileError(files.join(', '), 'Transfermarkt için hem oyuncu hem kulüp dosyası gerekir');
  }
  const clubs = new Map(clubRows.flatMap(({ rows, nameColumn }) => [...clubsFrom(rows, nameColumn)]));

  const collector = new PlayerCollector();
  const used = new Map<string, SourceClub>();
  let rowsRead = 0;
  let lastSeason = 0;
  for (const file of playerFiles) {
    const header = await readHeader(file);
    const g = PLAYER_GENERATIONS.find((gen) => header.includes(gen.value));
    if (!g) throw new ImportFileError(file, 'piyasa değeri sütunu yok (market_value_in_eur / market_value_in_gbp)');
    requireColumns(file, header, ['current_club_id', 'position', 'sub_position']);
    const label = path.basename(file);
    for (const { line, row } of await readCsvRows(file, onBytes)) {
      rowsRead++;
      const result = mapRow(row, g, clubs);
      if ('reason' in result) {
        collector.skip(result, label, line);
        continue;
      }
      lastSeason = Math.max(lastSeason, Number(row.get('last_season')) || 0);
      const club = clubs.get(result.clubSourceId)!;
      if (!used.has(club.sourceId)) used.set(club.sourceId, { sourceId: club.sourceId, name: club.name, league: club.league, crestUrl: club.crestUrl });
      collector.add(result, label, line, row.get('player_id'));
    }
  }
  return {
    source: 'tm',
    season: lastSeason ? seasonFrom(lastSeason) : '',
    clubs: used,
    players: collector.players(),
    skipped: collector.skipped,
    rowsRead,
  };
}
