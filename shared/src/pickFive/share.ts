import { GAME_LINES } from '../formations/gameFormations';
import type { Locale } from '../text/locale';
import { wordMessage } from '../messages/wording';
import type { CardPlayer } from './draw';
import { teamOf, type PickFiveRun } from './run';
import { teamChemistry, teamStrength } from './team';

/**
 * The share text of a run (docs/drafts.md, 'Sharing a run'), like the daily word games': the team's shape
 * as a grid of squares saying how well each card was chosen among its five, the knockout's scores and how
 * far the team went. It names no card, player, club or rating, so the day's cards stay unseen.
 */

/** A knockout match as the run played it: goals for and against, and a shoot-out's when level. */
export interface KnockoutResult {
  for: number;
  against: number;
  shootout?: { for: number; against: number };
}

/** The knockout's rounds: four matches to the cup. */
export const KNOCKOUT_ROUNDS = 4;

const CAPTAIN = '🟪';
/** By the chosen card's rank among its five: the best, the second, the third, the rest. */
const RANK_SQUARES = ['🟩', '🟨', '🟧', '⬜'];

/** Whether the run's side won the tie (on goals, else on penalties). */
export const wonTie = (r: KnockoutResult) => r.for > r.against || (r.for === r.against && !!r.shootout && r.shootout.for > r.shootout.against);
const scoreOf = (r: KnockoutResult) => `${r.for}-${r.against}${r.shootout ? ` (${r.shootout.for}-${r.shootout.against})` : ''}`;

/** The grid: one row per line of the formation, back to front, then the bench; a square per card. */
function grid(squad: ReturnType<typeof teamOf>['squad']): string[] {
  const square = (c: (typeof squad)[number]) => (c.captain ? CAPTAIN : RANK_SQUARES[Math.min(c.rank, RANK_SQUARES.length) - 1]);
  const rowOf = (line: string) =>
    squad
      .filter((c) => c.slot.startsWith(`${line}-`))
      .sort((a, b) => Number(a.slot.split('-')[1]) - Number(b.slot.split('-')[1]))
      .map(square)
      .join('');
  return [...GAME_LINES, 'SUB'].map(rowOf).filter(Boolean);
}

/** A run's share text in the reader's language; `daily` is the challenge's date when the run is the day's. */
export function shareText(run: PickFiveRun, pool: readonly CardPlayer[], results: readonly KnockoutResult[], locale: Locale, daily?: string): string {
  const { formation, squad } = teamOf(run, pool);
  const say = (key: Parameters<typeof wordMessage>[0]['key'], params = {}) => wordMessage({ key, params }, locale);
  const title = daily ? say('draftTexts.SHARE_DAILY_TITLE', { date: daily }) : say('draftTexts.SHARE_RUN_TITLE');
  const team = say('draftTexts.SHARE_TEAM', { formation: formation ?? '-', strength: teamStrength(squad), chemistry: teamChemistry(squad) });
  const matches = results.map((r) => `${wonTie(r) ? '✅' : '❌'} ${scoreOf(r)}`).join('  ');
  const lost = results.findIndex((r) => !wonTie(r));
  const end = lost >= 0 ? say('draftTexts.SHARE_OUT', { round: lost + 1 }) : results.length === KNOCKOUT_ROUNDS ? say('draftTexts.SHARE_CHAMPION') : '';
  return [title, team, ...grid(squad), matches, end].filter(Boolean).join('\n');
}
