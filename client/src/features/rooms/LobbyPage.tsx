import { useParams, useNavigate } from 'react-router-dom';
import { RequireLogin } from '../../lib/RequireLogin';
import { roomsApi } from './roomsApi';
import { useLiveRoom } from './useLiveRoom';
import { leagueLabel } from './leagueLabels';
import { StatusBadge } from './StatusBadge';
import { CrownIcon, LockIcon } from './icons';
import './rooms.css';

/** /room/{roomId}: players with ready marks, kick (creator), ready toggle, leave, and start-draft when allowed. */
export function LobbyPage() {
  return (
    <RequireLogin>
      <Lobby roomId={useParams().roomId ?? ''} />
    </RequireLogin>
  );
}

function Lobby({ roomId }: { roomId: string }) {
  const navigate = useNavigate();
  const { room, error, userId } = useLiveRoom(roomId, 'lobby');
  if (!room) return <div className="rm-page">{error ? <p className="rm-error">{error}</p> : <p className="rm-muted">Oda yükleniyor…</p>}</div>;

  const me = room.players.find((p) => p.user._id === userId);
  const isCreator = room.creator._id === userId;
  const full = room.players.length === room.maxPlayers;
  const allReady = room.players.every((p) => p.isReady);
  const canStart = isCreator && full && allReady && room.status === 'waiting';

  const leave = async () => {
    try {
      await roomsApi.leave(roomId);
      navigate('/rooms');
    } catch {
      alert('Odadan ayrılırken hata oluştu.');
    }
  };
  const toggleReady = () => roomsApi.ready(roomId).catch((err) => console.error('Hazır durumu güncellenirken hata oluştu.', err));
  const kick = (playerId: string) => roomsApi.kick(roomId, playerId).catch((err) => console.error('Oyuncu atılamadı.', err));
  const start = () => roomsApi.startDraft(roomId).catch((err) => alert((err as Error).message));

  return (
    <div className="rm-page rm-narrow">
      <header className="rm-head">
        <div>
          <h1>
            {room.isLocked && (
              <span className="rm-lock" aria-label="Şifreli oda">
                <LockIcon size={22} />
              </span>
            )}
            {room.roomName}
          </h1>
          <p className="rm-muted">
            {room.leagues.map(leagueLabel).join(', ')} · Seçim süresi {room.draft.pickSeconds} sn
          </p>
        </div>
        <StatusBadge status={room.status} />
      </header>

      <section className="rm-card rm-lobby">
        <h2>
          Oyuncular <span className="rm-muted">({room.players.length}/{room.maxPlayers})</span>
        </h2>
        <ul className="rm-players">
          {room.players.map((p) => (
            <li key={p.user._id} className={p.isReady ? 'rm-ready' : ''} data-testid="lobby-player">
              <span className="rm-avatar" aria-hidden>
                {p.name.slice(0, 1).toUpperCase()}
              </span>
              <span className="rm-player-name">
                {p.name}
                {p.user._id === room.creator._id && <small title="Oda kurucusu">
                    {' '}
                    <CrownIcon /> Kurucu
                  </small>}
                {p.user._id === userId && <small> (Sen)</small>}
              </span>
              <span className="rm-ready-mark">{p.isReady ? '✓ Hazır' : 'Bekliyor'}</span>
              {isCreator && p.user._id !== userId && (
                <button className="rm-btn rm-btn-danger rm-btn-small" onClick={() => void kick(p.user._id)} aria-label={`${p.name} adlı oyuncuyu at`}>
                  At
                </button>
              )}
            </li>
          ))}
          {Array.from({ length: Math.max(0, room.maxPlayers - room.players.length) }, (_, i) => (
            <li key={`empty-${i}`} className="rm-seat-empty">
              <span className="rm-avatar" aria-hidden>
                ?
              </span>
              <span className="rm-muted">Boş koltuk</span>
            </li>
          ))}
        </ul>
        {!full && <p className="rm-muted">Oda dolduğunda ve herkes hazır olduğunda kurucu draftı başlatabilir.</p>}
        {full && !allReady && <p className="rm-muted">Herkesin hazır olması bekleniyor.</p>}
        {full && allReady && !isCreator && <p className="rm-muted">Herkes hazır; kurucunun draftı başlatması bekleniyor.</p>}
      </section>

      <div className="rm-actions rm-lobby-actions">
        <button className={`rm-btn ${me?.isReady ? 'rm-btn-outline' : 'rm-btn-primary'}`} onClick={() => void toggleReady()}>
          {me?.isReady ? 'Hazır Değil' : 'Hazır'}
        </button>
        <button className="rm-btn rm-btn-outline" onClick={() => void leave()}>
          Odadan Ayrıl
        </button>
        {canStart && (
          <button className="rm-btn rm-btn-accent" onClick={() => void start()}>
            Draftı Başlat
          </button>
        )}
      </div>
    </div>
  );
}
