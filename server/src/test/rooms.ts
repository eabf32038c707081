import request from 'supertest';
import { io as connect, type Socket } from 'socket.io-client';
import type { ClientToServerEvents, ServerToClientEvents } from '@onbir/shared/realtime/events';
import type { RoomDto } from '@onbir/shared/room/dto';
import { firstEmptySlot } from '@onbir/shared/room/rules/draft';
import { formationSlots } from '@onbir/shared/formations/gameFormations';
import type { GamePlayer, Page } from '@onbir/shared/players/types';
import { createTestUser, type TestUser } from './fixtures';
import type { TestServer } from './testServer';
import { answered } from './answered';

export type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/** Small helpers over the real HTTP API and socket, shared by the rooms test files and the bench. */
export function roomsKit(s: TestServer) {
  const call = (user: TestUser | null, method: 'get' | 'post' | 'put', path: string, body?: object) => {
    const req = request(s.url)[method](`/api/rooms${path}`);
    if (user) req.set('Authorization', `Bearer ${user.token}`);
    return answered(body ? req.send(body) : req);
  };
  const kit = {
    call,
    users: (n: number) => Promise.all(Array.from({ length: n }, () => createTestUser(s.ctx))),
    async createRoom(user: TestUser, body: object = {}): Promise<string> {
      const res = await call(user, 'post', '/create', { roomName: 'Test Odası', ...body });
      if (res.status !== 201) throw new Error(`create failed: ${res.status} ${res.body.message}`);
      return res.body.room._id;
    },
    room: async (user: TestUser, roomId: string): Promise<RoomDto> => (await call(user, 'get', `/${roomId}`).expect(200)).body,
    /** A full room whose members are all ready, the draft started (the creator is users[0]). */
    async draftingRoom(users: TestUser[], body: object = {}): Promise<string> {
      const roomId = await kit.createRoom(users[0], { maxPlayers: users.length, ...body });
      for (const u of users.slice(1)) await call(u, 'post', '/join', { roomId }).expect(200);
      for (const u of users) await call(u, 'post', '/ready', { roomId }).expect(200);
      await call(users[0], 'post', `/${roomId}/start-draft`).expect(200);
      return roomId;
    },
    /** The current picker's best available player for his first empty slot. */
    async nextPick(users: TestUser[], roomId: string): Promise<{ user: TestUser; playerId: string; slot: string }> {
      const room = await kit.room(users[0], roomId);
      const user = users.find((u) => u.id === room.draft.currentPicker)!;
      const me = room.players.find((p) => p.user._id === user.id)!;
      const formation = room.formation[user.id];
      const slot = firstEmptySlot({ userId: user.id, formation, squad: me.team.squad.map((p) => ({ playerId: p.id, assignedPosition: p.assignedPosition })) })!;
      const position = formationSlots(formation).find((x) => x.key === slot.key)!.position;
      const page: Page<GamePlayer> = (await call(user, 'get', `/${roomId}/available-players?position=${position}`).expect(200)).body;
      return { user, playerId: page.items[0].id, slot: slot.key };
    },
    async pickNext(users: TestUser[], roomId: string) {
      const { user, playerId, slot } = await kit.nextPick(users, roomId);
      return call(user, 'post', `/${roomId}/pick-player`, { playerId, assignedPosition: slot });
    },
    socket(user: TestUser): Promise<ClientSocket> {
      const socket: ClientSocket = connect(s.url, { auth: { token: user.token }, transports: ['websocket'], reconnection: false });
      return new Promise((resolve, reject) => {
        socket.once('connect', () => resolve(socket));
        socket.once('connect_error', reject);
      });
    },
  };
  return kit;
}

/** Resolves with the first updateRoom that satisfies the predicate (or rejects after a timeout). */
export function nextUpdate(socket: ClientSocket, pred: (room: RoomDto) => boolean = () => true, ms = 20_000): Promise<RoomDto> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      socket.off('updateRoom', on);
      reject(new Error('no matching updateRoom'));
    }, ms);
    const on = (room: RoomDto) => {
      if (!pred(room)) return;
      clearTimeout(timer);
      socket.off('updateRoom', on);
      resolve(room);
    };
    socket.on('updateRoom', on);
  });
}
