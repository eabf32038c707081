import fs from 'node:fs';
import path from 'node:path';
import { describeImports, type Dataset } from '../../../test/importSuite';

/** The full public files, read in place when they are beside the repository (CI); never copied into it. */
const FULL: Dataset = {
  dir: path.resolve(import.meta.dirname, '../../../../../../shared/data'),
  eafc: 'eafc-fifa23-male-players-top2500.csv',
  tmPlayers: 'transfermarkt-players-sample1000.csv',
  tmClubs: 'transfermarkt-clubs.csv',
  legacyPlayers: 'transfermarkt-legacy2022-players.csv',
  legacyClubs: 'transfermarkt-legacy2022-clubs.csv',
  expected: {
    eafc: {
      rowsRead: 2501,
      perLeague: { 'Premier League': 397, 'La Liga': 345, 'Serie A': 289, Bundesliga: 269, 'Ligue 1': 216, 'Süper Lig': 103, Eredivisie: 70, '1A Pro League': 51 },
      skipped: { no_club: 21, league: 740 },
    },
    tm: {
      rowsRead: 1000,
      perLeague: { 'Serie A': 106, Bundesliga: 122, 'Süper Lig': 119, 'Premier League': 132, 'La Liga': 75, 'Ligue 1': 105, Eredivisie: 67, '1A Pro League': 33 },
      skipped: { league: 237, missing_position: 2, no_club: 2 },
    },
    legacy: {
      rowsRead: 25624,
      perLeague: { Bundesliga: 1173, 'La Liga': 1477, Eredivisie: 1279, 'Premier League': 1203, 'Süper Lig': 1754, 'Serie A': 2040, 'Ligue 1': 1364, '1A Pro League': 1209 },
      skipped: { empty_value: 3806, league: 10319 },
    },
  },
};

describeImports('the full public files (../shared/data)', FULL, fs.existsSync(FULL.dir));
