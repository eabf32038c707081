import { beforeAll, describe, expect, it } from 'vitest';
import type { RoomDto } from '@onbir/shared/room/dto';
import type { TestUser } from '../../test/fixtures';
import { nextUpdate, type ClientSocket, type roomsKit } from '../../test/rooms';
import { useRoomsServer } from '../../test/roomsServer';

/** A blind auction room over HTTP and sockets (docs/drafts.md, 'The auction room'): sealed bids stay sealed until the sale. */
const rooms = useRoomsServer({});
let kit: ReturnType<typeof roomsKit>;
beforeAll(() => {
  ({ kit } = rooms.env);
});

const BLIND = { draftOrder: 'auction', auction: { budget: 100, bidSeconds: 20, mode: 'blind' }, pickSeconds: 60 };

/** The amounts of the open lot's bids a reader received, as "managerId:amount" (the opening bid's included). */
const amounts = (room: RoomDto) => (room.auction?.lot?.bids ?? []).flatMap((b) => (b.amount === undefined ? [] : [`${b.managerId}:${b.amount}`]));

/** Every room a socket receives, the one its join brings included. */
async function recorded(u: TestUser, roomId: string) {
  const socket: ClientSocket = await kit.socket(u);
  rooms.env.sockets.push(socket);
  const got: RoomDto[] = [];
  socket.on('updateRoom', (room) => got.push(room));
  await socket.emitWithAck('joinRoom', roomId);
  return { socket, got };
}

describe('a blind auction room', () => {
  it('keeps every sealed amount from the broadcast, the join and another reader, gives each bidder his own, and sells a tie to the earlier bid', async () => {
    // a, b, c and e manage; d, signed in, watches the open room.
    const [a, b, c, d, e] = await kit.users(5);
    const roomId = await kit.draftingRoom([a, b, c, e], BLIND);
    const readers = await Promise.all([a, b, c, d].map((u) => recorded(u, roomId)));
    const lobby = await kit.room(a, roomId);
    expect(lobby.options.auction).toEqual({ budget: 100, bidSeconds: 20, mode: 'blind' });
    expect(lobby.auction!.settings.mode).toBe('blind');
    await kit.call(a, 'post', `/${roomId}/nominate`, { playerId: 't-cb-1', opening: 2 }).expect(200);
    const bOwn = await kit.call(b, 'post', `/${roomId}/bid`, { lot: 1, amount: 5 }).expect(200);
    expect(bOwn.body).toMatchObject({ message: 'Teklifiniz: 5 M€.', bid: { lot: 1, amount: 5 } });
    // c bids the same after b: the tie is b's.
    await kit.call(c, 'post', `/${roomId}/bid`, { lot: 1, amount: 5 }).expect(200);

    const [ga, gb, gc, gd] = await Promise.all([a, b, c, d].map((u) => kit.room(u, roomId)));
    expect(gb.auction!.lot!.bids.map((x) => x.managerId)).toEqual([a.id, b.id, c.id]);
    expect(amounts(ga)).toEqual([`${a.id}:2`]);
    expect(amounts(gd)).toEqual([`${a.id}:2`]);
    expect(ga.auction!.mySealedBid).toBeUndefined();
    expect(amounts(gb)).toEqual([`${a.id}:2`, `${b.id}:5`]);
    expect(gb.auction!.mySealedBid).toBe(5);
    expect(amounts(gc)).toEqual([`${a.id}:2`, `${c.id}:5`]);
    // A socket joining now reads his own amount only.
    const late = await recorded(b, roomId);
    await expect.poll(() => late.got.length).toBeGreaterThan(0);
    expect(amounts(late.got[0])).toEqual([`${a.id}:2`, `${b.id}:5`]);

    // A second sealed bid is refused in words; the same bid again (a double tap) is answered as the first.
    const again = await kit.call(b, 'post', `/${roomId}/bid`, { lot: 1, amount: 9 }).expect(409);
    expect(again.body).toMatchObject({ code: 'AUCTION_ALREADY_SEALED' });
    await kit.call(b, 'post', `/${roomId}/bid`, { lot: 1, amount: 5 }).expect(200);
    expect(amounts(await kit.room(d, roomId))).toEqual([`${a.id}:2`]);

    // e seals last: every manager who could bid has sealed: the lot sells at once, and the sale shows every bid.
    await kit.call(e, 'post', `/${roomId}/bid`, { lot: 1, amount: 3 }).expect(200);
    const sold = await nextUpdate(readers[3].socket, (r) => (r.auction?.sales.length ?? 0) === 1);
    expect(sold.auction!.sales[0]).toMatchObject({ playerId: 't-cb-1', managerId: b.id, price: 5 });
    expect(sold.auction!.sales[0].bids!.map((x) => [x.managerId, x.amount])).toEqual([[a.id, 2], [b.id, 5], [c.id, 5], [e.id, 3]]);
    for (const { got } of readers) {
      expect(got.length).toBeGreaterThan(2);
      for (const room of got) if (room.auction?.lot?.number === 1) expect(amounts(room)).toEqual([`${a.id}:2`]);
    }
  });
});
