import { RateLimiterMemory } from 'rate-limiter-flexible';
import { checkReaction, cleanChatText, draftRoomRefusal, type ChatMessageDto } from '@onbir/shared/game/draftRoom';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import { emitChat } from '../../realtime/roomChannels';
import { enforce, missingRoom, refused } from './refusals';
import { readRoom } from './rooms.repo';
import { insertMessage, lastMessages } from './roomChat.repo';
import { humanSeat } from './seatsView';

/**
 * The room chat and quick reactions to picks: members only, plain text (cleaned by the shared rule and
 * shown as text, never HTML), kept for the room's life, sent live to the room's channel.
 */
export const CHAT_HISTORY = 100;
/** A person chatting sends a line every few seconds; 5 in 10 s per user stops a flood without touching real talk. */
export const CHAT_LIMIT = { points: 5, duration: 10 } as const;

const limiters = new WeakMap<AppContext, RateLimiterMemory>();

async function countMessage(ctx: AppContext, userId: string): Promise<void> {
  let limiter = limiters.get(ctx);
  if (!limiter) {
    limiter = new RateLimiterMemory(CHAT_LIMIT);
    limiters.set(ctx, limiter);
  }
  try {
    await limiter.consume(userId);
  } catch {
    const r = draftRoomRefusal('CHAT_RATE_LIMITED');
    throw new AppError(429, r.code, r.message);
  }
}

async function memberState(ctx: AppContext, userId: string, roomId: string) {
  const state = await readRoom(ctx.db, roomId);
  if (!state) throw missingRoom();
  const seat = humanSeat(state, userId);
  return { state, seat };
}

export async function chatHistory(ctx: AppContext, userId: string, roomId: string): Promise<ChatMessageDto[]> {
  await memberState(ctx, userId, roomId);
  return lastMessages(ctx.db, roomId, CHAT_HISTORY);
}

async function post(ctx: AppContext, roomId: string, userId: string, username: string, kind: 'chat' | 'reaction', text: string, pickNumber: number | null): Promise<ChatMessageDto> {
  await countMessage(ctx, userId);
  const row = await insertMessage(ctx.db, { roomId, userId, kind, text, pickNumber });
  const message: ChatMessageDto = { id: row.id, roomId, userId, username, kind, text, pickNumber, createdAt: row.createdAt.toISOString() };
  emitChat(ctx, message);
  return message;
}

export async function sendChat(ctx: AppContext, userId: string, roomId: string, raw: string): Promise<ChatMessageDto> {
  const { seat } = await memberState(ctx, userId, roomId);
  const cleaned = cleanChatText(raw);
  if ('code' in cleaned) throw refused(cleaned);
  return post(ctx, roomId, userId, seat.username, 'chat', cleaned.text, null);
}

export async function react(ctx: AppContext, userId: string, roomId: string, pickNumber: number, reaction: string): Promise<ChatMessageDto> {
  const { state, seat } = await memberState(ctx, userId, roomId);
  enforce(checkReaction(reaction, pickNumber, state.picks.length));
  return post(ctx, roomId, userId, seat.username, 'reaction', reaction, pickNumber);
}
