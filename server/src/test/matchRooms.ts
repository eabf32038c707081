import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll } from 'vitest';
import { asc, eq, sql } from 'drizzle-orm';
import request from 'supertest';
import { io as connect, type Socket } from 'socket.io-client';
import { benchSlots, DEFAULT_GAME_FORMATION, formationSlots } from '@onbir/shared/formations/gameFormations';
import { benchOf, type TournamentFormat } from '@onbir/shared/room/constants';
import { roomOptionsSchema } from '@onbir/shared/room/schemas';
import type { MatchEventPayload } from '@onbir/shared/match/wire';
import type { RoomDto } from '@onbir/shared/room/dto';
import type { ClientToServerEvents, ServerToClientEvents } from '@onbir/shared/realtime/events';
import type { Db } from '../db/client';
import { fixtures, players, roomPicks, roomPlayers, rooms } from '../db/schema';
import { createTestUser, type TestUser } from './fixtures';
import { startTestServer, type TestServer } from './testServer';
import { bumpPoolVersion } from '../modules/players/players.repo';
import { answered } from './answered';

export type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

type RoomStatus = 'draft_finished' | 'drafting' | 'in_progress';
/** A drafted room's options: its status, name, players' level and match-day settings. */
export interface DraftedRoomOptions {
  status?: RoomStatus;
  roomName?: string;
  overall?: number;
  format?: TournamentFormat;
  autoContinue?: boolean;
  passwordHash?: string;
  /** Substitutes each squad has ("Yedekler", issue 27): drafted into SUB-1 … SUB-n, a striker, a midfielder, a defender, … */
  bench?: number;
  /** A league's settings (issue 41): the room is a league ('kind') with them. */
  league?: object;
}

/**
 * A room whose draft is over, written straight into the database (tests and the live bench do not
 * depend on the draft): each user owns eleven players in the 4-4-2 slots, rated around `overall`.
 */
export async function insertDraftedRoom(
  db: Db,
  users: Array<Pick<TestUser, 'id'>>,
  opts: DraftedRoomOptions = {},
): Promise<string> {
  const [roomId] = await insertDraftedRooms(db, [users], opts);
  return roomId;
}

/** Inserts in slices, under PostgreSQL's limit of parameters per statement. */
async function insertAll<T>(rows: T[], insert: (slice: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += 500) await insert(rows.slice(i, i + 500));
}

/** Many drafted rooms at once (the live bench seeds a thousand); each group of users is one room, creator first. */
export async function insertDraftedRooms(
  db: Db,
  groups: Array<Array<Pick<TestUser, 'id'>>>,
  opts: DraftedRoomOptions = {},
): Promise<string[]> {
  const tag = randomUUID().slice(0, 8);
  const roomRows = groups.map((users, gi) => ({
    roomName: opts.roomName ?? `Maç Odası ${tag}-${gi + 1}`,
    options: roomOptionsSchema.parse({ maxPlayers: users.length, format: opts.format, autoContinue: opts.autoContinue, bench: opts.bench ?? 0, ...(opts.league ? { kind: 'league', league: opts.league } : {}) }),
    creatorId: users[0].id,
    status: opts.status ?? 'draft_finished',
    passwordHash: opts.passwordHash ?? null,
  }));
  const ids: string[] = [];
  await insertAll(roomRows, async (slice) => ids.push(...(await db.insert(rooms).values(slice).returning({ id: rooms.id })).map((r) => r.id)));
  const seats = groups.flatMap((users, gi) => users.map((u, seat) => ({ roomId: ids[gi], userId: u.id, seat, isReady: true, formation: DEFAULT_GAME_FORMATION })));
  await insertAll(seats, (slice) => db.insert(roomPlayers).values(slice));
  await insertSquads(db, seats, tag, opts.overall, opts.bench ?? 0);
  return ids;
}

/** Eleven players in the 4-4-2 slots and `bench` substitutes for each seat, rated around `overall`, in the pool and picked. */
async function insertSquads(db: Db, seats: Array<{ roomId: string; userId: string; seat: number }>, tag: string, overall = 75, bench = 0): Promise<void> {
  const benchPositions = ['ST', 'CM', 'CB', 'LW', 'CDM'] as const;
  const slots = [
    ...formationSlots(DEFAULT_GAME_FORMATION),
    ...benchSlots(bench).map((s, i) => ({ key: s.key, line: (['FWD', 'MID', 'DEF', 'FWD', 'MID'] as const)[i], position: benchPositions[i] })),
  ];
  const pool = seats.flatMap(({ roomId, userId, seat }, n) =>
    slots.map((slot, si) => {
      const rating = overall + ((seat * slots.length + si) % 7) - 3;
      const id = `m-${tag}-${n}-${si}`;
      return {
        player: {
          id,
          fullName: `Oyuncu ${tag} ${n}-${si}`,
          shortName: `O${seat + 1}-${slot.key}`,
          positions: [slot.position],
          league: 'Premier League',
          overall: rating,
          pace: rating,
          shooting: slot.line === 'FWD' ? rating : rating - 15,
          passing: rating,
          dribbling: rating,
          defending: slot.line === 'DEF' ? rating : rating - 20,
          physic: rating,
          goalkeeping: slot.position === 'GK' ? rating : 10,
          searchName: `oyuncu ${tag} ${n}-${si}`,
        },
        pick: { roomId, userId, playerId: id, assignedPosition: slot.key, pickNumber: seat * slots.length + si + 1 },
      };
    }),
  );
  await insertAll(pool, (slice) => db.insert(players).values(slice.map((p) => p.player)));
  // As every pool write does, so that servers reload their in-memory pool.
  await bumpPoolVersion(db);
  await insertAll(pool, (slice) => db.insert(roomPicks).values(slice.map((p) => p.pick)));
}

