import { useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { firstEmptySlot, fitsSlot } from '@onbir/shared/game/draft';
import { gameMessages } from '@onbir/shared/messages/game';
import { GAME_FORMATIONS, formationSlots } from '@onbir/shared/game/formations';
import type { RoomDto } from '@onbir/shared/game/rooms';
import type { GamePlayer } from '@onbir/shared/players/types';
import { ApiError } from '../../lib/api';
import { RequireLogin } from '../../lib/RequireLogin';
import { roomsApi } from './roomsApi';
import { useLiveRoom } from './useLiveRoom';
import { DraftClock } from './DraftClock';
import { SquadSlots } from './SquadSlots';
import { PlayerPicker } from './PlayerPicker';
import { DraftCompleteModal } from './DraftCompleteModal';
import { StatusBadge } from './StatusBadge';
import './rooms.css';

/** /room/{roomId}/squad-selection: formation, own slots, the picker, the others' squads, the clock and the end-of-draft modal. */
export function SquadSelectionPage() {
  return (
    <RequireLogin>
      <SquadSelection roomId={useParams().roomId ?? ''} />
    </RequireLogin>
  );
}

function SquadSelection({ roomId }: { roomId: string }) {
  const { room, error, userId } = useLiveRoom(roomId, 'squad');
  if (!room || !userId) return <div className="rm-page">{error ? <p className="rm-error">{error}</p> : <p className="rm-muted">Draft yükleniyor…</p>}</div>;
  if (!room.players.some((p) => p.user._id === userId)) return null;
  return <Draft room={room} userId={userId} />;
}

function Draft({ room, userId }: { room: RoomDto; userId: string }) {
  const navigate = useNavigate();
  const me = room.players.find((p) => p.user._id === userId)!;
  const formation = room.formation[userId] ?? '4-4-2';
  const squad = me.team.squad;
  const member = { userId, formation, squad: squad.map((p) => ({ playerId: p.id, assignedPosition: p.assignedPosition })) };
  const firstEmpty = firstEmptySlot(member);
  const [chosen, setChosen] = useState<string | null>(null);
  const [modalClosed, setModalClosed] = useState(false);
  const [starting, setStarting] = useState(false);

  const slots = formationSlots(formation);
  const taken = new Set(squad.map((p) => p.assignedPosition));
  // The chosen slot while it is still empty in this formation, else the first empty one.
  const selected = chosen && slots.some((s) => s.key === chosen) && !taken.has(chosen) ? chosen : (firstEmpty?.key ?? null);
  const selectedSlot = slots.find((s) => s.key === selected);
  const isMyTurn = room.status === 'drafting' && room.draft.currentPicker === userId;
  const picker = room.players.find((p) => p.user._id === room.draft.currentPicker);
  const host = room.players[0];
  const isHost = host?.user._id === userId;
  const others = useMemo(() => room.players.filter((p) => p.user._id !== userId), [room.players, userId]);
  const draftedIds = useMemo(() => new Set(room.players.flatMap((p) => p.team.squad.map((s) => s.id))), [room.players]);

  const pick = async (player: GamePlayer) => {
    if (!isMyTurn) return alert(gameMessages.NOT_YOUR_TURN);
    const target = selectedSlot && fitsSlot(player, selectedSlot) ? selectedSlot : slots.find((s) => !taken.has(s.key) && fitsSlot(player, s));
    if (!target) return alert(`${player.short_name} boş bir pozisyonunuzda oynayamaz.`);
    try {
      await roomsApi.pick(room._id, player.id, target.key);
      setChosen(null);
    } catch (err) {
      if (err instanceof ApiError && err.code === 'NOT_YOUR_TURN') alert(gameMessages.NOT_YOUR_TURN);
      else console.error('Oyuncu seçilemedi.', err);
    }
  };
  const changeFormation = (name: string) => roomsApi.setFormation(room._id, name).catch((err) => console.error('Diziliş kaydedilemedi.', err));
  const startTournament = async () => {
    setStarting(true);
    try {
      await roomsApi.startTournament(room._id);
      navigate(`/match/${room._id}`);
    } catch (err) {
      console.error('Turnuva başlatılamadı.', err);
      setStarting(false);
    }
  };

  const finished = room.status === 'draft_finished';
  return (
    <div className="rm-page rm-draft">
      <header className="rm-head">
        <div>
          <h1>{room.roomName}</h1>
          <p className="rm-muted">
            Kadro seçimi · {squad.length}/11 oyuncu · Seçim #{room.draft.currentPick + 1}
          </p>
        </div>
        <StatusBadge status={room.status} />
      </header>
      {room.status === 'drafting' && (
        <DraftClock deadline={room.draft.pickDeadline} pickSeconds={room.draft.pickSeconds} pickerName={picker?.name ?? ''} isMine={isMyTurn} />
      )}
      {finished && (
        <div className="rm-banner">
          Draft tamamlandı.{' '}
          {isHost ? (
            <button className="rm-btn rm-btn-accent rm-btn-small" disabled={starting} onClick={() => void startTournament()}>
              Turnuvayı Başlat
            </button>
          ) : (
            `${host?.name ?? ''} turnuvayı başlatacak.`
          )}
        </div>
      )}
      <div className="rm-draft-grid">
        <section className="rm-card rm-mine" aria-label="Kadronuz">
          <div className="rm-mine-head">
            <h2>Kadronuz</h2>
            <label className="rm-inline">
              <span>Diziliş</span>
              <select className="rm-input" value={formation} onChange={(e) => void changeFormation(e.target.value)} aria-label="Diziliş">
                {GAME_FORMATIONS.map((f) => (
                  <option key={f}>{f}</option>
                ))}
              </select>
            </label>
          </div>
          <SquadSlots formation={formation} squad={squad} selected={selected} onSelect={setChosen} />
          {selectedSlot && room.status === 'drafting' && <p className="rm-muted rm-hint">Seçili pozisyon: {selectedSlot.position} ({selectedSlot.key})</p>}
        </section>
        {room.status === 'drafting' && squad.length < 11 && (
          <PlayerPicker roomId={room._id} slotPosition={selectedSlot?.position ?? ''} refreshKey={room.version} draftedIds={draftedIds} canPick={isMyTurn} onPick={(p) => void pick(p)} />
        )}
      </div>
      <section className="rm-others" aria-label="Diğer kadrolar">
        <h2>Rakip Kadrolar</h2>
        <div className="rm-others-grid">
          {others.map((p) => (
            <article key={p.user._id} className={`rm-card rm-other${room.draft.currentPicker === p.user._id ? ' rm-other-turn' : ''}`} data-testid="other-squad">
              <h3>
                {p.name} <small className="rm-muted">{room.formation[p.user._id]} · {p.team.squad.length}/11</small>
              </h3>
              <SquadSlots formation={room.formation[p.user._id] ?? '4-4-2'} squad={p.team.squad} compact />
            </article>
          ))}
        </div>
      </section>
      {finished && !modalClosed && (
        <DraftCompleteModal isHost={isHost} hostName={host?.name ?? ''} busy={starting} onStart={() => void startTournament()} onClose={() => setModalClosed(true)} />
      )}
    </div>
  );
}
