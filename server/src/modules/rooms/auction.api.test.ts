import { beforeAll, describe, expect, it } from 'vitest';
import type { RoomDto } from '@onbir/shared/room/dto';
import { FORM_BENCH_SIZE } from '@onbir/shared/room/constants';
import { createRoomSchema, roomOptionsSchema } from '@onbir/shared/room/schemas';
import type { TestServer } from '../../test/testServer';
import type { TestUser } from '../../test/fixtures';
import { nextUpdate, type ClientSocket, type roomsKit } from '../../test/rooms';
import { useRoomsServer } from '../../test/roomsServer';

/** An auction room over HTTP and sockets (docs/drafts.md, 'The auction room'): races, double taps, the reserve, the clock. */
const rooms = useRoomsServer({});
const { socketIn } = rooms;
let s: TestServer;
let kit: ReturnType<typeof roomsKit>;
beforeAll(() => {
  ({ s, kit } = rooms.env);
});

const AUCTION = { draftOrder: 'auction', auction: { budget: 100, bidSeconds: 10 }, pickSeconds: 60 };

/** Every socket's latest room, kept as updates arrive. */
function latest(sockets: ClientSocket[]) {
  const rooms: Array<RoomDto | null> = sockets.map(() => null);
  sockets.forEach((x, i) => x.on('updateRoom', (room) => (rooms[i] = !rooms[i] || room.version >= rooms[i]!.version ? room : rooms[i])));
  return rooms;
}

async function auctionWith(users: TestUser[]) {
  const roomId = await kit.draftingRoom(users, AUCTION);
  const sockets = await Promise.all(users.map((u) => socketIn(u, roomId)));
  return { roomId, sockets, seen: latest(sockets) };
}

