import type { MatchInput } from '@onbir/shared/match/types';
import type { Club } from '@onbir/shared/room/rules/club';
import { colorDistance, readableOn } from '@onbir/shared/room/rules/clubColors';

/** The two teams' clubs as the match was played (names and kit colours frozen in its input); null for a team without one. */
export function clubsOf(teams: MatchInput['teams'] | null): [Club | null, Club | null] {
  const club = (i: 0 | 1): Club | null => {
    const team = teams?.[i];
    return team?.colors ? { name: team.name, colors: team.colors } : null;
  };
  return [club(0), club(1)];
}

/** Two first colours closer than this look like one team on the pitch: the away side wears its second colour. */
const CLASH = 35;

export interface SideKit {
  fill: string;
  stroke: string;
  /** Text drawn on the fill (a rating inside a player's spot). */
  text: string;
}

/**
 * What each side wears on the line-up pitch: its first colour, the second as the trim; the away side (B)
 * swaps to its second colour when the first ones clash, as an away kit does. Null for a team without a club
 * (the screen's own side colours then).
 */
export function sideKits(teams: MatchInput['teams'] | null): [SideKit | null, SideKit | null] {
  const [a, b] = clubsOf(teams);
  const kit = (fill: string, stroke: string): SideKit => ({ fill, stroke, text: readableOn(fill) });
  const home = a && kit(a.colors[0], a.colors[1]);
  if (!b) return [home, null];
  const clash = a !== null && colorDistance(a.colors[0], b.colors[0]) < CLASH;
  return [home, clash ? kit(b.colors[1], b.colors[0]) : kit(b.colors[0], b.colors[1])];
}
