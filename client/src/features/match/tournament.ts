import type { FixtureDto, RoomDto } from '@onbir/shared/room/dto';
import { standings, type StandingRow } from '@onbir/shared/match/standings';
import type { FixtureResult } from '@onbir/shared/match/wire';
import { teamNameOf, type Club } from '@onbir/shared/room/rules/club';

/** User id to the team's name, for the fixtures and the table: its club's, else its manager's (rooms made before clubs). */
export function teamNames(room: RoomDto): Map<string, string> {
  return new Map(room.players.map((p) => [p.user._id, teamNameOf(p)]));
}

/** User id to the team's club (null without one): crests and kit colours beside the names. */
export function teamClubs(room: RoomDto): Map<string, Club | null> {
  return new Map(room.players.map((p) => [p.user._id, p.club]));
}

export const resultOf = (f: FixtureDto) => (f.played ? (f.result as FixtureResult | null) : null);

/** The table of the room's played fixtures, teams in seat order (the last tie-break). */
export function roomStandings(room: RoomDto): StandingRow[] {
  const played = room.matchesToPlay.flatMap((f) => {
    const r = resultOf(f);
    return r ? [{ teamA: f.teamA, teamB: f.teamB, goalsA: r.score.A, goalsB: r.score.B }] : [];
  });
  return standings(room.players.map((p) => p.user._id), played);
}
