// A socket flood against REST: one member's socket sends 3,000 joinRoom events at once while another
// user's REST calls are timed (one every 10 ms for 2 s). Prints REST latency without and with the flood,
// how many flood events the server served, and whether it cut the socket off (target: REST never
// delayed beyond 200 ms). The server runs in this process, as `npm start` runs it, on the embedded database.
import { loadavg } from 'node:os';
import request from 'supertest';
import { io as connect, type Socket } from 'socket.io-client';
import type { ClientToServerEvents, ServerToClientEvents } from '@onbir/shared/realtime/events';
import { startTestServer } from '../src/test/testServer';
import { createTestUser } from '../src/test/fixtures';

const s = await startTestServer();
const [flooder, other] = [await createTestUser(s.ctx), await createTestUser(s.ctx)];
const created = await request(s.url).post('/api/rooms/create').set('Authorization', `Bearer ${flooder.token}`).send({ roomName: 'Sel' });
const roomId: string = created.body.room._id;

async function restLatencies(): Promise<number[]> {
  const times: number[] = [];
  const until = performance.now() + 2000;
  while (performance.now() < until) {
    const t0 = performance.now();
    await request(s.url).get('/api/rooms').set('Authorization', `Bearer ${other.token}`).expect(200);
    times.push(performance.now() - t0);
    await new Promise((r) => setTimeout(r, 10));
  }
  return times.sort((a, b) => a - b);
}
const pct = (xs: number[], p: number) => xs[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))];
const line = (label: string, xs: number[]) =>
  console.log(`${label}: ${xs.length} calls, median ${pct(xs, 50).toFixed(1)} ms, p95 ${pct(xs, 95).toFixed(1)} ms, max ${xs.at(-1)!.toFixed(1)} ms`);

console.log(`load average (1/5/15 min): ${loadavg().map((x) => x.toFixed(2)).join(' / ')}`);
line('REST without flood', await restLatencies());

const socket: Socket<ServerToClientEvents, ClientToServerEvents> = connect(s.url, { auth: { token: flooder.token }, transports: ['websocket'], reconnection: false });
await new Promise((resolve) => socket.once('connect', () => resolve(null)));
let served = 0;
let cutAt = 0;
const floodStart = performance.now();
socket.once('disconnect', () => (cutAt = performance.now() - floodStart));
for (let i = 0; i < 3000; i++) socket.emit('joinRoom', roomId, (res) => void (res.ok && served++));
line('REST during a 3,000-event joinRoom flood', await restLatencies());
console.log(`flood: ${served} events served, socket ${cutAt ? `disconnected after ${cutAt.toFixed(0)} ms` : 'NOT disconnected'}`);
socket.disconnect();
await s.close();
