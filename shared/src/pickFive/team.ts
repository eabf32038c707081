import { isBenchKey } from '../formations/gameFormations';
import type { CardPlayer } from './draw';

/**
 * A pick-one-of-five team's strength and chemistry, shown as the cards are chosen (docs/drafts.md,
 * 'Strength and chemistry'). Both read the eleven only: substitutes do not play from the start.
 */

type Placed = { slot: string; player: CardPlayer };

const eleven = (squad: readonly Placed[]) => squad.filter((p) => !isBenchKey(p.slot)).map((p) => p.player);

/** The eleven's mean overall, rounded; 0 before the first card. */
export function teamStrength(squad: readonly Placed[]): number {
  const players = eleven(squad);
  return players.length ? Math.round(players.reduce((n, p) => n + p.overall, 0) / players.length) : 0;
}

/** Each player's chemistry, 0-3: a clubmate in the eleven, two league mates, a compatriot: a point each. */
export function playerChemistry(p: CardPlayer, others: readonly CardPlayer[]): number {
  const mates = (same: (o: CardPlayer) => boolean) => others.filter((o) => o.id !== p.id && same(o)).length;
  const club = mates((o) => o.club_name === p.club_name) >= 1 ? 1 : 0;
  const league = mates((o) => o.league_name === p.league_name) >= 2 ? 1 : 0;
  const nation = p.nationality && mates((o) => o.nationality === p.nationality) >= 1 ? 1 : 0;
  return club + league + nation;
}

/** The eleven's chemistry: the sum of its players', out of 33. */
export function teamChemistry(squad: readonly Placed[]): number {
  const players = eleven(squad);
  return players.reduce((n, p) => n + playerChemistry(p, players), 0);
}
