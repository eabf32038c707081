import type { MatchInput, TeamInput } from '../../match/types';
import { positionsOf } from '../../players/positions';
import { ratingsOf } from '../../players/ratings';
import type { GamePlayer } from '../../players/types';
import { SQUAD_SIZE } from '../constants';
import type { FixtureState, RoomState } from '../state';
import { teamNameOf } from './club';
import { findSlot } from './formations';

/** A slot key's line when the key no longer fits the formation: the line's most common position. */
const LINE_POSITION: Record<string, string> = { GK: 'GK', DEF: 'CB', MID: 'CM', AMF: 'CAM', FWD: 'ST' };

export function slotPosition(formation: string, key: string): string {
  return findSlot(formation, key)?.position ?? LINE_POSITION[key.split('-')[0]] ?? 'CM';
}

/**
 * The engine's input for one fixture, from the drafted squads (picks in pick order, with the players of
 * the pool): each player's ratings and positions, the position of the slot he was drafted into under his
 * seat's formation, and the teams' names (the club's, else the manager's) and kit colours, frozen in the
 * fixture with its input; a cup tie is a knockout match. Null when a squad is not complete.
 */
export function engineInputOf(state: RoomState, players: ReadonlyMap<string, GamePlayer>, fixture: Pick<FixtureState, 'teamA' | 'teamB'>, seed: number): MatchInput | null {
  const team = (userId: string): TeamInput | null => {
    const seat = state.seats.find((s) => s.userId === userId);
    const squad = state.picks.filter((p) => p.userId === userId && players.has(p.playerId));
    if (!seat || squad.length !== SQUAD_SIZE) return null;
    return {
      name: teamNameOf(seat),
      ...(seat.club ? { colors: seat.club.colors } : {}),
      formation: seat.formation,
      players: squad.map(({ playerId, slot }) => {
        const p = players.get(playerId)!;
        return { id: p.id, name: p.short_name, positions: positionsOf(p), slotPosition: slotPosition(seat.formation, slot), ...ratingsOf(p) };
      }),
    };
  };
  const a = team(fixture.teamA);
  const b = team(fixture.teamB);
  if (!a || !b) return null;
  return state.options.format === 'cup' ? { seed, teams: [a, b], knockout: true } : { seed, teams: [a, b] };
}
