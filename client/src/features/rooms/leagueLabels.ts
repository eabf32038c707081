import { msg } from '@lingui/core/macro';
import type { I18n } from '@lingui/core';
import { LEAGUES } from '@onbir/shared/players/types';

const ALL = msg`Tüm Ligler`;
const BELGIAN = msg`Belçika 1A Pro League`;

/** How leagues are shown: the Belgian league carries its country, 'all' reads as every league; the others by their own names. */
export function leagueLabel(league: string, i18n: Pick<I18n, '_'>): string {
  if (league === 'all') return i18n._(ALL);
  if (league === '1A Pro League') return i18n._(BELGIAN);
  return league;
}

export const LEAGUE_CHOICES = ['all', ...LEAGUES] as const;
export type LeagueChoice = (typeof LEAGUE_CHOICES)[number];
