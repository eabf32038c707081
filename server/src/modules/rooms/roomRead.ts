import type { RoomKind } from '@onbir/shared/room/constants';
import { sql, type SQL } from 'drizzle-orm';
import type { FixtureResult } from '@onbir/shared/match/wire';
import type { RoomState } from '@onbir/shared/room/state';
import type { Queryable } from '../../db/client';
import { rooms } from '../../db/schema';

/** The room machine's state as the database holds it, with the pool version its drafted players are read at. */
export interface StoredRoom {
  state: RoomState;
  poolVersion: number;
}

/** The pool version as a column of a room statement: the game pool in memory follows it. */
export const currentPoolVersion = sql<number>`coalesce((select m.version from pool_meta m where m.id = 1), 0)`;

type Row = typeof rooms.$inferSelect & {
  seats: RoomState['seats'];
  picks: RoomState['picks'];
  fixtures: Array<Omit<RoomState['fixtures'][number], 'startedAt'> & { startedAt: string | null; result: FixtureResult | null }>;
  banned: RoomState['banned'];
  poolVersion: number;
};

/**
 * A room with its seats, picks, fixtures (without their engine input and timeline, the bulk of a
 * fixture row) and bars, and the pool version, in one statement: on the embedded database every round
 * trip holds the one connection all requests share.
 */
export async function readStoredRoom(db: Queryable, roomId: string): Promise<StoredRoom | null> {
  const [room] = await readStoredRooms(db, sql`${rooms.id} = ${roomId}`);
  return room ?? null;
}

/**
 * Several rooms in the one statement (the room clock's kick-offs that fall due together), by their ids:
 * one statement text whatever their number.
 */
export const readRoomsById = (db: Queryable, ids: readonly string[]) =>
  readStoredRooms(db, sql`${rooms.id} = any(array(select jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb))::uuid[])`);

async function readStoredRooms(db: Queryable, where: SQL): Promise<StoredRoom[]> {
  const rows = (await db
    .select({
      room: rooms,
      // Spelled out: drizzle leaves columns unqualified in a one-table query, which a subquery would misread.
      seats: sql<RoomState['seats']>`coalesce((
        select json_agg(json_build_object('userId', rp.user_id, 'username', u.username, 'name', coalesce(rp.ai_name, u.username),
          'ai', case when rp.ai_name is null then null else json_build_object('style', rp.ai_style) end,
          'ready', rp.is_ready, 'formation', rp.formation, 'autodraft', rp.autodraft, 'queue', rp.pick_queue, 'plan', rp.plan, 'club', rp.club) order by rp.seat)
        from room_players rp join users u on u.id = rp.user_id where rp.room_id = rooms.id), '[]'::json)`,
      picks: sql<RoomState['picks']>`coalesce((
        select json_agg(json_build_object('userId', p.user_id, 'playerId', p.player_id, 'slot', p.assigned_position,
          'pickNumber', p.pick_number, 'auto', p.auto) order by p.pick_number)
        from room_picks p where p.room_id = rooms.id), '[]'::json)`,
      fixtures: sql<Row['fixtures']>`coalesce((
        select json_agg(json_build_object('_id', f.id, 'ordinal', f.ordinal, 'round', f.round, 'tie', f.tie, 'teamA', f.team_a,
          'teamB', f.team_b, 'played', f.played, 'result', f.result, 'startedAt', f.started_at,
          'decisions', coalesce(f.input->'decisions', '[]'::jsonb)) order by f.ordinal)
        from fixtures f where f.room_id = rooms.id), '[]'::json)`,
      banned: sql<RoomState['banned']>`coalesce((
        select json_agg(json_build_object('userId', b.user_id, 'username', u.username) order by b.created_at)
        from room_bans b join users u on u.id = b.user_id where b.room_id = rooms.id), '[]'::json)`,
      poolVersion: currentPoolVersion,
    })
    .from(rooms)
    .where(where)) as Array<{ room: typeof rooms.$inferSelect } & Omit<Row, keyof typeof rooms.$inferSelect>>;
  return rows.map(storedRoomOf);
}

function storedRoomOf(row: { room: typeof rooms.$inferSelect } & Omit<Row, keyof typeof rooms.$inferSelect>): StoredRoom {
  const { room } = row;
  const ms = (d: Date | null) => (d ? d.getTime() : null);
  return {
    poolVersion: row.poolVersion,
    state: {
      id: room.id,
      name: room.roomName,
      // A room stored before rooms had kinds is an evening.
      options: { ...room.options, kind: (room.options as { kind?: RoomKind }).kind ?? 'evening' },
      isLocked: room.passwordHash !== null,
      passwordHash: room.passwordHash,
      creatorId: room.creatorId,
      status: room.status,
      seats: row.seats,
      picks: row.picks,
      draft: { currentPick: room.currentPick, deadline: ms(room.pickDeadline), paused: room.draftPaused },
      auction: room.auction,
      fixtures: row.fixtures.map((f) => ({ ...f, startedAt: f.startedAt ? Date.parse(f.startedAt) : null })),
      match: { autoPaused: room.autoPaused, nextMatchAt: ms(room.nextMatchAt) },
      banned: row.banned,
      rematchId: room.rematchId,
      createdAt: room.createdAt.toISOString(),
      version: room.version,
      effects: [],
    },
  };
}
