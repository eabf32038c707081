import type { ChatMessageDto, RoomSummary } from '@onbir/shared/game/draftRoom';
import type { AiStyle } from '@onbir/shared/game/aiManager';
import type { GamePlayer } from '@onbir/shared/players/types';
import { api } from '../../lib/api';

export interface PickAnswer {
  message: string;
  pick: { playerId: string; slot: string; pickNumber: number; round: number };
}

/** The draft room's calls around the draft (issue 19): invites, AI seats, bars, the private queue, autodraft, chat. */
export const draftRoomApi = {
  summary: (roomId: string) => api<RoomSummary>(`/api/rooms/${roomId}/summary`, { fallback: 'Oda bilgisi alınamadı.' }),
  fillAi: (roomId: string, style?: AiStyle) => api<{ message: string }>(`/api/rooms/${roomId}/fill-ai`, { body: style ? { style } : {} }),
  unban: (roomId: string, playerId: string) => api<{ message: string }>(`/api/rooms/${roomId}/unban`, { body: { playerId } }),
  /** The pick number the screen showed goes along: a double tap is answered with the first pick. */
  pick: (roomId: string, playerId: string, assignedPosition: string | undefined, pickNumber: number) =>
    api<PickAnswer>(`/api/rooms/${roomId}/pick-player`, { body: { playerId, pickNumber, ...(assignedPosition ? { assignedPosition } : {}) } }),
  queue: (roomId: string) => api<{ playerIds: string[]; players: GamePlayer[] }>(`/api/rooms/${roomId}/queue`),
  putQueue: (roomId: string, playerIds: string[]) =>
    api<{ playerIds: string[]; players: GamePlayer[] }>(`/api/rooms/${roomId}/queue`, { method: 'PUT', body: { playerIds } }),
  autodraft: (roomId: string, on: boolean) => api<{ message: string; on: boolean }>(`/api/rooms/${roomId}/autodraft`, { body: { on } }),
  chat: (roomId: string) => api<ChatMessageDto[]>(`/api/rooms/${roomId}/chat`),
  send: (roomId: string, text: string) => api<ChatMessageDto>(`/api/rooms/${roomId}/chat`, { body: { text }, fallback: 'Mesaj gönderilemedi.' }),
  react: (roomId: string, pickNumber: number, reaction: string) => api<ChatMessageDto>(`/api/rooms/${roomId}/react`, { body: { pickNumber, reaction } }),
};
