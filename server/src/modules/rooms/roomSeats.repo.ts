import { randomUUID } from 'node:crypto';
import { and, count, eq, isNull, ne } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { roomBans, roomPlayers, rooms, users } from '../../db/schema';
import { memberKey } from './rooms.repo';

/** SQL of a room's seats beyond the lobby's: AI seats, bars after a kick, open rooms per user, the private pick queue. */
/** Rooms this user created that are not finished (at most MAX_OPEN_ROOMS). */
export async function countOpenRooms(db: Db, userId: string): Promise<number> {
  const [row] = await db.select({ n: count() }).from(rooms).where(and(eq(rooms.creatorId, userId), ne(rooms.status, 'finished')));
  return row?.n ?? 0;
}

export async function isBanned(db: Db, roomId: string, userId: string): Promise<boolean> {
  return (await db.select({ u: roomBans.userId }).from(roomBans).where(and(eq(roomBans.roomId, roomId), eq(roomBans.userId, userId)))).length > 0;
}


/**
 * AI managers in empty seats: each gets a bot account (it never logs in: its password hash is no bcrypt
 * hash) so that picks and fixtures keep their user keys, and sits ready.
 */
export async function addAiSeats(tx: Tx, roomId: string, seats: ReadonlyArray<{ seat: number; name: string; style: string; formation: string }>): Promise<void> {
  for (const s of seats) {
    const id = randomUUID();
    await tx.insert(users).values({ id, username: `yz-${id}`, usernameKey: `yz-${id}`, email: `${id}@yz.invalid`, firstName: s.name, lastName: '', passwordHash: '!', bot: true });
    await tx.insert(roomPlayers).values({ roomId, userId: id, seat: s.seat, isReady: true, formation: s.formation, aiName: s.name, aiStyle: s.style });
  }
}

/** An AI manager takes over a leaver's seat: his user id stays (picks and fixtures keep their keys), his queue goes. */
export async function handSeatToAi(tx: Tx, roomId: string, userId: string, ai: { name: string; style: string }): Promise<void> {
  await tx.update(roomPlayers).set({ aiName: ai.name, aiStyle: ai.style, autodraft: false, pickQueue: [] }).where(memberKey(roomId, userId));
}

export async function insertBan(tx: Tx, roomId: string, userId: string): Promise<void> {
  await tx.insert(roomBans).values({ roomId, userId }).onConflictDoNothing();
}

export async function deleteBan(tx: Tx, roomId: string, userId: string): Promise<void> {
  await tx.delete(roomBans).where(and(eq(roomBans.roomId, roomId), eq(roomBans.userId, userId)));
}

/** The private queue: read and written only for its owner. */
export async function readQueue(db: Db, roomId: string, userId: string): Promise<string[] | null> {
  const [row] = await db.select({ q: roomPlayers.pickQueue }).from(roomPlayers).where(and(memberKey(roomId, userId), isNull(roomPlayers.aiName)));
  return row ? row.q : null;
}

export async function writeQueue(db: Db, roomId: string, userId: string, queue: string[]): Promise<void> {
  await db.update(roomPlayers).set({ pickQueue: queue }).where(memberKey(roomId, userId));
}

