import type { FinishedMatch, LiveMatchSnapshot } from '@onbir/shared/match/wire';
import { api } from '../../lib/api';

/** The calls of the match screen and the match history (spec 7). */
export const matchApi = {
  live: (roomId: string) => api<LiveMatchSnapshot>(`/api/match/${roomId}/live`),
  startNextMatch: (roomId: string) => api<{ message: string; fixtureId: string; startedAt: string }>(`/api/match/${roomId}/start-next-match`, { method: 'POST' }),
  finishedMatches: (signal?: AbortSignal) => api<FinishedMatch[]>('/api/match/finished-matches', { signal }),
  recent: (roomId: string, signal?: AbortSignal) => api<FinishedMatch[]>(`/api/match/${roomId}/recent`, { signal }),
};
