import { msg } from '@lingui/core/macro';
import type { I18n, MessageDescriptor } from '@lingui/core';
import { cupRounds, cupStage, type CupStage } from '@onbir/shared/match/cup';
import type { TournamentFormat } from '@onbir/shared/room/constants';

type Words = Pick<I18n, '_'>;

const STAGES: Record<Exclude<CupStage, 'early'>, MessageDescriptor> = { final: msg`Final`, semi_final: msg`Yarı final`, quarter_final: msg`Çeyrek final` };

/** A cup round's name in a cup of `rounds` rounds: Final, Yarı final, Çeyrek final, or "1. tur". */
export function cupRoundName(round: number, rounds: number, i18n: Words): string {
  const stage = cupStage(round, rounds);
  return stage === 'early' ? i18n._(msg`${round}. tur`) : i18n._(STAGES[stage]);
}

/** A fixture's round: "3. hafta" in a league, the cup round's name in a cup of `teamCount` teams. */
export function roundName(format: TournamentFormat, round: number, teamCount: number, i18n: Words): string {
  return format === 'cup' ? cupRoundName(round, cupRounds(teamCount), i18n) : i18n._(msg`${round}. hafta`);
}
