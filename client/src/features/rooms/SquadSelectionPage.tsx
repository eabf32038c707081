import { useEffect, useMemo, useState } from 'react';
import { useRoomAct } from './useRoomAct';
import { DraftFinishedBanner } from './DraftFinishedBanner';
import { Trans, useLingui } from '@lingui/react/macro';
import { positionCode } from '@onbir/shared/text/positions';
import { useNavigate, useParams } from '../../lib/navigation';
import { draftStateOf, firstEmptySlot, fitsSlot, targetSlot } from '@onbir/shared/room/rules/draft';
import { picksUntilTurn } from '@onbir/shared/room/rules/draftOrder';
import { roomStateOf } from '@onbir/shared/room/fromDto';
import { benchOf, squadSizeOf } from '@onbir/shared/room/constants';
import { DEFAULT_GAME_FORMATION, GAME_FORMATIONS, squadSlots } from '@onbir/shared/formations/gameFormations';
import type { RoomDto, RoomNotice, RoomPlayerDto } from '@onbir/shared/room/dto';
import type { GamePlayer } from '@onbir/shared/players/types';
import { RequireLogin } from '../../lib/RequireLogin';
import { useLocale } from '../../lib/i18n/locale';
import { failureText, Notice, useNotice } from '../../lib/ui/Notice';
import { useLiveRoom } from './useLiveRoom';
import { useRoomChat } from './useRoomChat';
import { useDraftQueue } from './useDraftQueue';
import { useYourTurn } from './useYourTurn';
import { usePick } from './usePick';
import { ConnectionBanner } from './ConnectionBanner';
import { DraftClock } from './DraftClock';
import { SlowDraftClock } from './SlowDraftClock';
import { leagueOf } from './LeagueSettingsPanel';
import { DraftControls } from './DraftControls';
import { CommissionerControls } from './CommissionerControls';
import { SquadSlots } from './SquadSlots';
import { PlayerPicker } from './PlayerPicker';
import { PickQueuePanel } from './PickQueuePanel';
import { PickLog } from './PickLog';
import { ChatPanel } from './ChatPanel';
import { ClubEditor } from './ClubEditor';
import { OtherSquads } from './OtherSquads';
import { DraftCompleteModal } from './DraftCompleteModal';
import { AuctionDraft } from './AuctionDraft';
import { StatusBadge } from './StatusBadge';
import { useRoomText } from './roomText';
import './rooms.css';
import './draftRoom.css';

/** /room/{roomId}/squad-selection: the clock, formation, own slots, the picker, queue, pick log, chat, the others' squads, the room's controls and the end-of-draft modal; an auction room's auction (AuctionDraft.tsx). */
export function SquadSelectionPage() {
  return (
    <RequireLogin>
      <SquadSelection roomId={useParams().roomId ?? ''} />
    </RequireLogin>
  );
}

function SquadSelection({ roomId }: { roomId: string }) {
  const { t } = useLingui();
  const roomText = useRoomText();
  const chat = useRoomChat(roomId);
  const notices = useNotice();
  // "Süre doldu: M. Akanji otomatik seçildi.", seats taken over, the draft paused: shown to everyone in the page.
  const onNotice = (n: RoomNotice) => notices.show(n.code === 'NEW_CREATOR' && n.userId === live.userId ? t`Oda kurucusu artık sizsiniz.` : roomText(n.text.key, n.text.values), 'status');
  const live = useLiveRoom(roomId, 'squad', { onChat: chat.add, onNotice });
  const { room, error, userId } = live;
  if (!room || !userId)
    return (
      <div className="rm-page">
        {error ? (
          <p className="rm-error">{error}</p>
        ) : (
          <p className="rm-muted">
            <Trans>Draft yükleniyor…</Trans>
          </p>
        )}
      </div>
    );
  if (!room.players.some((p) => p.user._id === userId && !p.ai)) return null;
  if (room.auction) return <AuctionDraft room={room} auctionView={room.auction} userId={userId} online={live.online} chat={chat} notices={notices} leaveRoom={live.leaveRoom} />;
  return <Draft room={room} userId={userId} online={live.online} chat={chat} notices={notices} leaveRoom={live.leaveRoom} />;
}

interface DraftProps {
  room: RoomDto;
  userId: string;
  online: boolean;
  chat: ReturnType<typeof useRoomChat>;
  notices: ReturnType<typeof useNotice>;
  leaveRoom: ReturnType<typeof useLiveRoom>['leaveRoom'];
}

