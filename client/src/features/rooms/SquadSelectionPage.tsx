import { useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { checkPick, checkTurn, draftStateOf, firstEmptySlot, targetSlot } from '@onbir/shared/game/draft';
import { checkSetFormation, lobbyStateOf } from '@onbir/shared/game/lobby';
import { gameMessage } from '@onbir/shared/messages/game';
import { DEFAULT_GAME_FORMATION, GAME_FORMATIONS, formationSlots } from '@onbir/shared/game/formations';
import type { RoomDto } from '@onbir/shared/game/rooms';
import type { GamePlayer } from '@onbir/shared/players/types';
import { RequireLogin } from '../../lib/RequireLogin';
import { Notice, useNotice } from '../../lib/ui/Notice';
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
  const formation = room.formation[userId] ?? DEFAULT_GAME_FORMATION;
  const squad = me.team.squad;
  const draft = draftStateOf(room);
  const member = draft.members.find((m) => m.userId === userId)!;
  const firstEmpty = firstEmptySlot(member);
  const [chosen, setChosen] = useState<string | null>(null);
  const [modalClosed, setModalClosed] = useState(false);
  const [starting, setStarting] = useState(false);
  const { notice, show, clear, attempt } = useNotice();

  const slots = formationSlots(formation);
  const taken = new Set(squad.map((p) => p.assignedPosition));
  // The chosen slot while it is still empty in this formation, else the first empty one.
  const selected = chosen && slots.some((s) => s.key === chosen) && !taken.has(chosen) ? chosen : (firstEmpty?.key ?? null);
  const selectedSlot = slots.find((s) => s.key === selected);
  const isMyTurn = room.status === 'drafting' && room.draft.currentPicker === userId;
  const picker = room.players.find((p) => p.user._id === room.draft.currentPicker);
  // Spec 6: the draft screen's host is the first of the players list, who is always the creator (the role passes by seat).
  const isHost = room.creator._id === userId;
  const hostName = room.creator.username;
  const others = useMemo(() => room.players.filter((p) => p.user._id !== userId), [room.players, userId]);
  const draftedIds = useMemo(() => new Set(room.players.flatMap((p) => p.team.squad.map((s) => s.id))), [room.players]);

  /** The shared rules first, for an answer at once; the server checks the same rules again. */
  const pick = async (player: GamePlayer) => {
    clear();
    const notNow = checkTurn(draft, userId);
    if (notNow) return show(notNow.message);
    const target = targetSlot(member, player, selected);
    if (!target) return show(gameMessage('NO_FREE_SLOT_FOR_PLAYER', { player: player.short_name }));
    const refused = checkPick(draft, userId, player, target.key);
    if (refused) return show(refused.message);
    if (await attempt(() => roomsApi.pick(room._id, player.id, target.key), 'Oyuncu seçilemedi.')) setChosen(null);
  };
  const changeFormation = (name: string) => {
    clear();
    const refused = checkSetFormation(lobbyStateOf(room), userId);
    if (refused) return show(refused.message);
    void attempt(() => roomsApi.setFormation(room._id, name), 'Diziliş kaydedilemedi.');
  };
  const startTournament = async () => {
    clear();
    setStarting(true);
    if (await attempt(() => roomsApi.startTournament(room._id), 'Turnuva başlatılamadı.')) navigate(`/match/${room._id}`);
    else setStarting(false);
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
      <Notice notice={notice} onClose={clear} />
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
            `${hostName} turnuvayı başlatacak.`
          )}
        </div>
      )}
      <div className="rm-draft-grid">
        <section className="rm-card rm-mine" aria-label="Kadronuz">
          <div className="rm-mine-head">
            <h2>Kadronuz</h2>
            <label className="rm-inline">
              <span>Diziliş</span>
              <select className="rm-input" value={formation} onChange={(e) => changeFormation(e.target.value)} aria-label="Diziliş">
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
          <PlayerPicker roomId={room._id} slotPosition={selectedSlot?.position ?? ''} draftedIds={draftedIds} isMyTurn={isMyTurn} onPick={(p) => void pick(p)} />
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
              <SquadSlots formation={room.formation[p.user._id] ?? DEFAULT_GAME_FORMATION} squad={p.team.squad} compact />
            </article>
          ))}
        </div>
      </section>
      {finished && !modalClosed && (
        <DraftCompleteModal isHost={isHost} hostName={hostName} busy={starting} onStart={() => void startTournament()} onClose={() => setModalClosed(true)} />
      )}
    </div>
  );
}
