import { useMemo, useRef, useState } from 'react';
import { useNavigate, useParams } from '../../app/navigation';
import { checkPick, checkTurn, draftStateOf, firstEmptySlot, fitsSlot, targetSlot } from '@onbir/shared/game/draft';
import type { RoomNotice } from '@onbir/shared/game/draftRoom';
import { checkSetFormation, lobbyStateOf } from '@onbir/shared/game/lobby';
import { gameMessage } from '@onbir/shared/messages/game';
import { DEFAULT_GAME_FORMATION, GAME_FORMATIONS, formationSlots } from '@onbir/shared/game/formations';
import type { RoomDto } from '@onbir/shared/game/rooms';
import type { GamePlayer } from '@onbir/shared/players/types';
import { RequireLogin } from '../../lib/RequireLogin';
import { failureText, Notice, useNotice } from '../../lib/ui/Notice';
import { roomsApi } from './roomsApi';
import { draftRoomApi } from './draftRoomApi';
import { useLiveRoom } from './useLiveRoom';
import { useRoomChat } from './useRoomChat';
import { useDraftQueue } from './useDraftQueue';
import { useYourTurn } from './useYourTurn';
import { DraftClock } from './DraftClock';
import { SquadSlots } from './SquadSlots';
import { PlayerPicker } from './PlayerPicker';
import { PickQueuePanel } from './PickQueuePanel';
import { PickLog } from './PickLog';
import { ChatPanel } from './ChatPanel';
import { OtherSquads } from './OtherSquads';
import { DraftCompleteModal } from './DraftCompleteModal';
import { StatusBadge } from './StatusBadge';
import './rooms.css';
import './draftRoom.css';

/** /room/{roomId}/squad-selection: the clock, formation, own slots, the picker, queue, pick log, chat, the others' squads and the end-of-draft modal. */
export function SquadSelectionPage() {
  return (
    <RequireLogin>
      <SquadSelection roomId={useParams().roomId ?? ''} />
    </RequireLogin>
  );
}

function SquadSelection({ roomId }: { roomId: string }) {
  const chat = useRoomChat(roomId);
  const { notice, show, clear, attempt } = useNotice();
  // "Süre doldu: M. Akanji otomatik seçildi." and seats taken over: shown to everyone in the page.
  const onNotice = (n: RoomNotice) => show(n.message, 'status');
  const { room, error, userId } = useLiveRoom(roomId, 'squad', { onChat: chat.add, onNotice });
  if (!room || !userId) return <div className="rm-page">{error ? <p className="rm-error">{error}</p> : <p className="rm-muted">Draft yükleniyor…</p>}</div>;
  if (!room.players.some((p) => p.user._id === userId)) return null;
  return <Draft room={room} userId={userId} chat={chat} notices={{ notice, show, clear, attempt }} />;
}

