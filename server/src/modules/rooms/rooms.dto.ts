import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { FixtureDto, RoomDto, RoomListItem, RoomPlayerDto, RoomStatus, SquadPlayer } from '@onbir/shared/game/rooms';
import { whoseTurn, type DraftMember } from '@onbir/shared/game/draft';
import type { GamePlayer } from '@onbir/shared/players/types';
import type { Db } from '../../db/client';
import { fixtures, roomPicks, roomPlayers, rooms, users } from '../../db/schema';
import type { GamePool, PoolSnapshot } from '../players/gamePool';

export type RoomRow = typeof rooms.$inferSelect;

/** The members of a room in seat order (the turn order) with their usernames. */
export async function loadMembers(db: Db, roomId: string): Promise<MemberRow[]> {
  return db
    .select({ userId: roomPlayers.userId, username: users.username, seat: roomPlayers.seat, isReady: roomPlayers.isReady, formation: roomPlayers.formation })
    .from(roomPlayers)
    .innerJoin(users, eq(users.id, roomPlayers.userId))
    .where(eq(roomPlayers.roomId, roomId))
    .orderBy(asc(roomPlayers.seat));
}
export interface MemberRow {
  userId: string;
  username: string;
  seat: number;
  isReady: boolean;
  formation: string;
}

export interface StoredPick {
  userId: string;
  playerId: string;
  assignedPosition: string;
}
export type PickRow = StoredPick & { player: GamePlayer };

/** Stored picks with the drafted player in the game's shape (a player gone from the pool is left out). */
export function withPlayers(rows: StoredPick[], pool: PoolSnapshot): PickRow[] {
  const drafted = pool.byIds(rows.map((r) => r.playerId));
  return rows.flatMap((r) => {
    const player = drafted.get(r.playerId);
    return player ? [{ ...r, player }] : [];
  });
}

/** Every pick of a room in pick order, with the drafted player in the game's shape. */
export async function loadPicks(db: Db, roomId: string, pool: PoolSnapshot): Promise<PickRow[]> {
  const rows = await db
    .select({ userId: roomPicks.userId, playerId: roomPicks.playerId, assignedPosition: roomPicks.assignedPosition })
    .from(roomPicks)
    .where(eq(roomPicks.roomId, roomId))
    .orderBy(asc(roomPicks.pickNumber));
  return withPlayers(rows, pool);
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

export async function loadFixtures(db: Db, roomId: string): Promise<FixtureDto[]> {
  // Not the engine input and timeline: those are the bulk of a fixture row, and every room update reads this.
  const rows = await db
    .select({ id: fixtures.id, teamA: fixtures.teamA, teamB: fixtures.teamB, played: fixtures.played, result: fixtures.result })
    .from(fixtures)
    .where(eq(fixtures.roomId, roomId))
    .orderBy(asc(fixtures.ordinal));
  return rows.map((f) => ({ _id: f.id, teamA: f.teamA, teamB: f.teamB, played: f.played, result: f.result ?? null }));
}

/** The room DTO (spec 3.4) from rows already read; the creator is always a member (the role passes on when he leaves). */
export function assembleRoomDto(room: RoomRow, members: MemberRow[], picks: PickRow[], matchesToPlay: FixtureDto[]): RoomDto {
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
    status: room.status as RoomStatus,
    draft: draftView(room, draftMembers(members, picks)),
    formation: Object.fromEntries(members.map((m) => [m.userId, m.formation])),
    matchesToPlay,
    createdAt: room.createdAt.toISOString(),
    version: room.version,
  };
}

/** The room as the API and updateRoom carry it (spec 3.4), or null when it does not exist. */
export async function buildRoomDto(db: Db, roomId: string, pool: GamePool): Promise<RoomDto | null> {
  const [room] = await db.select().from(rooms).where(eq(rooms.id, roomId));
  if (!room) return null;
  const snapshot = await pool.at(db);
  const [members, picks, matches] = await Promise.all([loadMembers(db, roomId), loadPicks(db, roomId, snapshot), loadFixtures(db, roomId)]);
  return assembleRoomDto(room, members, picks, matches);
}

/** Every room, newest first, without squads and fixtures (the /rooms list). */
export async function buildRoomList(db: Db): Promise<RoomListItem[]> {
  const roomRows = await db.select().from(rooms).orderBy(desc(rooms.createdAt), desc(rooms.id)).limit(500);
  if (roomRows.length === 0) return [];
  const ids = roomRows.map((r) => r.id);
  const memberRows = await db
    .select({ roomId: roomPlayers.roomId, userId: roomPlayers.userId, username: users.username, isReady: roomPlayers.isReady, seat: roomPlayers.seat })
    .from(roomPlayers)
    .innerJoin(users, eq(users.id, roomPlayers.userId))
    .where(inArray(roomPlayers.roomId, ids))
    .orderBy(asc(roomPlayers.seat));
  const creators = new Map(
    (await db.select({ id: users.id, username: users.username }).from(users).where(inArray(users.id, [...new Set(roomRows.map((r) => r.creatorId))]))).map(
      (u) => [u.id, u.username],
    ),
  );
  return roomRows.map((room) => {
    const members = memberRows.filter((m) => m.roomId === room.id);
    return {
      _id: room.id,
      roomName: room.roomName,
      maxPlayers: room.maxPlayers,
      leagues: room.leagues,
      isLocked: room.passwordHash !== null,
      creator: user(room.creatorId, creators.get(room.creatorId) ?? ''),
      players: members.map((m) => ({ user: user(m.userId, m.username), name: m.username, isReady: m.isReady })),
      status: room.status as RoomStatus,
      draft: { currentPick: room.currentPick, pickDeadline: null, pickSeconds: room.pickSeconds, currentPicker: null },
      createdAt: room.createdAt.toISOString(),
      version: room.version,
    };
  });
}
