import path from 'node:path';
import { describeImports, type Dataset } from '../../../test/importSuite';

/**
 * Extracts of the public files kept beside this test (fixtures/README.md: a few hundred rows each, cut
 * byte for byte with the traps of the full files), so the suite runs on any clone.
 */
const EXTRACTS: Dataset = {
  dir: path.join(import.meta.dirname, 'fixtures'),
  eafc: 'eafc-players.csv',
  tmPlayers: 'transfermarkt-players.csv',
  tmClubs: 'transfermarkt-clubs.csv',
  legacyPlayers: 'transfermarkt-legacy2022-players.csv',
  legacyClubs: 'transfermarkt-legacy2022-clubs.csv',
  expected: {
    eafc: {
      rowsRead: 368,
      perLeague: { 'Premier League': 48, 'La Liga': 33, 'Serie A': 36, Bundesliga: 37, 'Ligue 1': 35, 'Süper Lig': 14, Eredivisie: 11, '1A Pro League': 5 },
      skipped: { no_club: 21, league: 128 },
    },
    tm: {
      rowsRead: 265,
      perLeague: { 'Serie A': 26, Bundesliga: 30, 'Süper Lig': 25, 'Premier League': 34, 'La Liga': 21, 'Ligue 1': 32, Eredivisie: 18, '1A Pro League': 9 },
      skipped: { league: 66, missing_position: 2, no_club: 2 },
    },
    legacy: {
      rowsRead: 267,
      perLeague: { Bundesliga: 12, 'La Liga': 20, Eredivisie: 12, 'Premier League': 17, 'Süper Lig': 17, 'Serie A': 25, 'Ligue 1': 12, '1A Pro League': 12 },
      skipped: { empty_value: 36, league: 104 },
    },
  },
};

describeImports('extracts of the public files (in the repository)', EXTRACTS);
