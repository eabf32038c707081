import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { FixtureDto, RoomDto, RoomListItem, RoomPlayerDto, RoomStatus, SquadPlayer } from '@onbir/shared/game/rooms';
import { whoseTurn, type DraftMember } from '@onbir/shared/game/draft';
import type { GamePlayer } from '@onbir/shared/players/types';
import type { Db, Queryable } from '../../db/client';
import { roomPlayers, rooms, users } from '../../db/schema';
import type { GamePool, PoolSnapshot } from '../players/gamePool';

export type RoomRow = typeof rooms.$inferSelect;

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

/** The pool version as a column of a room statement: the game pool in memory follows it. */
export const currentPoolVersion = sql<number>`coalesce((select m.version from pool_meta m where m.id = 1), 0)`;

/** A room as one statement reads it. */
export interface RoomState {
  room: RoomRow;
  /** In seat order (the turn order). */
  members: MemberRow[];
  /** In pick order, without the players' data (the game pool in memory has it: withPlayers). */
  picks: StoredPick[];
  /** In play order; without the engine input and timeline, the bulk of a fixture row. */
  fixtures: FixtureDto[];
  /** The fixture kicked off and not yet played, if any. */
  liveFixtureId: string | null;
  poolVersion: number;
}

/**
 * The room with its members, picks, fixtures and the pool version, read in one statement (every room
 * change and every room update starts here, and on the embedded database each round trip holds the one
 * connection all requests share), locked for a transaction or, for reads and the draft's optimistic
 * path, not.
 */
export async function readRoom(db: Queryable, roomId: string, opts: { lock: boolean }): Promise<RoomState | null> {
  const query = db
    .select({
      room: rooms,
      // Spelled out: drizzle leaves columns unqualified in a one-table query, which a subquery would misread.
      members: sql<MemberRow[]>`coalesce((
        select json_agg(json_build_object('userId', rp.user_id, 'username', u.username, 'seat', rp.seat,
          'isReady', rp.is_ready, 'formation', rp.formation) order by rp.seat)
        from room_players rp join users u on u.id = rp.user_id where rp.room_id = rooms.id), '[]'::json)`,
      picks: sql<StoredPick[]>`coalesce((
        select json_agg(json_build_object('userId', p.user_id, 'playerId', p.player_id,
          'assignedPosition', p.assigned_position) order by p.pick_number)
        from room_picks p where p.room_id = rooms.id), '[]'::json)`,
      fixtures: sql<FixtureDto[]>`coalesce((
        select json_agg(json_build_object('_id', f.id, 'teamA', f.team_a, 'teamB', f.team_b,
          'played', f.played, 'result', f.result) order by f.ordinal)
        from fixtures f where f.room_id = rooms.id), '[]'::json)`,
      liveFixtureId: sql<string | null>`(select f.id from fixtures f
        where f.room_id = rooms.id and f.started_at is not null and not f.played limit 1)`,
      poolVersion: currentPoolVersion,
    })
    .from(rooms)
    .where(eq(rooms.id, roomId));
  const [row] = await (opts.lock ? query.for('update', { of: rooms }) : query);
  return row ?? null;
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
  const state = await readRoom(db, roomId, { lock: false });
  if (!state) return null;
  const snapshot = await pool.atVersion(db, state.poolVersion);
  return assembleRoomDto(state.room, state.members, withPlayers(state.picks, snapshot), state.fixtures);
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
