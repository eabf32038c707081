import { useParams, useNavigate } from 'react-router-dom';
import { checkKick, checkReady, checkStartDraft, lobbyStateOf } from '@onbir/shared/game/lobby';
import type { Refusal } from '@onbir/shared/game/refusal';
import { RequireLogin } from '../../lib/RequireLogin';
import { Notice, useNotice } from '../../lib/ui/Notice';
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
  const { notice, show, clear, attempt } = useNotice();
  if (!room || !userId) return <div className="rm-page">{error ? <p className="rm-error">{error}</p> : <p className="rm-muted">Oda yükleniyor…</p>}</div>;

  const me = room.players.find((p) => p.user._id === userId);
  const isCreator = room.creator._id === userId;
  const full = room.players.length === room.maxPlayers;
  const allReady = room.players.every((p) => p.isReady);
  const lobby = lobbyStateOf(room);
  const canStart = checkStartDraft(lobby, userId) === null;

  /** The shared rule first (instant feedback), then the call; a refusal or failure shows in the notice. */
  const act = async (rule: Refusal | null, call: () => Promise<unknown>, fallback: string) => {
    clear();
    if (rule) return show(rule.message);
    return attempt(call, fallback);
  };
  const leave = async () => {
    if (await act(null, () => roomsApi.leave(roomId), 'Odadan ayrılırken hata oluştu.')) navigate('/rooms');
  };
  const toggleReady = () => act(checkReady(lobby, userId), () => roomsApi.ready(roomId), 'Hazır durumu güncellenirken hata oluştu.');
  const kick = (playerId: string) => act(checkKick(lobby, userId, playerId), () => roomsApi.kick(roomId, playerId), 'Oyuncu atılamadı.');
  const start = () => act(checkStartDraft(lobby, userId), () => roomsApi.startDraft(roomId), 'Draft başlatılamadı.');

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
      <Notice notice={notice} onClose={clear} />

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
