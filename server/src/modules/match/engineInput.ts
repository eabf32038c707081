import { and, eq, inArray } from 'drizzle-orm';
import { findSlot } from '@onbir/shared/game/formations';
import type { MatchInput, TeamInput } from '@onbir/shared/match/types';
import type { Db } from '../../db/client';
import { players, roomPicks, roomPlayers, users } from '../../db/schema';

/** A slot key's line when the key no longer fits the formation: the line's most common position. */
const LINE_POSITION: Record<string, string> = { GK: 'GK', DEF: 'CB', MID: 'CM', AMF: 'CAM', FWD: 'ST' };

export function slotPosition(formation: string, key: string): string {
  return findSlot(formation, key)?.position ?? LINE_POSITION[key.split('-')[0]] ?? 'CM';
}

/**
 * The engine's input for one fixture, from the drafted squads: each player's ratings and positions,
 * the position of the slot he was drafted into under his owner's formation, and the owners' usernames
 * as team names. Returns null when a squad is not complete.
 */
export async function buildEngineInput(db: Db, roomId: string, teamA: string, teamB: string, seed: number): Promise<MatchInput | null> {
  const [owners, picks] = await Promise.all([
    db
      .select({ userId: roomPlayers.userId, formation: roomPlayers.formation, username: users.username })
      .from(roomPlayers)
      .innerJoin(users, eq(users.id, roomPlayers.userId))
      .where(and(eq(roomPlayers.roomId, roomId), inArray(roomPlayers.userId, [teamA, teamB]))),
    db
      .select({ userId: roomPicks.userId, assignedPosition: roomPicks.assignedPosition, player: players })
      .from(roomPicks)
      .innerJoin(players, eq(players.id, roomPicks.playerId))
      .where(and(eq(roomPicks.roomId, roomId), inArray(roomPicks.userId, [teamA, teamB])))
      .orderBy(roomPicks.pickNumber),
  ]);
  const team = (userId: string): TeamInput | null => {
    const owner = owners.find((o) => o.userId === userId);
    const squad = picks.filter((p) => p.userId === userId);
    if (!owner || squad.length !== 11) return null;
    return {
      name: owner.username,
      formation: owner.formation,
      players: squad.map(({ player: p, assignedPosition }) => ({
        id: p.id,
        name: p.shortName,
        positions: p.positions,
        slotPosition: slotPosition(owner.formation, assignedPosition),
        overall: p.overall,
        pace: p.pace,
        shooting: p.shooting,
        passing: p.passing,
        dribbling: p.dribbling,
        defending: p.defending,
        physic: p.physic,
        goalkeeping: p.goalkeeping,
      })),
    };
  };
  const a = team(teamA);
  const b = team(teamB);
  return a && b ? { seed, teams: [a, b] } : null;
}
