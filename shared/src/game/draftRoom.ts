import { z } from 'zod';
import { noControlCharacters } from '../validation/text';
import { draftRoomMessages, type DraftRoomCode } from '../messages/draftRoom';
import { fillMessage } from '../messages/fill';
import { AI_STYLES } from './aiManager';
import type { DraftState } from './draft';
import { roundOfPick } from './draftOrder';
import { isMember, type LobbyState } from './lobby';
import { MAX_QUEUE } from './pickQueue';
import { refusal, type Refusal, type RefusalKind } from './refusal';
import type { RoomDto } from './rooms';

/**
 * The draft room's rules around the draft itself: room security (issue 15 item 7: open rooms per user,
 * bars after a kick, locked rooms' details), picks answered twice, the pick log, chat and reactions.
 * Pure, shared by server and client; each check answers null when allowed, else a refusal with a stable code.
 */
export interface DraftRoomRefusal {
  code: Exclude<DraftRoomCode, `NOTICE_${string}`>;
  kind: RefusalKind;
  message: string;
}

const KIND: Record<DraftRoomRefusal['code'], RefusalKind> = {
  TOO_MANY_ROOMS: 'conflict',
  BANNED: 'forbidden',
  NOT_BANNED: 'missing',
  JOIN_THROTTLED: 'conflict',
  LOCKED_MEMBERS_ONLY: 'forbidden',
  PICK_STALE: 'conflict',
  CHAT_EMPTY: 'invalid',
  CHAT_TOO_LONG: 'invalid',
  CHAT_RATE_LIMITED: 'conflict',
  REACTION_UNKNOWN: 'invalid',
  REACTION_NO_PICK: 'missing',
};

export function draftRoomRefusal(code: DraftRoomRefusal['code'], params?: Record<string, string | number>): DraftRoomRefusal {
  return { code, kind: KIND[code], message: fillMessage(draftRoomMessages[code], params) };
}

// ---------- room security ----------

/** Rooms a user may have open (created and not finished): one account cannot push every real room off the list. */
export const MAX_OPEN_ROOMS = 3;
/** A room password's minimum length (a shorter one is guessed in a handful of tries). */
export const ROOM_PASSWORD_MIN = 4;

export function checkOpenRooms(openRooms: number): DraftRoomRefusal | null {
  return openRooms >= MAX_OPEN_ROOMS ? draftRoomRefusal('TOO_MANY_ROOMS', { max: MAX_OPEN_ROOMS }) : null;
}

/** A user the creator kicked may not join again until the bar is lifted. */
export function checkNotBanned(banned: boolean): DraftRoomRefusal | null {
  return banned ? draftRoomRefusal('BANNED') : null;
}

/** Only the creator lifts a bar, and only a bar that exists. */
export function checkUnban(state: LobbyState, userId: string, targetBanned: boolean): Refusal | DraftRoomRefusal | null {
  if (!isMember(state, userId)) return refusal('NOT_MEMBER');
  if (state.creatorId !== userId) return refusal('NOT_CREATOR');
  return targetBanned ? null : draftRoomRefusal('NOT_BANNED');
}

/** A locked room's squads, fixtures and matches are its members' only; an open room's are anyone's. */
export function canSeeRoomDetails(isLocked: boolean, member: boolean): boolean {
  return member || !isLocked;
}

// ---------- picks ----------

/**
 * A pick request whose player is already in this user's squad is the same pick sent again (a double tap,
 * a retry after a lost answer): it is answered with where he went instead of a refusal. Undefined otherwise.
 */
export function repeatedPick(state: Pick<DraftState, 'members'>, userId: string, playerId: string): string | undefined {
  return state.members.find((m) => m.userId === userId)?.squad.find((p) => p.playerId === playerId)?.assignedPosition;
}

/** The pick number the client saw must be the current one (null: the client did not say). */
export function checkPickNumber(currentPick: number, seen: number | undefined): DraftRoomRefusal | null {
  return seen === undefined || seen === currentPick ? null : draftRoomRefusal('PICK_STALE');
}

/** One line of the pick log: every pick in order, with its round. */
export interface PickLogEntry {
  /** 1-based, as stored. */
  pickNumber: number;
  round: number;
  userId: string;
  playerId: string;
  playerName: string;
  slot: string;
  /** Made by the clock, "Otomatik seç" or an AI manager. */
  auto: boolean;
}

export function pickLog(
  picks: ReadonlyArray<{ pickNumber: number; userId: string; playerId: string; assignedPosition: string; auto: boolean; playerName: string }>,
  seats: number,
): PickLogEntry[] {
  return [...picks]
    .sort((a, b) => a.pickNumber - b.pickNumber)
    .map((p) => ({
      pickNumber: p.pickNumber,
      round: seats >= 2 ? roundOfPick(p.pickNumber - 1, Math.min(seats, 8)) : 1,
      userId: p.userId,
      playerId: p.playerId,
      playerName: p.playerName,
      slot: p.assignedPosition,
      auto: p.auto,
    }));
}

