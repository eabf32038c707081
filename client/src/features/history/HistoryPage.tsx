import { useState } from 'react';
import { Link, useParams } from '../../app/navigation';
import type { FinishedMatch } from '@onbir/shared/match/wire';
import { RequireLogin } from '../../lib/RequireLogin';
import { useRemote } from '../../lib/useRemote';
import { matchApi } from '../match/matchApi';
import { MatchCard } from './MatchCard';
import { MatchDetailsModal } from './MatchDetailsModal';
import './history.css';

const LOAD_ERROR = 'Maç geçmişi yüklenirken hata oluştu. Sunucuya bakınız.';
type Tab = 'all' | 'mine';

/** /dashboard (the last 20 of every room, or "Maçlarım": the viewer's own) and /dashboard/{roomId} (every match of one room). */
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
  const [tab, setTab] = useState<Tab>('all');
  const key = roomId ?? tab;
  const { data: matches, failed: error } = useRemote<FinishedMatch[] | null>(
    key,
    (signal) => (roomId ? matchApi.recent(roomId, signal) : tab === 'mine' ? matchApi.myMatches(signal) : matchApi.finishedMatches(signal)),
    { empty: null, logAs: LOAD_ERROR },
  );

  return (
    <div className="page history-page">
      <h1>{roomId ? 'Oda Maç Geçmişi' : 'Son 20 Maç'}</h1>
      {roomId ? (
        <p className="lead">
          {matches?.[0] ? `${matches[0].roomName} odasının biten maçları` : 'Bu odanın biten maçları'} · <Link to={`/match/${roomId}`}>Maç ekranına dön</Link> ·{' '}
          <Link to="/dashboard">Tüm maçlar</Link>
        </p>
      ) : (
        <div className="history-tabs" role="tablist" aria-label="Maç listesi">
          {(
            [
              ['all', 'Tüm Maçlar'],
              ['mine', 'Maçlarım'],
            ] as const
          ).map(([t, label]) => (
            <button key={t} type="button" role="tab" aria-selected={tab === t} className={`btn ${tab === t ? 'btn-primary' : 'btn-outline'}`} onClick={() => setTab(t)}>
              {label}
            </button>
          ))}
        </div>
      )}
      {error && (
        <p className="history-error" role="alert">
          {LOAD_ERROR}
        </p>
      )}
      {!error && !matches && <p>Yükleniyor…</p>}
      {matches?.length === 0 && <p className="muted">{tab === 'mine' && !roomId ? 'Henüz oynadığınız biten maç yok.' : 'Henüz biten maç yok.'}</p>}
      <div className="history-grid" role={roomId ? undefined : 'tabpanel'}>
        {matches?.map((m) => <MatchCard key={m.matchId} match={m} onDetails={() => setOpen(m)} />)}
      </div>
      {open && <MatchDetailsModal match={open} onClose={() => setOpen(null)} />}
    </div>
  );
}
