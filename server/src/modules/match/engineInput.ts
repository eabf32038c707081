import { findSlot } from '@onbir/shared/game/formations';
import { ratingsOf } from '@onbir/shared/players/ratings';
import type { MatchInput, TeamInput } from '@onbir/shared/match/types';
import { positionsOf } from '@onbir/shared/players/positions';
import type { PickRow } from '../rooms/rooms.dto';
import type { MemberRow } from '../rooms/rooms.repo';

/** A slot key's line when the key no longer fits the formation: the line's most common position. */
const LINE_POSITION: Record<string, string> = { GK: 'GK', DEF: 'CB', MID: 'CM', AMF: 'CAM', FWD: 'ST' };

export function slotPosition(formation: string, key: string): string {
  return findSlot(formation, key)?.position ?? LINE_POSITION[key.split('-')[0]] ?? 'CM';
}

/**
 * The engine's input for one fixture, from the drafted squads (picks in pick order, with the players of the
 * pool): each player's ratings and positions, the position of the slot he was drafted into under his
 * owner's formation, and the seats' names as team names (an AI manager's name for an AI seat). Null when a squad is not complete.
 */
export function engineInputOf(members: MemberRow[], picks: PickRow[], teamA: string, teamB: string, seed: number): MatchInput | null {
  const team = (userId: string): TeamInput | null => {
    const owner = members.find((m) => m.userId === userId);
    const squad = picks.filter((p) => p.userId === userId);
    if (!owner || squad.length !== 11) return null;
    return {
      name: owner.name,
      formation: owner.formation,
      players: squad.map(({ player: p, assignedPosition }) => ({
        id: p.id,
        name: p.short_name,
        positions: positionsOf(p),
        slotPosition: slotPosition(owner.formation, assignedPosition),
        ...ratingsOf(p),
      })),
    };
  };
  const a = team(teamA);
  const b = team(teamB);
  return a && b ? { seed, teams: [a, b] } : null;
}
