// Pick round-trip under load: 100 rooms of 2 people and 2 AI managers drafting at once against one server
// on PGlite (the AI managers pick through the server's clock after their 1-3 s). Measures, for each
// person's pick, the time from sending the request until the other person of the room has received the
// updateRoom that carries it. Prints median and p99; exits 0.
import os from 'node:os';
import { Random } from '@onbir/shared/match/random';
import { postJson as post, processCpuMs as cpuMs, socketFor, startDraftBenchServer, type ClientSocket } from './draftBenchClient';
import type { RoomDto } from '@onbir/shared/room/dto';
import { firstEmptySlot } from '@onbir/shared/room/rules/draft';

const ROOMS = Number(process.env.DRAFT_BENCH_ROOMS ?? 100);
const HUMANS = 2;
const SEATS = 4; // two people and two AI managers
const PICKS_PER_PHASE = 8; // people's picks per room: four rounds


const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

interface Seat {
  id: string;
  token: string;
  socket: ClientSocket;
  latest?: RoomDto;
}

/** The room as the seat last saw it, once it satisfies `pred` (the AI managers' picks arrive on their own). */
function whenSeen(seat: Seat, pred: (room: RoomDto) => boolean): Promise<RoomDto> {
  if (seat.latest && pred(seat.latest)) return Promise.resolve(seat.latest);
  return new Promise((resolve) => {
    const on = () => {
      if (seat.latest && pred(seat.latest)) {
        seat.socket.off('updateRoom', on);
        resolve(seat.latest);
      }
    };
    seat.socket.on('updateRoom', on);
  });
}

/** One room drafting: when a person's turn comes, he thinks, picks the best unpicked test player for his first empty slot, and waits for the other to see it. */
async function draftRoom(url: string, roomId: string, seats: Seat[], picks: number, think: () => number, samples: number[]): Promise<void> {
  for (let n = 0; n < picks; n++) {
    const room = await whenSeen(seats[0], (r) => seats.some((s) => s.id === r.draft.currentPicker));
    const picker = seats.find((s) => s.id === room.draft.currentPicker)!;
    const me = room.players.find((p) => p.user._id === picker.id)!;
    const slot = firstEmptySlot({ userId: picker.id, formation: room.formation[picker.id], squad: me.team.squad.map((p) => ({ playerId: p.id, assignedPosition: p.assignedPosition })) })!;
    const drafted = new Set(room.players.flatMap((p) => p.team.squad.map((x) => x.id)));
    let k = 1;
    while (drafted.has(`t-${slot.position.toLowerCase()}-${k}`)) k++;
    const wait = think();
    if (wait) await new Promise((r) => setTimeout(r, wait));
    const others = seats.filter((s) => s !== picker);
    const target = room.draft.currentPick + 1;
    const seen = others.map(
      (s) =>
        new Promise<void>((resolve) => {
          const on = (r: RoomDto) => {
            if (r._id === roomId && r.draft.currentPick >= target) {
              s.socket.off('updateRoom', on);
              resolve();
            }
          };
          s.socket.on('updateRoom', on);
        }),
    );
    const t0 = performance.now();
    const { status, retried } = await post(`${url}/api/rooms/${roomId}/pick-player`, picker.token, { playerId: `t-${slot.position.toLowerCase()}-${k}`, assignedPosition: slot.key });
    // After a resend, 409 means the first send did arrive: its updateRoom is on the way.
    if (status !== 200 && !(retried && status === 409)) throw new Error(`pick refused: ${status}`);
    await Promise.all(seen);
    samples.push(performance.now() - t0);
  }
}

function report(name: string, samples: number[], ms: number, serverCpuMs: number | null) {
  const sorted = [...samples].sort((a, b) => a - b);
  console.log(
    `${name}: ${samples.length} picks in ${(ms / 1000).toFixed(1)} s (${((samples.length * 1000) / ms).toFixed(0)} picks/s); ` +
      `round-trip median ${quantile(sorted, 0.5).toFixed(1)} ms, p99 ${quantile(sorted, 0.99).toFixed(1)} ms, max ${sorted[sorted.length - 1].toFixed(1)} ms`,
  );
  // The machine may be shared: server CPU per pick says what one idle core could serve.
  if (serverCpuMs !== null) {
    const perPick = serverCpuMs / samples.length;
    console.log(`  server CPU ${perPick.toFixed(1)} ms per person's pick (with the AI managers' picks between them): about ${Math.floor(1000 / perPick)} person picks/s on one idle core`);
  }
}

async function main() {
  const { bench, stop, pid } = await startDraftBenchServer(ROOMS * HUMANS);
  try {
    const { url, users } = bench;
    const rooms: Array<{ id: string; seats: Seat[] }> = [];
    for (let r = 0; r < ROOMS; r++) {
      const group = users.slice(r * HUMANS, r * HUMANS + HUMANS);
      const res = await fetch(`${url}/api/rooms/create`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${group[0].token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ roomName: `Bench ${r}`, maxPlayers: SEATS, pickSeconds: 180 }),
      });
      const roomId = ((await res.json()) as { room: { _id: string } }).room._id;
      for (const u of group.slice(1)) await post(`${url}/api/rooms/join`, u.token, { roomId });
      await post(`${url}/api/rooms/${roomId}/fill-ai`, group[0].token);
      for (const u of group) await post(`${url}/api/rooms/ready`, u.token, { roomId });
      const seats: Seat[] = [];
      for (const u of group) {
        const seat: Seat = { ...u, socket: await socketFor(url, u.token) };
        seat.socket.on('updateRoom', (room) => {
          if (!seat.latest || room.version > seat.latest.version) seat.latest = room;
        });
        await seat.socket.emitWithAck('joinRoom', roomId);
        seats.push(seat);
      }
      rooms.push({ id: roomId, seats });
    }
    const started = rooms.map((room) => new Promise<void>((resolve) => room.seats[0].socket.once('updateRoom', () => resolve())));
    const starts = await Promise.all(rooms.map((room) => post(`${url}/api/rooms/${room.id}/start-draft`, room.seats[0].token)));
    if (starts.some((r) => r.status !== 200)) throw new Error('a room did not start its draft');
    await Promise.all(started);
    console.log(`${ROOMS} rooms x (${HUMANS} people + ${SEATS - HUMANS} AI managers) drafting on one server (PGlite), ${ROOMS * HUMANS} sockets; load ${os.loadavg().map((x) => x.toFixed(2)).join(' ')}`);

    // Phase 1: people think 0.5-2.5 s before each pick (100 rooms drafting at a human pace).
    const random = new Random(11);
    let samples: number[] = [];
    let t = performance.now();
    let cpu = cpuMs(pid);
    await Promise.all(rooms.map((room) => draftRoom(url, room.id, room.seats, PICKS_PER_PHASE, () => 500 + random.next() * 2000, samples)));
    report('human pace (think 0.5-2.5 s)', samples, performance.now() - t, cpu === null ? null : cpuMs(pid)! - cpu);

    // Phase 2: no thinking at all: every room's next pick goes out the moment the previous one is seen.
    samples = [];
    t = performance.now();
    cpu = cpuMs(pid);
    await Promise.all(rooms.map((room) => draftRoom(url, room.id, room.seats, PICKS_PER_PHASE, () => 0, samples)));
    report(`stress (no think time, ${ROOMS} picks in flight)`, samples, performance.now() - t, cpu === null ? null : cpuMs(pid)! - cpu);
    for (const room of rooms) for (const s of room.seats) s.socket.disconnect();
  } finally {
    stop();
  }
}

await main();
process.exit(0);
