/** The room DTO (spec 3.4) from rows the repository read; the drafted players come from the pool in memory. */
import type { FixtureDto, RoomDto, RoomListItem, RoomPlayerDto, SquadPlayer } from '@onbir/shared/game/rooms';
import { whoseTurn, type DraftMember } from '@onbir/shared/game/draft';
import { matchDayFields } from '@onbir/shared/game/matchDay';
import type { GamePlayer } from '@onbir/shared/players/types';
import type { AppContext } from '../../context';
import type { Queryable } from '../../db/client';
import { gamePoolOf, type PoolSnapshot } from '../players/gamePool';
import { readRoom, readRoomList, type MemberRow, type RoomRow, type RoomState, type StoredPick } from './rooms.repo';

/** A stored pick with the drafted player (from the pool in memory). */
export type PickRow = StoredPick & { player: GamePlayer };

/** Stored picks with the drafted player in the game's shape (a player gone from the pool is left out). */
export function withPlayers(rows: StoredPick[], pool: PoolSnapshot): PickRow[] {
  const drafted = pool.byIds(rows.map((r) => r.playerId));
  return rows.flatMap((r) => {
    const player = drafted.get(r.playerId);
    return player ? [{ ...r, player }] : [];
  });
}

/** The draft rules' view of a room: members in turn order with their squads. */
export function draftMembers(members: MemberRow[], picks: PickRow[]): DraftMember[] {
  return members.map((m) => ({ userId: m.userId, formation: m.formation, squad: picks.filter((p) => p.userId === m.userId) }));
}

const user = (id: string, username: string) => ({ _id: id, username });

function draftView(room: RoomRow, members: DraftMember[]): RoomDto['draft'] {
  const drafting = room.status === 'drafting';
  return {
    currentPick: room.currentPick,
    pickDeadline: drafting && room.pickDeadline ? room.pickDeadline.toISOString() : null,
    pickSeconds: room.pickSeconds,
    currentPicker: drafting ? whoseTurn(members, room.currentPick) : null,
  };
}

/** The room DTO (spec 3.4) from rows already read; the creator is always a member (the role passes on when he leaves). */
export function assembleRoomDto(room: RoomRow, members: MemberRow[], picks: PickRow[], matchesToPlay: FixtureDto[], liveFixtureId: string | null = null): RoomDto {
  const players: RoomPlayerDto[] = members.map((m) => ({
    user: user(m.userId, m.username),
    name: m.username,
    isReady: m.isReady,
    team: { squad: picks.filter((p) => p.userId === m.userId).map((p): SquadPlayer => ({ ...p.player, assignedPosition: p.assignedPosition })) },
  }));
  return {
    _id: room.id,
    roomName: room.roomName,
    maxPlayers: room.maxPlayers,
    leagues: room.leagues,
    isLocked: room.passwordHash !== null,
    creator: user(room.creatorId, members.find((m) => m.userId === room.creatorId)?.username ?? ''),
    players,
    status: room.status,
    draft: draftView(room, draftMembers(members, picks)),
    formation: Object.fromEntries(members.map((m) => [m.userId, m.formation])),
    matchesToPlay,
    ...matchDayFields(room, members.map((m) => m.userId), matchesToPlay, liveFixtureId),
    createdAt: room.createdAt.toISOString(),
    version: room.version,
  };
}

/** A room state's picks with their players, from the pool version the state was read with. */
export async function picksWithPlayers(ctx: AppContext, state: RoomState, db: Queryable = ctx.db): Promise<{ pool: PoolSnapshot; picks: PickRow[] }> {
  const pool = await gamePoolOf(ctx).atVersion(db, state.poolVersion);
  return { pool, picks: withPlayers(state.picks, pool) };
}

/** The room as the API and updateRoom carry it (spec 3.4), or null when it does not exist. */
export async function loadRoomDto(ctx: AppContext, roomId: string): Promise<RoomDto | null> {
  const state = await readRoom(ctx.db, roomId);
  if (!state) return null;
  return assembleRoomDto(state.room, state.members, (await picksWithPlayers(ctx, state)).picks, state.fixtures, state.liveFixtureId);
}

/** Every room, newest first, without squads and fixtures (the /rooms list). */
export async function loadRoomList(ctx: AppContext): Promise<RoomListItem[]> {
  const { roomRows, memberRows, creatorNames } = await readRoomList(ctx.db);
  return roomRows.map((room) => ({
    _id: room.id,
    roomName: room.roomName,
    maxPlayers: room.maxPlayers,
    leagues: room.leagues,
    isLocked: room.passwordHash !== null,
    creator: user(room.creatorId, creatorNames.get(room.creatorId) ?? ''),
    players: memberRows.filter((m) => m.roomId === room.id).map((m) => ({ user: user(m.userId, m.username), name: m.username, isReady: m.isReady })),
    status: room.status,
    draft: { currentPick: room.currentPick, pickDeadline: null, pickSeconds: room.pickSeconds, currentPicker: null },
    format: room.format,
    createdAt: room.createdAt.toISOString(),
    version: room.version,
  }));
}
