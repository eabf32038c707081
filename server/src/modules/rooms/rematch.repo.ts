import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { roomPlayers, rooms } from '../../db/schema';

/**
 * "Rövanş": a new room in the lobby with the finished room's settings and its human members already
 * joined (the asker first, as its creator, then the others in seat order), linked from the old room, in
 * one transaction holding the old room's row: a second ask, from anyone, gets the same new room.
 */
export async function insertRematch(db: Db, roomId: string, askerId: string): Promise<{ roomId: string; created: boolean } | null> {
  return db.transaction(async (tx) => {
    const [old] = await tx.select().from(rooms).where(eq(rooms.id, roomId)).for('update');
    if (!old) return null;
    if (old.rematchId) {
      const [kept] = await tx.select({ id: rooms.id }).from(rooms).where(eq(rooms.id, old.rematchId));
      if (kept) return { roomId: kept.id, created: false };
    }
    const humans = await tx
      .select({ userId: roomPlayers.userId })
      .from(roomPlayers)
      .where(and(eq(roomPlayers.roomId, roomId), isNull(roomPlayers.aiName)))
      .orderBy(asc(roomPlayers.seat));
    const order = [askerId, ...humans.map((h) => h.userId).filter((id) => id !== askerId)];
    const [created] = await tx
      .insert(rooms)
      .values({
        roomName: old.roomName,
        maxPlayers: Math.max(old.maxPlayers, order.length),
        leagues: old.leagues,
        passwordHash: old.passwordHash,
        creatorId: askerId,
        pickSeconds: old.pickSeconds,
        draftOrder: old.draftOrder,
        format: old.format,
        autoContinue: old.autoContinue,
      })
      .returning({ id: rooms.id });
    await tx.insert(roomPlayers).values(order.map((userId, seat) => ({ roomId: created.id, userId, seat })));
    await tx.update(rooms).set({ rematchId: created.id, version: sql`${rooms.version} + 1` }).where(eq(rooms.id, roomId));
    return { roomId: created.id, created: true };
  });
}