describe('an auction room', () => {
  it('stores the auction options whole and opens with the first seat to nominate', async () => {
    const [a, b] = await kit.users(2);
    const roomId = await kit.draftingRoom([a, b], AUCTION);
    const room = await kit.room(b, roomId);
    expect(room.options).toMatchObject(AUCTION);
    expect(room.auction).toMatchObject({ turn: 0, lot: null, sales: [], settings: { budget: 100, bidSeconds: 10, mode: 'open' } });
    expect(room.auction!.managers.map((m) => m.id)).toEqual([a.id, b.id]);
    const bad = await kit.call(a, 'post', '/create', { roomName: 'X', draftOrder: 'auction', auction: { budget: 150, bidSeconds: 10 } }).expect(400);
    expect(bad.body.message).toBe('Açık artırma bütçesi 100, 200, 300 M€ olabilir.');
    const snake = await kit.call(a, 'post', `/${roomId}/pick-player`, { playerId: 't-gk-1' }).expect(409);
    expect(snake.body.code).toBe('NOT_IN_AUCTION');
  });

  it('resolves same-price bids at the same instant and double taps once, identically for every client', async () => {
    const users = await kit.users(4);
    const [a, b, c, d] = users;
    const { roomId, sockets, seen } = await auctionWith(users);
    const nominated = await Promise.all([0, 1].map(() => kit.call(a, 'post', `/${roomId}/nominate`, { playerId: 't-cb-1', opening: 1 })));
    expect(nominated.map((r) => r.status)).toEqual([200, 200]);
    expect(nominated[0].body.message).toBe('T CB 1 açık artırmada: 1 M€.');
    // b, c and d bid 2 M€ at the same instant, each with a double tap: one bid stands.
    const bids = await Promise.all([b, b, c, c, d, d].map((u) => kit.call(u, 'post', `/${roomId}/bid`, { lot: 1, amount: 2 })));
    const won = bids.filter((r) => r.status === 200);
    const lost = bids.filter((r) => r.status !== 200);
    expect(won).toHaveLength(2);
    expect(lost.map((r) => [r.status, r.body.code])).toEqual(Array(4).fill([409, 'AUCTION_BID_TOO_LOW']));
    expect(lost[0].body.message).toBe('Teklif en az 3 M€ olmalı.');
    const room = await kit.room(a, roomId);
    const bidsMade = room.auction!.lot!.bids.map((x) => [x.managerId, x.amount]);
    expect(bidsMade).toHaveLength(2);
    // The bid that landed first stands; its double tap is answered as it was.
    const leader = [b, c, d].find((_u, k) => bids[2 * k].status === 200 && bids[2 * k + 1].status === 200)!;
    expect(bidsMade[1]).toEqual([leader.id, 2]);
    await expect.poll(() => seen.map((r) => r?.version)).toEqual(Array(4).fill(room.version));
    for (const r of seen) expect(r!.auction).toEqual(room.auction);
    expect(sockets).toHaveLength(4);
  });

  it('refuses an over-budget bid in words, and the clock sells the lot to the highest bidder into his place', async () => {
    const users = await kit.users(2);
    const [a, b] = users;
    s.ctx.timers.msPerSecond = 300;
    const { roomId, sockets } = await auctionWith(users);
    await kit.call(a, 'post', `/${roomId}/nominate`, { playerId: 't-gk-1', opening: 3 }).expect(200);
    const over = await kit.call(b, 'post', `/${roomId}/bid`, { lot: 1, amount: 91 }).expect(400);
    expect(over.body).toMatchObject({ code: 'AUCTION_OVER_BUDGET', message: 'En fazla 90 M€ teklif verebilirsiniz: kalan yerler için bütçe ayrılmalı.' });
    await kit.call(b, 'post', `/${roomId}/bid`, { lot: 1, amount: 4 }).expect(200);
    const sold = await nextUpdate(sockets[0], (r) => (r.auction?.sales.length ?? 0) === 1);
    expect(sold.auction!.sales[0]).toMatchObject({ playerId: 't-gk-1', managerId: b.id, price: 4, slot: 'GK-1' });
    expect(sold.auction!.managers[1].spent).toBe(4);
    expect(sold.players[1].team.squad.map((p) => [p.id, p.assignedPosition])).toEqual([['t-gk-1', 'GK-1']]);
    // The turn passes to the next seat, and a bid for the sold lot is refused as stale.
    expect(sold.auction!.turn).toBe(1);
    expect((await kit.call(a, 'post', `/${roomId}/bid`, { lot: 1, amount: 6 }).expect(409)).body.code).toBe('AUCTION_NO_LOT');
  });

  it('plays the budget and bid clock chosen on the create form, sent as the form sends them', async () => {
    const [a, b] = await kit.users(2);
    // The form's body (CreateRoomPage): its options whole, from the schema's defaults with 3 substitutes, then the choices.
    const options = { ...roomOptionsSchema.parse({}), bench: FORM_BENCH_SIZE, maxPlayers: 2, draftOrder: 'auction', auction: { budget: 300, bidSeconds: 15 } };
    const body = { roomName: 'Açık Artırma Gecesi', ...options, auction: options.auction, leagues: options.leagues };
    expect(createRoomSchema.safeParse(body).success).toBe(true);
    const roomId = await kit.draftingRoom([a, b], body);
    const room = await kit.room(b, roomId);
    expect(room.options.auction).toEqual({ mode: 'open', budget: 300, bidSeconds: 15 });
    expect(room.auction!.settings).toMatchObject({ budget: 300, bidSeconds: 15, bench: 3 });
    // The lot's clock is the chosen 15 s from its opening bid.
    await kit.call(a, 'post', `/${roomId}/nominate`, { playerId: 't-st-1', opening: 1 }).expect(200);
    const lot = (await kit.room(b, roomId)).auction!.lot!;
    expect(lot.endsAt - lot.bids[0].at).toBe(15 * s.ctx.timers.msPerSecond);
    // 300 M€ less 1 M€ for each of the 13 other places (eleven and three substitutes): 288 is refused, 250 (over the default 200) stands.
    const over = await kit.call(b, 'post', `/${roomId}/bid`, { lot: 1, amount: 288 }).expect(400);
    expect(over.body).toMatchObject({ code: 'AUCTION_OVER_BUDGET', message: 'En fazla 287 M€ teklif verebilirsiniz: kalan yerler için bütçe ayrılmalı.' });
    await kit.call(b, 'post', `/${roomId}/bid`, { lot: 1, amount: 250 }).expect(200);
    const after = (await kit.room(a, roomId)).auction!;
    expect(after.lot!.bids.at(-1)).toMatchObject({ managerId: b.id, amount: 250 });
    expect(after.managers.map((m) => m.id)).toEqual([a.id, b.id]);
  });
});
