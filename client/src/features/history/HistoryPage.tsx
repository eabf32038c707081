import { useState } from 'react';
import { useParams } from 'react-router-dom';
import type { FinishedMatch } from '@onbir/shared/match/wire';
import { RequireLogin } from '../../lib/RequireLogin';
import { useRemote } from '../../lib/useRemote';
import { matchApi } from '../match/matchApi';
import { MatchCard } from './MatchCard';
import { MatchDetailsModal } from './MatchDetailsModal';
import './history.css';

const LOAD_ERROR = 'Maç geçmişi yüklenirken hata oluştu. Sunucuya bakınız.';

/** /dashboard (every room) and /dashboard/{roomId} (one room): the last 20 finished matches. */
export function HistoryPage() {
  const { roomId } = useParams();
  return (
    <RequireLogin>
      <History roomId={roomId} />
    </RequireLogin>
  );
}

function History({ roomId }: { roomId?: string }) {
  const [open, setOpen] = useState<FinishedMatch | null>(null);
  const { data: matches, failed: error } = useRemote<FinishedMatch[] | null>(roomId ?? '*', (signal) => (roomId ? matchApi.recent(roomId, signal) : matchApi.finishedMatches(signal)), {
    empty: null,
    logAs: LOAD_ERROR,
  });

  return (
    <div className="page history-page">
      <h1>Son 20 Maç</h1>
      <p className="lead">{roomId && matches?.[0] ? `${matches[0].roomName} odasının biten maçları` : 'Tüm odalarda biten son maçlar'}</p>
      {error && (
        <p className="history-error" role="alert">
          {LOAD_ERROR}
        </p>
      )}
      {!error && !matches && <p>Yükleniyor…</p>}
      {matches?.length === 0 && <p className="muted">Henüz biten maç yok.</p>}
      <div className="history-grid">
        {matches?.map((m) => <MatchCard key={m.matchId} match={m} onDetails={() => setOpen(m)} />)}
      </div>
      {open && <MatchDetailsModal match={open} onClose={() => setOpen(null)} />}
    </div>
  );
}
