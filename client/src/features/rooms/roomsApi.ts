import { t } from '@lingui/core/macro';
import type { ChatMessageDto, QueueView, RoomDto, RoomListItem, RoomSummary } from '@onbir/shared/room/dto';
import type { GamePlayer, Page } from '@onbir/shared/players/types';
import { api } from '../../lib/api';

/** What the room screens read (every action goes through roomActions.ts sendAction). */
export const roomsApi = {
  list: (signal?: AbortSignal) => api<RoomListItem[]>('/api/rooms', { fallback: t`Oda listesi alınırken bir hata oluştu.`, signal }),
  get: (roomId: string) => api<RoomDto>(`/api/rooms/${roomId}`),
  summary: (roomId: string) => api<RoomSummary>(`/api/rooms/${roomId}/summary`, { fallback: t`Oda bilgisi alınamadı.` }),
  available: (roomId: string, q: string, position: string, page: number, signal?: AbortSignal) => {
    const params = new URLSearchParams({ page: String(page) });
    if (q.trim()) params.set('q', q.trim());
    if (position) params.set('position', position);
    return api<Page<GamePlayer>>(`/api/rooms/${roomId}/available-players?${params}`, { signal });
  },
  queue: (roomId: string) => api<QueueView>(`/api/rooms/${roomId}/queue`),
  chat: (roomId: string) => api<ChatMessageDto[]>(`/api/rooms/${roomId}/chat`),
};