function Draft({ room, userId, chat, notices }: { room: RoomDto; userId: string; chat: ReturnType<typeof useRoomChat>; notices: ReturnType<typeof useNotice> }) {
  const navigate = useNavigate();
  const { notice, show, clear, attempt } = notices;
  const me = room.players.find((p) => p.user._id === userId)!;
  const formation = room.formation[userId] ?? DEFAULT_GAME_FORMATION;
  const squad = me.team.squad;
  const draft = draftStateOf(room);
  const member = draft.members.find((m) => m.userId === userId)!;
  const firstEmpty = firstEmptySlot(member);
  const [chosen, setChosen] = useState<string | null>(null);
  const [modalClosed, setModalClosed] = useState(false);
  const [starting, setStarting] = useState(false);
  const [sending, setSending] = useState<string | null>(null);
  const inFlight = useRef(false);
  const [turnAlert, setTurnAlert] = useState(false);
  const draftedIds = useMemo(() => new Set(room.players.flatMap((p) => p.team.squad.map((s) => s.id))), [room.players]);
  const queue = useDraftQueue(room._id, draftedIds, (err) => show(failureText(err, 'Seçim listesi güncellenemedi.')));

  const slots = formationSlots(formation);
  const taken = new Set(squad.map((p) => p.assignedPosition));
  // The chosen slot while it is still empty in this formation, else the first empty one.
  const selected = chosen && slots.some((s) => s.key === chosen) && !taken.has(chosen) ? chosen : (firstEmpty?.key ?? null);
  const selectedSlot = slots.find((s) => s.key === selected);
  const isMyTurn = room.status === 'drafting' && room.draft.currentPicker === userId;
  const picker = room.players.find((p) => p.user._id === room.draft.currentPicker);
  useYourTurn(isMyTurn, room.roomName, turnAlert);
  // Spec 6: the draft screen's host is the first of the players list, who is always the creator (the role passes by seat).
  const isHost = room.creator._id === userId;
  const hostName = room.creator.username;
  const outOfPosition = squad.filter((p) => {
    const slot = slots.find((s) => s.key === p.assignedPosition);
    return slot && !fitsSlot(p, slot);
  });

  /** The shared rules first, for an answer at once; one pick in flight; the server checks the same rules again. */
  const pick = async (player: GamePlayer) => {
    if (inFlight.current) return;
    clear();
    const notNow = checkTurn(draft, userId);
    if (notNow) return show(notNow.message);
    const target = targetSlot(member, player, selected);
    if (!target) return show(gameMessage('NO_FREE_SLOT_FOR_PLAYER', { player: player.short_name }));
    const refused = checkPick(draft, userId, player, target.key);
    if (refused) return show(refused.message);
    inFlight.current = true;
    setSending(player.id);
    try {
      const answer = await draftRoomApi.pick(room._id, player.id, target.key, room.draft.currentPick);
      if (answer.pick.slot !== selected) show(answer.message, 'status');
      setChosen(null);
    } catch (err) {
      show(failureText(err, 'Oyuncu seçilemedi.'));
    } finally {
      inFlight.current = false;
      setSending(null);
    }
  };
  const changeFormation = (name: string) => {
    clear();
    const refused = checkSetFormation(lobbyStateOf(room), userId);
    if (refused) return show(refused.message);
    void attempt(() => roomsApi.setFormation(room._id, name), 'Diziliş kaydedilemedi.');
  };
  const setAutodraft = (on: boolean) => void attempt(() => draftRoomApi.autodraft(room._id, on), 'Otomatik seç değiştirilemedi.');
  const react = (pickNumber: number, reaction: string) => void attempt(() => draftRoomApi.react(room._id, pickNumber, reaction), 'Tepki gönderilemedi.');
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
            Kadro seçimi · {squad.length}/11 oyuncu · Seçim #{room.draft.currentPick + 1} · {room.draft.order === 'snake' ? 'Yılan sırası' : 'Düz sıra'}
          </p>
        </div>
        <StatusBadge status={room.status} />
      </header>
      {room.status === 'drafting' && (
        <DraftClock deadline={room.draft.pickDeadline} pickSeconds={room.draft.pickSeconds} pickerName={picker?.name ?? ''} isMine={isMyTurn} pickerIsAi={Boolean(picker?.ai)} />
      )}
      <Notice notice={notice} onClose={clear} />
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
          {outOfPosition.length > 0 && (
            <p className="rm-warn" role="status">
              Mevkisi dışında oynayacak: {outOfPosition.map((p) => `${p.short_name} (${p.assignedPosition})`).join(', ')}
            </p>
          )}
          {selectedSlot && room.status === 'drafting' && <p className="rm-muted rm-hint">Seçili pozisyon: {selectedSlot.position} ({selectedSlot.key})</p>}
          <label className="rm-inline rm-turn-alert">
            <input type="checkbox" checked={turnAlert} onChange={(e) => setTurnAlert(e.target.checked)} />
            <span>Sıra bende olunca ses ve titreşim</span>
          </label>
        </section>
        {room.status === 'drafting' && squad.length < 11 && (
          <PlayerPicker
            roomId={room._id}
            slotPosition={selectedSlot?.position ?? ''}
            draftedIds={draftedIds}
            isMyTurn={isMyTurn}
            onPick={(p) => void pick(p)}
            slotFor={(p) => targetSlot(member, p, selected)?.key}
            sendingId={sending}
            queuedIds={queue.ids}
            onQueue={queue.add}
          />
        )}
        {room.status === 'drafting' && squad.length < 11 && (
          <PickQueuePanel queue={queue.queue} autodraft={me.autodraft} onChange={(ids) => void queue.save(ids)} onAutodraft={setAutodraft} />
        )}
        <PickLog room={room} reactions={chat.messages.filter((m) => m.kind === 'reaction')} onReact={react} />
        <ChatPanel roomId={room._id} messages={chat.messages} />
      </div>
      <OtherSquads room={room} userId={userId} />
      {finished && !modalClosed && (
        <DraftCompleteModal isHost={isHost} hostName={hostName} busy={starting} onStart={() => void startTournament()} onClose={() => setModalClosed(true)} />
      )}
    </div>
  );
}