/**
 * A room made through the lobby (its seats, their clubs) with its draft done in the database: the browser
 * tests of what comes after the draft start from a lobby people used. Its screens reload to see it.
 */
export async function finishDraftInDb(db: Db, roomId: string): Promise<void> {
  const seats = await db.select({ roomId: roomPlayers.roomId, userId: roomPlayers.userId, seat: roomPlayers.seat }).from(roomPlayers).where(eq(roomPlayers.roomId, roomId)).orderBy(asc(roomPlayers.seat));
  await db.update(roomPlayers).set({ formation: DEFAULT_GAME_FORMATION }).where(eq(roomPlayers.roomId, roomId));
  const [room] = await db.select({ options: rooms.options }).from(rooms).where(eq(rooms.id, roomId));
  const bench = benchOf((room?.options ?? {}) as { bench?: number });
  await insertSquads(db, seats, randomUUID().slice(0, 8), 75, bench);
  await db.update(rooms).set({ status: 'draft_finished', currentPick: seats.length * (11 + bench), version: sql`${rooms.version} + 1` }).where(eq(rooms.id, roomId));
}

export function matchCalls(baseUrl: string) {
  const call = (user: TestUser | null, method: 'get' | 'post', path: string, body?: object) => {
    const req = request(baseUrl)[method](`/api/match${path}`);
    if (user) req.set('Authorization', `Bearer ${user.token}`);
    return answered(body ? req.send(body) : req);
  };
  return {
    call,
    startTournament: (user: TestUser, roomId: string) => call(user, 'post', `/${roomId}/start-tournament`),
    startNext: (user: TestUser, roomId: string) => call(user, 'post', `/${roomId}/start-next-match`),
    live: (user: TestUser, roomId: string) => call(user, 'get', `/${roomId}/live`),
    room: async (user: TestUser, roomId: string): Promise<RoomDto> =>
      (await request(baseUrl).get(`/api/rooms/${roomId}`).set('Authorization', `Bearer ${user.token}`).expect(200)).body,
  };
}

/** A socket of this user joined to the room. */
export async function joinedSocket(baseUrl: string, user: TestUser, roomId: string): Promise<ClientSocket> {
  const socket: ClientSocket = connect(baseUrl, { auth: { token: user.token }, transports: ['websocket'], reconnection: false });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  const ack = await socket.emitWithAck('joinRoom', roomId);
  if (!ack.ok) throw new Error(`joinRoom refused: ${ack.message}`);
  return socket;
}

/** Collects the socket's match events until the final whistle of a match (or a timeout). */
export function collectMatch(socket: ClientSocket, ms = 20_000): Promise<MatchEventPayload[]> {
  return new Promise((resolve, reject) => {
    const got: MatchEventPayload[] = [];
    const timer = setTimeout(() => {
      socket.off('matchEvent', on);
      reject(new Error(`no final whistle after ${got.length} events`));
    }, ms);
    const on = (p: MatchEventPayload) => {
      got.push(p);
      if (p.event.type !== 'end') return;
      clearTimeout(timer);
      socket.off('matchEvent', on);
      resolve(got);
    };
    socket.on('matchEvent', on);
  });
}

/**
 * A match test file's session: a real server (started in beforeAll with `env`), the API calls, users,
 * sockets joined to rooms (closed in afterAll) and the fixture rows of a room in play order.
 */
export function matchTestSession(env: Record<string, string>, after: (s: TestServer) => void = () => {}) {
  const session = {
    s: null as unknown as TestServer,
    api: null as unknown as ReturnType<typeof matchCalls>,
    sockets: [] as ClientSocket[],
    users: (n: number) => Promise.all(Array.from({ length: n }, () => createTestUser(session.s.ctx))),
    async join(u: TestUser, roomId: string): Promise<ClientSocket> {
      const socket = await joinedSocket(session.s.url, u, roomId);
      session.sockets.push(socket);
      return socket;
    },
    fixtureRows: (roomId: string) => session.s.ctx.db.select().from(fixtures).where(eq(fixtures.roomId, roomId)).orderBy(asc(fixtures.ordinal)),
  };
  beforeAll(async () => {
    session.s = await startTestServer(env);
    session.api = matchCalls(session.s.url);
    after(session.s);
  });
  afterAll(async () => {
    for (const socket of session.sockets) socket.disconnect();
    await session.s.close();
  });
  return session;
}
