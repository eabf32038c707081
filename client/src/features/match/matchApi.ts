import { t } from '@lingui/core/macro';
import type { ControlsView, FinishedMatch, LiveMatchSnapshot, MatchReplay } from '@onbir/shared/match/wire';
import type { ScorerRow } from '@onbir/shared/match/scorers';
import { api } from '../../lib/api';

/** The calls of the match screen, the replays and the match history (docs/match.md, 'Server'). */
export const matchApi = {
  live: (roomId: string) => api<LiveMatchSnapshot>(`/api/match/${roomId}/live`),
  /** A manager's own controls: his side now (stamina, bench, changes left, tactics) and his plan. */
  controls: (roomId: string) => api<ControlsView>(`/api/match/${roomId}/controls`),
  replay: (fixtureId: string) => api<MatchReplay>(`/api/match/fixture/${fixtureId}/replay`, { fallback: t`Maç tekrarı yüklenemedi.` }),
  sharedReplay: (token: string) => api<MatchReplay>(`/api/match/replay/${token}`, { fallback: t`Maç tekrarı yüklenemedi.` }),
  finishedMatches: (signal?: AbortSignal) => api<FinishedMatch[]>('/api/match/finished-matches', { signal }),
  myMatches: (signal?: AbortSignal) => api<FinishedMatch[]>('/api/match/my-matches', { signal }),
  /** The season's scorers (most goals first) from the room's played matches. */
  scorers: (roomId: string) => api<ScorerRow[]>(`/api/match/${roomId}/scorers`),
  recent: (roomId: string, signal?: AbortSignal) => api<FinishedMatch[]>(`/api/match/${roomId}/recent`, { signal }),
};
