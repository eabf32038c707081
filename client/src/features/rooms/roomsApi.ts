import type { CreateRoomInput, RoomDto, RoomListItem } from '@onbir/shared/game/rooms';
import type { GamePlayer, Page } from '@onbir/shared/players/types';
import { api } from '../../lib/api';

/** The /api/rooms calls of spec 7 (plus start-draft and the picker), typed. */
export const roomsApi = {
  list: (signal?: AbortSignal) => api<RoomListItem[]>('/api/rooms', { fallback: 'Oda listesi alınırken bir hata oluştu.', signal }),
  get: (roomId: string) => api<RoomDto>(`/api/rooms/${roomId}`),
  create: (body: CreateRoomInput) => api<{ message: string; room: { _id: string } }>('/api/rooms/create', { body }),
  join: (roomId: string, password?: string) =>
    api<{ message: string; room: { _id: string } }>('/api/rooms/join', { body: password ? { roomId, password } : { roomId }, fallback: 'Odaya katılırken bir hata oluştu.' }),
  kick: (roomId: string, playerId: string) => api<{ message: string }>('/api/rooms/kick-player', { body: { roomId, playerId } }),
  ready: (roomId: string) => api<{ message: string; isReady: boolean }>('/api/rooms/ready', { body: { roomId } }),
  leave: (roomId: string) => api<{ message: string }>('/api/rooms/leave', { body: { roomId }, fallback: 'Odadan ayrılırken hata oluştu.' }),
  startDraft: (roomId: string) => api<{ message: string }>(`/api/rooms/${roomId}/start-draft`, { method: 'POST' }),
  pick: (roomId: string, playerId: string, assignedPosition: string) =>
    api<{ message: string }>(`/api/rooms/${roomId}/pick-player`, { body: { playerId, assignedPosition } }),
  setFormation: (roomId: string, formation: string) => api<{ message: string }>(`/api/rooms/${roomId}/set-formation`, { body: { formation } }),
  available: (roomId: string, q: string, position: string, page: number, signal?: AbortSignal) => {
    const params = new URLSearchParams({ page: String(page) });
    if (q.trim()) params.set('q', q.trim());
    if (position) params.set('position', position);
    return api<Page<GamePlayer>>(`/api/rooms/${roomId}/available-players?${params}`, { signal });
  },
  /** Built by the match module (spec 7). */
  startTournament: (roomId: string) => api<unknown>(`/api/match/${roomId}/start-tournament`, { method: 'POST' }),
};