function Draft({ room, userId, online, chat, notices, leaveRoom }: DraftProps) {
  const { t } = useLingui();
  const locale = useLocale();
  const navigate = useNavigate();
  const { notice, show, clear } = notices;
  const me = room.players.find((p) => p.user._id === userId)!;
  const formation = room.formation[userId] ?? DEFAULT_GAME_FORMATION;
  const squad = me.team.squad;
  const draft = draftStateOf(roomStateOf(room));
  const member = draft.members.find((m) => m.userId === userId)!;
  const firstEmpty = firstEmptySlot(member);
  const [chosen, setChosen] = useState<string | null>(null);
  const [modalClosed, setModalClosed] = useState(false);
  const { act, busy } = useRoomAct(room, userId, notices);
  const [turnAlert, setTurnAlert] = useState(false);
  const draftedIds = useMemo(() => new Set(room.players.flatMap((p) => p.team.squad.map((s) => s.id))), [room.players]);
  const queue = useDraftQueue(room._id, draftedIds, (err) => show(failureText(err, t`Seçim listesi güncellenemedi.`)));
  const { pick, sendingId } = usePick(room, userId, show, clear);

  const bench = benchOf(room.options);
  const size = squadSizeOf(room.options);
  const slots = squadSlots(formation, bench);
  const taken = new Set(squad.map((p) => p.assignedPosition));
  // The slot the user chose while it is still empty in this formation (else none: the first one a player fits).
  const chosenSlot = chosen && slots.some((s) => s.key === chosen) && !taken.has(chosen) ? chosen : null;
  const selected = chosenSlot ?? firstEmpty?.key ?? null;
  const selectedSlot = slots.find((s) => s.key === selected);
  const isMyTurn = room.status === 'drafting' && !room.draft.paused && room.draft.currentPicker === userId;
  const picker = room.players.find((p) => p.user._id === room.draft.currentPicker);
  useYourTurn(isMyTurn, room.roomName, turnAlert);
  // An old refusal ("Şu an sıra sizde değil.") does not stay beside "Sıra sizde!" once the turn comes.
  useEffect(() => {
    if (isMyTurn) clear();
  }, [isMyTurn, clear]);
  // docs/rooms.md, 'Room updates on screen': the draft screen's host is the first of the players list, who is always the creator (the role passes by seat).
  const isHost = room.creator._id === userId;
  const hostName = room.creator.username;
  const outOfPosition = squad.filter((p) => {
    const slot = slots.find((s) => s.key === p.assignedPosition);
    return slot && !fitsSlot(p, slot);
  });

  const changeFormation = (name: string) => void act('setFormation', { formation: name }, t`Diziliş kaydedilemedi.`, { formation: name, positions: {} });
  const setAutodraft = (on: boolean) => void act('setAutodraft', { on }, t`Otomatik seç değiştirilemedi.`, { on });
  const react = (pickNumber: number, reaction: string) => void act('react', { pickNumber, reaction }, t`Tepki gönderilemedi.`, { pickNumber, reaction, id: '' });
  const startTournament = async () => {
    if (await act('startTournament', {}, t`Turnuva başlatılamadı.`, {})) navigate(`/match/${room._id}`);
  };
  const leave = () => leaveRoom(async () => Boolean(await act('leave', {}, t`Odadan ayrılırken hata oluştu.`, { roomId: room._id })), t`Odadan ayrıldınız; yerinize yapay zekâ menajeri geçti.`);
  const kick = (p: RoomPlayerDto) => void act('kick', { playerId: p.user._id }, t`Oyuncu atılamadı.`, { playerId: p.user._id });
  const pause = (paused: boolean) => void act('pauseDraft', { paused }, t`Draft duraklatılamadı.`, { paused });
  // The server makes the forced pick and names the undone player; the check needs neither.
  const forcePick = () => void act('forcePick', {}, t`Seçim yaptırılamadı.`, { pick: null });
  const undoPick = () => void act('undoPick', {}, t`Son seçim geri alınamadı.`, { playerName: '' });
  const replace = (p: RoomPlayerDto) => void act('replaceWithAi', { playerId: p.user._id }, t`Yapay zekâya devredilemedi.`, { playerId: p.user._id });

  const finished = room.status === 'draft_finished';
  const current = Math.min(room.draft.currentPick + 1, room.draft.totalPicks);
  const total = room.draft.totalPicks;
  const pickText = finished ? t`Seçimler tamamlandı` : t`Seçim #${current}/${total}`;
  const count = squad.length;
  const order = room.draft.order === 'snake' ? t`Yılan sırası` : t`Düz sıra`;
  // "Sıranıza 3 seçim var": how long to wait, as the squads now stand.
  const outOfPlace = outOfPosition
    .map((p) => {
      const position = slots.find((s) => s.key === p.assignedPosition)?.position;
      return `${p.short_name} (${position ? positionCode(position, locale) : p.assignedPosition})`;
    })
    .join(', ');
  const selectedPosition = selectedSlot ? positionCode(selectedSlot.position, locale) : '';
  const league = leagueOf(room.options);
  const slowLeague = league?.draftMode === 'slow' ? league : undefined;
  const wait = room.status === 'drafting' && !isMyTurn ? picksUntilTurn(draft.members, draft.currentPick, userId, draft.order) : null;
  return (
    <div className="rm-page rm-draft">
      <header className="rm-head">
        <div>
          <h1>{room.roomName}</h1>
          <p className="rm-muted">
            <Trans>
              Kadro seçimi · {count}/{size} oyuncu · {pickText} · {order}
            </Trans>
            {wait ? ` · ${t`Sıranıza ${wait} seçim var`}` : ''}
          </p>
        </div>
        <StatusBadge status={room.status} />
      </header>
      <ConnectionBanner online={online} />
      {room.status === 'drafting' &&
        (room.draft.paused ? (
          <div className="rm-clock" role="status" data-testid="draft-clock">
            <strong>
              <Trans>Draft duraklatıldı.</Trans>
            </strong>{' '}
            {isHost ? t`Devam ettirdiğinizde sıradaki seçimin süresi baştan başlar.` : t`${hostName} devam ettirince seçimler sürer.`}
          </div>
        ) : slowLeague ? (
          <SlowDraftClock deadline={room.draft.pickDeadline} settings={slowLeague} pickerName={picker?.name ?? ''} isMine={isMyTurn} pickerIsAi={Boolean(picker?.ai)} />
        ) : (
          <DraftClock deadline={room.draft.pickDeadline} pickSeconds={room.draft.pickSeconds} pickerName={picker?.name ?? ''} isMine={isMyTurn} pickerIsAi={Boolean(picker?.ai)} />
        ))}
      <Notice notice={notice} onClose={clear} />
      {finished && <DraftFinishedBanner isHost={isHost} hostName={hostName} busy={busy} onStart={() => void startTournament()} />}
      <DraftControls room={room} userId={userId} busy={busy || !online} onLeave={() => void leave()} onKick={kick} onPause={pause} />
      <CommissionerControls room={room} userId={userId} busy={busy || !online} onForce={forcePick} onUndo={undoPick} onReplace={replace} />
      <div className="rm-draft-grid">
        <section className="rm-card rm-mine" aria-label={t`Kadronuz`}>
          <div className="rm-mine-head">
            <h2>
              <Trans>Kadronuz</Trans>
            </h2>
            <label className="rm-inline">
              <span>
                <Trans>Diziliş</Trans>
              </span>
              <select className="rm-input" value={formation} onChange={(e) => changeFormation(e.target.value)} aria-label={t`Diziliş`}>
                {GAME_FORMATIONS.map((f) => (
                  <option key={f}>{f}</option>
                ))}
              </select>
            </label>
          </div>
          <SquadSlots formation={formation} squad={squad} selected={selected} onSelect={setChosen} bench={bench} />
          {outOfPosition.length > 0 && (
            <p className="rm-warn" role="status">
              <Trans>Mevkisi dışında oynayacak: {outOfPlace}</Trans>
            </p>
          )}
          {selectedSlot && room.status === 'drafting' && (
            <p className="rm-muted rm-hint">
              {selectedSlot.line === 'SUB' ? <Trans>Seçili pozisyon: Yedek (her mevkiden)</Trans> : <Trans>Seçili pozisyon: {selectedPosition}</Trans>}
            </p>
          )}
          <label className="rm-inline rm-turn-alert">
            <input type="checkbox" checked={turnAlert} onChange={(e) => setTurnAlert(e.target.checked)} />
            <span>
              <Trans>Sıra bende olunca ses ve titreşim</Trans>
            </span>
          </label>
        </section>
        {room.status === 'drafting' && squad.length < size && (
          <PlayerPicker
            room={room}
            slotPosition={chosenSlot && selectedSlot?.line !== 'SUB' ? (selectedSlot?.position ?? '') : ''}
            draftedIds={draftedIds}
            isMyTurn={isMyTurn}
            offline={!online}
            onPick={(p: GamePlayer) => void pick(p, targetSlot(member, p, selected)?.key, selected)}
            slotFor={(p) => targetSlot(member, p, selected)}
            sendingId={sendingId}
            queuedIds={queue.ids}
            onQueue={queue.add}
          />
        )}
        {room.status === 'drafting' && squad.length < size && (
          <PickQueuePanel queue={queue.queue} autodraft={me.autodraft} onChange={(ids) => void queue.save(ids)} onAutodraft={setAutodraft} />
        )}
        <PickLog room={room} reactions={chat.messages.filter((m) => m.kind === 'reaction')} onReact={react} />
        <ChatPanel roomId={room._id} messages={chat.messages} />
      </div>
      <ClubEditor room={room} userId={userId} compact />
      <OtherSquads room={room} userId={userId} />
      {finished && !modalClosed && (
        <DraftCompleteModal isHost={isHost} hostName={hostName} busy={busy} onStart={() => void startTournament()} onClose={() => setModalClosed(true)} />
      )}
    </div>
  );
}
