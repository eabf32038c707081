import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { io as connect, type Socket } from 'socket.io-client';
import type { ClientToServerEvents, ServerToClientEvents } from '@onbir/shared/realtime/events';
import { startTestServer, type TestServer } from '../test/testServer';
import { createTestUser, type TestUser } from '../test/fixtures';
import { SOCKET_EVENT_LIMITS } from './socketFlood';

type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;
let s: TestServer;
let user: TestUser;
let roomId: string;

beforeAll(async () => {
  s = await startTestServer();
  user = await createTestUser(s.ctx);
  const res = await request(s.url).post('/api/rooms/create').set('Authorization', `Bearer ${user.token}`).send({ roomName: 'Sel Odası' });
  roomId = res.body.room._id;
});
afterAll(async () => {
  await s?.close();
});

function socketOf(u: TestUser): Promise<ClientSocket> {
  const socket: ClientSocket = connect(s.url, { auth: { token: u.token }, transports: ['websocket'], reconnection: false });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

describe('socket event flood', () => {
  it('answers a member at a human pace every time', async () => {
    const socket = await socketOf(user);
    for (let i = 0; i < 10; i++) expect(await socket.emitWithAck('joinRoom', roomId)).toEqual({ ok: true, spectator: false });
    socket.disconnect();
  });

  it('drops a flood of joinRoom with a Turkish refusal, disconnects the socket, and REST stays served', async () => {
    const socket = await socketOf(user);
    const disconnected = new Promise<string>((resolve) => socket.once('disconnect', resolve));
    const answers: Array<{ ok: boolean; message?: string }> = [];
    for (let i = 0; i < 3000; i++) socket.emit('joinRoom', roomId, (res) => answers.push(res));
    expect(await disconnected).toBe('io server disconnect');
    const started = performance.now();
    await request(s.url).get(`/api/rooms/${roomId}`).set('Authorization', `Bearer ${user.token}`).expect(200);
    const restMs = performance.now() - started;
    const served = answers.filter((a) => a.ok).length;
    expect(served).toBeLessThanOrEqual(SOCKET_EVENT_LIMITS.points);
    expect(answers.find((a) => !a.ok)?.message).toBe('Çok hızlı istek gönderiyorsunuz; lütfen biraz bekleyin.');
    // Loose: the precise figure is printed by server/bench/socketFlood.bench.ts.
    expect(restMs).toBeLessThan(1000);
  });
});
