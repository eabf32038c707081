import { LEAGUES } from '@onbir/shared/players/types';

/** How leagues are shown: the Belgian league carries its country, 'all' reads as every league. */
export function leagueLabel(league: string): string {
  if (league === 'all') return 'Tüm Ligler';
  if (league === '1A Pro League') return 'Belçika 1A Pro League';
  return league;
}

export const LEAGUE_CHOICES = ['all', ...LEAGUES] as const;
export type LeagueChoice = (typeof LEAGUE_CHOICES)[number];
