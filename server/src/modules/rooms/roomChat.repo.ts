import { and, desc, eq } from 'drizzle-orm';
import type { ChatMessageDto } from '@onbir/shared/game/draftRoom';
import type { Db } from '../../db/client';
import { roomMessages, users } from '../../db/schema';

/** The only SQL of a room's chat and reactions (kept for the room's life: deleted with it). */
export async function insertMessage(db: Db, m: { roomId: string; userId: string; kind: 'chat' | 'reaction'; text: string; pickNumber: number | null }): Promise<{ id: string; createdAt: Date }> {
  const [row] = await db.insert(roomMessages).values(m).returning({ id: roomMessages.id, createdAt: roomMessages.createdAt });
  return row;
}

/** The last `limit` messages of a room, oldest first, with the senders' usernames. */
export async function lastMessages(db: Db, roomId: string, limit: number): Promise<ChatMessageDto[]> {
  const rows = await db
    .select({ m: roomMessages, username: users.username })
    .from(roomMessages)
    .innerJoin(users, eq(users.id, roomMessages.userId))
    .where(and(eq(roomMessages.roomId, roomId)))
    .orderBy(desc(roomMessages.createdAt), desc(roomMessages.id))
    .limit(limit);
  return rows.reverse().map(({ m, username }) => ({
    id: m.id,
    roomId: m.roomId,
    userId: m.userId,
    username,
    kind: m.kind,
    text: m.text,
    pickNumber: m.pickNumber,
    createdAt: m.createdAt.toISOString(),
  }));
}
