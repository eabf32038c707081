// Bid round trip under load: 200 open auctions of 8 managers, each on his own phone (socket), bidding at
// once against one server on PGlite (draftBenchServer.ts). For each bid: the time from sending it until
// every phone of the room (the bidder's included) has the updateRoom that carries it, p50/p95/p99, at a
// human pace and with no thought at all, and the server's CPU per bid. A bid that finds its lot closed by
// the clock (the server slower than the bidders' 5 s of anti-snipe) is counted; the next lot is put up.
// Prints os.loadavg(); exits 0.
import os from 'node:os';
import { Random } from '@onbir/shared/match/random';
import { postJson, processCpuMs as cpuMs, socketFor, startDraftBenchServer, type ClientSocket } from './draftBenchClient';
import type { RoomDto } from '@onbir/shared/room/dto';
import { bidStep, emptyPlaces, maxBid, priceOf, slotFor, soldIds } from '@onbir/shared/auction/state';
import type { AuctionState, Lot } from '@onbir/shared/auction/types';
import { auctionStateOfView } from '@onbir/shared/room/auctionView';
import { pool } from './benchChild';

/** The API's answers the bench reads: a refusal's code, a created room's id. */
type Answer = { code?: string; room?: { _id: string } };
const post = (url: string, token: string, body?: object) => postJson<Answer>(url, token, body);
const ROOMS = Number(process.env.AUCTION_BENCH_ROOMS ?? 200);
const PHONES = Number(process.env.AUCTION_BENCH_PHONES ?? 8);
const BIDS_PER_PHASE = Number(process.env.AUCTION_BENCH_BIDS ?? 12);
// The longest clock the form offers: a bid every 0.5-2.5 s keeps the lot open (each late bid restarts it at 5 s).
const AUCTION = { draftOrder: 'auction', auction: { budget: 200, bidSeconds: 20 }, pickSeconds: 180 };

interface Phone {
  id: string;
  token: string;
  socket: ClientSocket;
  /** The newest room this phone has received. */
  latest?: RoomDto;
}

/** Resolves when the phone receives a room update showing `done` (or already shows it). */
function when(phone: Phone, done: (r: RoomDto) => boolean): Promise<void> {
  if (phone.latest && done(phone.latest)) return Promise.resolve();
  return new Promise((resolve) => {
    const on = (r: RoomDto) => {
      if (done(r)) {
        phone.socket.off('updateRoom', on);
        resolve();
      }
    };
    phone.socket.on('updateRoom', on);
  });
}

/** An auction's phones in seat order, which is its nomination order. */
interface Room {
  id: string;
  phones: Phone[];
}

/** Over a phase: lots put up, and bids that found their lot already closed by its clock. */
interface Tally {
  lots: number;
  closed: number;
}

/** A bid that came after its lot's clock ran out. */
const CLOSED = new Set(['AUCTION_LOT_CLOSED', 'AUCTION_NO_LOT', 'AUCTION_LOT_STALE']);

/** Sets an auction room of `phones` up to its first nomination; answers its id. */
async function auctionRoom(url: string, phones: Phone[], n: number): Promise<string> {
  const [host, ...rest] = phones;
  const created = await post(`${url}/api/rooms/create`, host.token, { roomName: `Bench ${n}`, maxPlayers: phones.length, ...AUCTION });
  const roomId = created.body.room!._id;
  for (const p of rest) await post(`${url}/api/rooms/join`, p.token, { roomId });
  for (const p of phones) await post(`${url}/api/rooms/ready`, p.token, { roomId });
  for (const p of phones) await p.socket.emitWithAck('joinRoom', roomId);
  const started = when(host, (r) => r.auction !== null);
  if ((await post(`${url}/api/rooms/${roomId}/start-draft`, host.token)).status !== 200) throw new Error('a room did not start');
  await started;
  return roomId;
}

/** The manager on turn puts up the best unsold test player for his first empty place at 1 M€; every phone sees it. */
async function nominate(url: string, room: Room, auction: AuctionState) {
  const position = emptyPlaces(auction, auction.managers[auction.turn])[0].position;
  const tag = position === 'SUB' ? 'cm' : position.toLowerCase();
  const sold = soldIds(auction);
  let k = 1;
  while (sold.has(`t-${tag}-${k}`)) k++;
  const next = auction.sales.length + 1;
  const shown = Promise.all(room.phones.map((p) => when(p, (r) => r.auction?.lot?.number === next)));
  const res = await post(`${url}/api/rooms/${room.id}/nominate`, room.phones[auction.turn].token, { playerId: `t-${tag}-${k}`, opening: 1 });
  if (res.status !== 200) throw new Error(`nomination refused: ${res.status} ${res.body.code}`);
  await shown;
}

/** The seat to bid next: in turn after the leader, with a place the player fits and the money. */
function nextBidder(auction: AuctionState, lot: Lot, amount: number): number {
  const n = auction.managers.length;
  const leader = auction.managers.findIndex((m) => m.id === lot.bids.at(-1)!.managerId);
  for (let k = 1; k < n; k++) {
    const m = auction.managers[(leader + k) % n];
    if (slotFor(auction, m, lot.player) && maxBid(auction, m) >= amount) return (leader + k) % n;
  }
  throw new Error('nobody can bid');
}

