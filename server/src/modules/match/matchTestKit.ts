import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { io as connect, type Socket } from 'socket.io-client';
import { formationSlots } from '@onbir/shared/game/formations';
import type { MatchEventPayload } from '@onbir/shared/match/wire';
import type { ClientToServerEvents, ServerToClientEvents } from '@onbir/shared/realtime/events';
import type { Db } from '../../db/client';
import { players, roomPicks, roomPlayers, rooms } from '../../db/schema';
import type { TestUser } from '../../test/fixtures';

export type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/**
 * A room whose draft is over, written straight into the database (tests and the live bench do not
 * depend on the draft): each user owns eleven players in the 4-4-2 slots, rated around `overall`.
 */
export async function insertDraftedRoom(
  db: Db,
  users: Array<Pick<TestUser, 'id'>>,
  opts: { status?: 'draft_finished' | 'drafting' | 'in_progress'; roomName?: string; overall?: number } = {},
): Promise<string> {
  const tag = randomUUID().slice(0, 8);
  const [room] = await db
    .insert(rooms)
    .values({
      roomName: opts.roomName ?? `Maç Odası ${tag}`,
      maxPlayers: users.length,
      leagues: ['Premier League'],
      creatorId: users[0].id,
      status: opts.status ?? 'draft_finished',
    })
    .returning({ id: rooms.id });
  await db.insert(roomPlayers).values(users.map((u, seat) => ({ roomId: room.id, userId: u.id, seat, isReady: true, formation: '4-4-2' })));
  const slots = formationSlots('4-4-2');
  const pool = users.flatMap((u, ui) =>
    slots.map((slot, si) => {
      const rating = (opts.overall ?? 75) + ((ui * 11 + si) % 7) - 3;
      return {
        id: `m-${tag}-${ui}-${si}`,
        fullName: `Oyuncu ${tag} ${ui}-${si}`,
        shortName: `O${ui + 1}-${slot.key}`,
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
        searchName: `oyuncu ${tag} ${ui}-${si}`,
        owner: u.id,
        slotKey: slot.key,
      };
    }),
  );
  await db.insert(players).values(pool.map(({ owner: _o, slotKey: _s, ...p }) => p));
  await db
    .insert(roomPicks)
    .values(pool.map((p, i) => ({ roomId: room.id, userId: p.owner, playerId: p.id, assignedPosition: p.slotKey, pickNumber: i })));
  return room.id;
}

export function matchCalls(baseUrl: string) {
  const call = (user: TestUser | null, method: 'get' | 'post', path: string) => {
    const req = request(baseUrl)[method](`/api/match${path}`);
    if (user) req.set('Authorization', `Bearer ${user.token}`);
    return req;
  };
  return {
    call,
    startTournament: (user: TestUser, roomId: string) => call(user, 'post', `/${roomId}/start-tournament`),
    startNext: (user: TestUser, roomId: string) => call(user, 'post', `/${roomId}/start-next-match`),
    live: (user: TestUser, roomId: string) => call(user, 'get', `/${roomId}/live`),
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