// ---------- chat and reactions ----------

export const CHAT_MAX_LENGTH = 300;
/** The quick reactions to a pick. */
export const QUICK_REACTIONS = ['👏', '🔥', '😮', '😂', '👎'] as const;

/**
 * A chat message as stored: NFC, control and format characters (line breaks, zero-width and bidi marks)
 * turned into spaces or dropped, runs of spaces collapsed, trimmed; 1-300 characters. Plain text: the
 * client shows it as text, never as HTML.
 */
export function cleanChatText(raw: string): { text: string } | DraftRoomRefusal {
  const text = raw
    .normalize('NFC')
    .replace(/[\r\n\t\u2028\u2029]/g, ' ')
    .replace(/[\p{Cc}\p{Cf}]/gu, '')
    .replace(/ {2,}/g, ' ')
    .trim();
  if (text.length === 0) return draftRoomRefusal('CHAT_EMPTY');
  if ([...text].length > CHAT_MAX_LENGTH) return draftRoomRefusal('CHAT_TOO_LONG', { max: CHAT_MAX_LENGTH });
  return { text };
}

/** A reaction must be one of the quick reactions and answer a pick already made. */
export function checkReaction(reaction: string, pickNumber: number, picksMade: number): DraftRoomRefusal | null {
  if (!(QUICK_REACTIONS as readonly string[]).includes(reaction)) return draftRoomRefusal('REACTION_UNKNOWN');
  return pickNumber >= 1 && pickNumber <= picksMade ? null : draftRoomRefusal('REACTION_NO_PICK');
}

/** A chat line or a reaction as members receive it. */
export interface ChatMessageDto {
  id: string;
  roomId: string;
  userId: string;
  username: string;
  kind: 'chat' | 'reaction';
  text: string;
  /** The pick a reaction answers. */
  pickNumber: number | null;
  createdAt: string;
}

/** What anyone logged in may see of a room (an invite link opened by a non-member): never squads or fixtures. */
export interface RoomSummary extends Pick<RoomDto, '_id' | 'roomName' | 'maxPlayers' | 'leagues' | 'isLocked' | 'creator' | 'status'> {
  seats: Array<{ name: string; ai: boolean }>;
  /** Whether the viewer holds a seat (then the whole room is his to see). */
  member: boolean;
}

/** A notice every member of the room sees (an automatic pick, a seat taken over, the room ending). */
export interface RoomNotice {
  roomId: string;
  code: 'CLOCK_PICK' | 'AUTODRAFT_PICK' | 'SEAT_CHANGED' | 'ROOM_ENDED';
  message: string;
}

/** What a kicked player's screen is told. */
export interface KickedNotice {
  roomId: string;
  message: string;
}

// ---------- request bodies ----------

export const fillWithAiSchema = z.object({
  count: z.coerce.number({ error: 'Geçersiz sayı.' }).int({ error: 'Geçersiz sayı.' }).min(1, { error: 'Geçersiz sayı.' }).max(7, { error: 'Geçersiz sayı.' }).optional(),
  style: z.enum(AI_STYLES, { error: 'Geçersiz yapay zekâ stili.' }).optional(),
});

export const pickQueueSchema = z.object({
  playerIds: z
    .array(z.string({ error: 'Geçersiz oyuncu.' }).trim().min(1, { error: 'Geçersiz oyuncu.' }).max(200, { error: 'Geçersiz oyuncu.' }), { error: 'Seçim listesi bir liste olmalıdır.' })
    .max(MAX_QUEUE, { error: `Seçim listeniz en fazla ${MAX_QUEUE} oyuncu olabilir.` }),
});

export const autodraftSchema = z.object({ on: z.boolean({ error: 'Otomatik seç açık ya da kapalı olmalıdır.' }) });

export const chatSchema = z.object({ text: z.string({ error: 'Mesaj metin olmalıdır.' }).max(2000, { error: `Mesaj en fazla ${CHAT_MAX_LENGTH} karakter olabilir.` }).check(noControlCharacters('Mesaj', { multiline: true })) });

export const reactionSchema = z.object({
  pickNumber: z.coerce.number({ error: 'Geçersiz seçim.' }).int({ error: 'Geçersiz seçim.' }).min(1, { error: 'Geçersiz seçim.' }).max(100, { error: 'Geçersiz seçim.' }),
  reaction: z.string({ error: 'Geçersiz tepki.' }).max(16, { error: 'Geçersiz tepki.' }),
});

export const unbanSchema = z.object({ playerId: z.uuid({ error: 'Geçersiz oyuncu kimliği.' }) });
