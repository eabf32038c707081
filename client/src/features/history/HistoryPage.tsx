import { useState } from 'react';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useParams } from '../../lib/navigation';
import type { FinishedMatch } from '@onbir/shared/match/wire';
import { RequireLogin } from '../../lib/RequireLogin';
import { useRemote } from '../../lib/useRemote';
import { matchApi } from '../match';
import { MatchCard } from './MatchCard';
import { MatchDetailsModal } from './MatchDetailsModal';
import './history.css';

type Tab = 'all' | 'mine';
const TABS = [
  ['all', msg`Tüm Maçlar`],
  ['mine', msg`Maçlarım`],
] as const;

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
  const { t, i18n } = useLingui();
  const [open, setOpen] = useState<FinishedMatch | null>(null);
  const [tab, setTab] = useState<Tab>('all');
  const key = roomId ?? tab;
  const { data: matches, failed: error } = useRemote<FinishedMatch[] | null>(
    key,
    (signal) => (roomId ? matchApi.recent(roomId, signal) : tab === 'mine' ? matchApi.myMatches(signal) : matchApi.finishedMatches(signal)),
    { empty: null, logAs: 'match history failed' },
  );
  const roomName = matches?.[0]?.roomName;

  return (
    <div className="page history-page">
      <h1>{roomId ? t`Oda Maç Geçmişi` : t`Son 20 Maç`}</h1>
      {roomId ? (
        <p className="lead">
          {roomName ? t`${roomName} odasının biten maçları` : t`Bu odanın biten maçları`} ·{' '}
          <Link to={`/match/${roomId}`}>
            <Trans>Maç ekranına dön</Trans>
          </Link>{' '}
          ·{' '}
          <Link to="/dashboard">
            <Trans>Tüm maçlar</Trans>
          </Link>
        </p>
      ) : (
        <div className="history-tabs" role="tablist" aria-label={t`Maç listesi`}>
          {TABS.map(([id, label]) => (
            <button key={id} type="button" role="tab" aria-selected={tab === id} className={`btn ${tab === id ? 'btn-primary' : 'btn-outline'}`} onClick={() => setTab(id)}>
              {i18n._(label)}
            </button>
          ))}
        </div>
      )}
      {error && (
        <p className="history-error" role="alert">
          <Trans>Maç geçmişi yüklenirken hata oluştu. Sunucuya bakınız.</Trans>
        </p>
      )}
      {!error && !matches && (
        <p>
          <Trans>Yükleniyor…</Trans>
        </p>
      )}
      {matches?.length === 0 && <p className="muted">{tab === 'mine' && !roomId ? t`Henüz oynadığınız biten maç yok.` : t`Henüz biten maç yok.`}</p>}
      <div className="history-grid" role={roomId ? undefined : 'tabpanel'}>
        {matches?.map((m) => <MatchCard key={m.matchId} match={m} onDetails={() => setOpen(m)} />)}
      </div>
      {open && <MatchDetailsModal match={open} onClose={() => setOpen(null)} />}
    </div>
  );
}
