import type { League } from '@onbir/shared/players/types';

/**
 * League ids, never names: 'Premier League' is also Ukraine's, 'Serie A' Brazil's, 'Bundesliga'
 * Austria's, and 'Pro League' is Saudi Arabia's while Belgium's is 'Jupiler Pro League'.
 */
export const EA_LEAGUE_IDS: Record<number, League> = {
  13: 'Premier League',
  53: 'La Liga',
  31: 'Serie A',
  19: 'Bundesliga',
  16: 'Ligue 1',
  68: 'Süper Lig',
  10: 'Eredivisie',
  4: '1A Pro League',
};

export const TM_COMPETITIONS: Record<string, League> = {
  GB1: 'Premier League',
  ES1: 'La Liga',
  IT1: 'Serie A',
  L1: 'Bundesliga',
  FR1: 'Ligue 1',
  TR1: 'Süper Lig',
  NL1: 'Eredivisie',
  BE1: '1A Pro League',
};

export const LEAGUE_COUNTRY: Record<League, string> = {
  'Premier League': 'England',
  'La Liga': 'Spain',
  'Serie A': 'Italy',
  Bundesliga: 'Germany',
  'Ligue 1': 'France',
  'Süper Lig': 'Turkey',
  Eredivisie: 'Netherlands',
  '1A Pro League': 'Belgium',
};

/** '2022' -> '2022-23': a season named by the year it starts. */
export const seasonFrom = (startYear: number) => `${startYear}-${String((startYear + 1) % 100).padStart(2, '0')}`;