/** One auction bidding: the next manager thinks, tops the price by a step, and waits until every phone has it. */
async function bidRoom(url: string, room: Room, count: number, think: () => number, samples: number[], tally: Tally) {
  for (let n = 0; n < count; ) {
    // An open auction's wire holds every amount: the rules read it as the state.
    const auction = auctionStateOfView(room.phones[0].latest!.auction!);
    lastUpdateBytes = JSON.stringify(room.phones[0].latest).length;
    if (!auction.lot) {
      await nominate(url, room, auction);
      tally.lots++;
      continue;
    }
    const lot = auction.lot;
    const amount = priceOf(lot) + bidStep(priceOf(lot));
    const bidder = room.phones[nextBidder(auction, lot, amount)];
    const wait = think();
    if (wait) await new Promise((r) => setTimeout(r, wait));
    // Every phone has the bid or, when the clock was first, the lot's sale.
    const arrived = Promise.all(room.phones.map((p) => when(p, (r) => r.auction?.lot?.number !== lot.number || r.auction.lot.bids.length > lot.bids.length)));
    const t0 = performance.now();
    const res = await post(`${url}/api/rooms/${room.id}/bid`, bidder.token, { lot: lot.number, amount });
    if (res.status === 409 && CLOSED.has(res.body.code!)) tally.closed++;
    else if (res.status !== 200) throw new Error(`bid refused: ${res.status} ${res.body.code}`);
    await arrived;
    if (res.status !== 200) continue;
    samples.push(performance.now() - t0);
    n++;
  }
}

let lastUpdateBytes = 0;
const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
const load = () => os.loadavg().map((x) => x.toFixed(2)).join(' ');

function report(name: string, samples: number[], ms: number, cpu: { server: number | null; client: number }, tally: Tally) {
  const sorted = [...samples].sort((a, b) => a - b);
  const q = (x: number) => quantile(sorted, x).toFixed(1);
  console.log(
    `${name}: ${samples.length} bids in ${(ms / 1000).toFixed(1)} s (${((samples.length * 1000) / ms).toFixed(0)} bids/s); ` +
      `round trip to all ${PHONES} phones p50 ${q(0.5)} ms, p95 ${q(0.95)} ms, p99 ${q(0.99)} ms, max ${sorted[sorted.length - 1].toFixed(1)} ms; load ${load()}`,
  );
  console.log(`  lots put up ${tally.lots}; bids too late for a lot the clock had closed ${tally.closed}`);
  if (cpu.server !== null) {
    const perBid = cpu.server / samples.length;
    console.log(`  server CPU ${perBid.toFixed(1)} ms per bid (its ${PHONES} updates, the lots and sales included): about ${Math.floor(1000 / perBid)} bids/s on one idle core`);
  }
  // The phones share this process: its CPU says how much of the machine the bench itself took.
  console.log(`  bench (phones) CPU ${(cpu.client / samples.length).toFixed(1)} ms per bid, ${((cpu.client / ms) * 100).toFixed(0)} % of a core; an update ${(lastUpdateBytes / 1024).toFixed(1)} kB`);
}

async function phase(name: string, url: string, rooms: Room[], pid: number | undefined, think: () => number) {
  const samples: number[] = [];
  const tally: Tally = { lots: 0, closed: 0 };
  const t = performance.now();
  const cpu = cpuMs(pid);
  const own = process.cpuUsage();
  await Promise.all(rooms.map((room) => bidRoom(url, room, BIDS_PER_PHASE, think, samples, tally)));
  const used = process.cpuUsage(own);
  report(name, samples, performance.now() - t, { server: cpu === null ? null : cpuMs(pid)! - cpu, client: (used.user + used.system) / 1000 }, tally);
}

async function main() {
  const { bench, stop, pid } = await startDraftBenchServer(ROOMS * PHONES);
  try {
    const { url, users } = bench;
    const rooms: Room[] = [];
    await pool(
      Array.from({ length: ROOMS }, (_, r) => r),
      20,
      async (r) => {
        const phones: Phone[] = [];
        for (const u of users.slice(r * PHONES, (r + 1) * PHONES)) {
          const phone: Phone = { ...u, socket: await socketFor(url, u.token) };
          phone.socket.on('updateRoom', (room) => {
            if (!phone.latest || room.version > phone.latest.version) phone.latest = room;
          });
          phones.push(phone);
        }
        rooms.push({ id: await auctionRoom(url, phones, r), phones });
      },
    );
    console.log(`${ROOMS} auctions x ${PHONES} managers on their phones, one server (PGlite), ${ROOMS * PHONES} sockets; load ${load()}`);
    // A human pace, 0.5-2.5 s of thought before each bid, every auction bidding at once.
    const random = new Random(42);
    await phase('human pace (think 0.5-2.5 s)', url, rooms, pid, () => 500 + random.next() * 2000);
    // No thought: each auction's next bid goes out the moment every phone has the last.
    await phase(`stress (no thought, ${ROOMS} auctions in flight)`, url, rooms, pid, () => 0);
    for (const room of rooms) for (const p of room.phones) p.socket.disconnect();
  } finally {
    stop();
  }
}

await main();
process.exit(0);
