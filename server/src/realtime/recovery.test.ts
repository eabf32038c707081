import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import type { RoomDto } from '@onbir/shared/room/dto';
import type { TestServer } from '../test/testServer';
import type { roomsKit } from '../test/rooms';
import { useRoomsServer } from '../test/roomsServer';
import { chatTexts, chatTextsOnTheWire, dropTransport, reconnect, roomSocket, type RecoveringSocket } from '../test/recovery';

/** Connection state recovery on one process, in-memory adapter (the two-process suite: server/test/multi/recovery.test.ts). */
const rooms = useRoomsServer({});
let s: TestServer;
let kit: ReturnType<typeof roomsKit>;
const open: RecoveringSocket[] = [];
beforeAll(() => {
  ({ s, kit } = rooms.env);
});
afterEach(() => void open.splice(0).forEach((x) => x.disconnect()));

async function roomOfTwo() {
  const [a, b] = await kit.users(2);
  const roomId = await kit.createRoom(a, { maxPlayers: 2 });
  await kit.call(b, 'post', '/join', { roomId }).expect(200);
  const socket = await roomSocket(s.url, a.token, roomId);
  open.push(socket);
  const texts = chatTexts(socket);
  const versions: number[] = [];
  socket.on('updateRoom', (room: RoomDto) => versions.push(room.version));
  // A broadcast heard before the drop gives the client an offset to come back from.
  await kit.call(b, 'post', `/${roomId}/chat`, { text: 'önce' }).expect(201);
  await expect.poll(() => texts).toEqual(['önce']);
  return { a, b, roomId, socket, texts, versions };
}

describe('a dropped connection', () => {
  it('comes back recovered with every missed broadcast, in order, and without a joinRoom', async () => {
    const { b, roomId, socket, texts, versions } = await roomOfTwo();
    await dropTransport(socket);
    for (const text of ['bir', 'iki', 'üç']) await kit.call(b, 'post', `/${roomId}/chat`, { text }).expect(201);
    await kit.call(b, 'post', '/ready', { roomId }).expect(200);
    const latest = (await kit.room(b, roomId)).version;
    await reconnect(socket);
    expect(socket.recovered).toBe(true);
    await expect.poll(() => texts).toEqual(['önce', 'bir', 'iki', 'üç']);
    await expect.poll(() => versions.at(-1)).toBe(latest);
    // Still in the room's channel: what follows arrives too.
    await kit.call(b, 'post', `/${roomId}/chat`, { text: 'sonra' }).expect(201);
    await expect.poll(() => texts.at(-1)).toBe('sonra');
  });

  it('is sent, once and in order, what was broadcast while its session was being checked', async () => {
    const { a, b, roomId, socket, texts } = await roomOfTwo();
    await dropTransport(socket);
    await kit.call(b, 'post', `/${roomId}/chat`, { text: 'kopukken' }).expect(201);
    // The check of a's session waits while b's message goes out: a reaches the room's sockets only afterwards.
    const sessions = s.ctx.sessions;
    const isCurrent = sessions.isCurrent;
    sessions.isCurrent = async (user) => {
      if (user.id === a.id) {
        sessions.isCurrent = isCurrent;
        await kit.call(b, 'post', `/${roomId}/chat`, { text: 'kontrolde' }).expect(201);
      }
      return isCurrent(user);
    };
    try {
      await reconnect(socket);
    } finally {
      sessions.isCurrent = isCurrent;
    }
    expect(socket.recovered).toBe(true);
    await kit.call(b, 'post', `/${roomId}/chat`, { text: 'sonra' }).expect(201);
    await expect.poll(() => texts).toEqual(['önce', 'kopukken', 'kontrolde', 'sonra']);
  });

  it('whose session ended while it was away is refused and sent nothing it missed', async () => {
    const { a, b, roomId, socket, texts } = await roomOfTwo();
    const wire = chatTextsOnTheWire(socket);
    await dropTransport(socket);
    await kit.call(b, 'post', `/${roomId}/chat`, { text: 'kaçırılan' }).expect(201);
    await request(s.url).post('/api/users/logout-all').set('Authorization', `Bearer ${a.token}`).expect(200);
    await expect(reconnect(socket)).rejects.toThrow();
    // Socket.IO writes a recovered session's missed events before its middlewares refuse the handshake.
    expect(wire).toEqual([]);
    expect(texts).toEqual(['önce']);
    expect(socket.recovered).toBe(false);
  });

  it('of a member kicked while it was away no longer follows the room', async () => {
    const { a, b, roomId, texts } = await roomOfTwo();
    // b follows the room; a (the owner) kicks him while b's connection is down.
    const bSocket = await roomSocket(s.url, b.token, roomId);
    open.push(bSocket);
    const bTexts = chatTexts(bSocket);
    await kit.call(a, 'post', `/${roomId}/chat`, { text: 'merhaba' }).expect(201);
    await expect.poll(() => bTexts).toEqual(['merhaba']);
    await dropTransport(bSocket);
    await kit.call(a, 'post', '/kick-player', { roomId, playerId: b.id }).expect(200);
    await reconnect(bSocket);
    expect(bSocket.recovered).toBe(true);
    // The room checked again once the recovered socket is back: later chat no longer reaches it.
    await expect.poll(async () => (await s.ctx.io!.in(`room:${roomId}`).fetchSockets()).some((x) => x.data.userId === b.id)).toBe(false);
    await kit.call(a, 'post', `/${roomId}/chat`, { text: 'gitti' }).expect(201);
    // a's own socket hears it: by then b's would have too.
    await expect.poll(() => texts.at(-1)).toBe('gitti');
    expect(bTexts).toEqual(['merhaba']);
  });
});
