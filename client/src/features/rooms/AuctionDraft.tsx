import { useState } from 'react';
import { useRoomAct } from './useRoomAct';
import { DraftFinishedBanner } from './DraftFinishedBanner';
import { Trans, useLingui } from '@lingui/react/macro';
import { benchOf, squadSizeOf } from '@onbir/shared/room/constants';
import { DEFAULT_GAME_FORMATION } from '@onbir/shared/formations/gameFormations';
import { managerOf, slotFor, soldIds } from '@onbir/shared/auction/state';
import { auctionStateOfView, withOwnSealedBid, type AuctionView } from '@onbir/shared/room/auctionView';
import type { RoomDto, RoomPlayerDto } from '@onbir/shared/room/dto';
import type { GamePlayer } from '@onbir/shared/players/types';
import { useNavigate } from '../../lib/navigation';
import { Notice, type useNotice } from '../../lib/ui/Notice';
import type { useLiveRoom } from './useLiveRoom';
import type { useRoomChat } from './useRoomChat';
import { ConnectionBanner } from './ConnectionBanner';
import { DraftControls } from './DraftControls';
import { SquadSlots } from './SquadSlots';
import { PlayerPicker } from './PlayerPicker';
import { ChatPanel } from './ChatPanel';
import { OtherSquads } from './OtherSquads';
import { DraftCompleteModal } from './DraftCompleteModal';
import { StatusBadge } from './StatusBadge';
import { AuctionLot } from './AuctionLot';
import { AuctionManagers } from './AuctionManagers';
import { LastSale } from './AuctionSealed';
import './auction.css';

const NO_IDS: ReadonlySet<string> = new Set();

interface AuctionDraftProps {
  room: RoomDto;
  /** The room's auction as received: in the blind mode without the others' sealed amounts. */
  auctionView: AuctionView;
  userId: string;
  online: boolean;
  chat: ReturnType<typeof useRoomChat>;
  notices: ReturnType<typeof useNotice>;
  leaveRoom: ReturnType<typeof useLiveRoom>['leaveRoom'];
}

/**
 * The draft screen of an auction room (docs/drafts.md, 'The auction room'): the lot with its clock, bids and
 * history, the managers' money, the nomination when it is yours, your squad and the others'. Every action
 * runs the shared check first, so a refusal ("En fazla 90 M€ …") shows in the page at once.
 */
export function AuctionDraft({ room: received, auctionView, userId, online, chat, notices, leaveRoom }: AuctionDraftProps) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { notice, clear } = notices;
  const [mine, setMine] = useState<{ lot: number; amount: number } | null>(null);
  const openLot = auctionView.lot?.number ?? null;
  // Your sealed bid as your own reading gave it: kept, since the room updates of the lot leave it out.
  if (openLot !== null && auctionView.mySealedBid !== undefined && mine?.lot !== openLot) setMine({ lot: openLot, amount: auctionView.mySealedBid });
  const seen = mine ? withOwnSealedBid(auctionView, userId, mine.lot, mine.amount) : auctionView;
  const room = { ...received, auction: seen };
  const auction = auctionStateOfView(seen);
  const myBid = openLot !== null && mine?.lot === openLot ? mine.amount : null;
  const { act, busy } = useRoomAct(room, userId, notices);
  const [opening, setOpening] = useState(1);
  const [modalClosed, setModalClosed] = useState(false);
  const me = room.players.find((p) => p.user._id === userId)!;
  const manager = managerOf(auction, userId);
  const isHost = room.creator._id === userId;
  const hostName = room.creator.username;
  const drafting = room.status === 'drafting';
  const finished = room.status === 'draft_finished';
  const nominator = room.players.find((p) => p.user._id === auction.managers[auction.turn]?.id);
  const myNomination = drafting && !auction.lot && nominator?.user._id === userId;

  const bid = async (amount: number) => {
    const lot = auction.lot!.number;
    if (await act('bid', { lot, amount }, t`Teklif gönderilemedi.`, { lot, amount })) setMine({ lot, amount });
  };
  const nominate = (p: GamePlayer) => void act('nominate', { playerId: p.id, opening }, t`Oyuncu açık artırmaya çıkarılamadı.`, { found: [p], opening });
  const startTournament = async () => {
    if (await act('startTournament', {}, t`Turnuva başlatılamadı.`, {})) navigate(`/match/${room._id}`);
  };
  const leave = () => leaveRoom(async () => Boolean(await act('leave', {}, t`Odadan ayrılırken hata oluştu.`, { roomId: room._id })), t`Odadan ayrıldınız; yerinize yapay zekâ menajeri geçti.`);
  const kick = (p: RoomPlayerDto) => void act('kick', { playerId: p.user._id }, t`Oyuncu atılamadı.`, { playerId: p.user._id });

  const size = squadSizeOf(room.options);
  const count = me.team.squad.length;
  const lotText = auction.lot ? t`Lot #${auction.lot.number}` : t`${auction.sales.length} oyuncu satıldı`;
  const blind = auction.settings.mode === 'blind';
  const nameOf = (id: string) => room.players.find((p) => p.user._id === id)?.name ?? '?';
  return (
    <div className="rm-page rm-draft rm-auction">
      <header className="rm-head">
        <div>
          <h1>{room.roomName}</h1>
          <p className="rm-muted">
            {blind ? (
              <Trans>
                Kapalı zarf artırma · {count}/{size} oyuncu · {lotText}
              </Trans>
            ) : (
              <Trans>
                Açık artırma · {count}/{size} oyuncu · {lotText}
              </Trans>
            )}
          </p>
        </div>
        <StatusBadge status={room.status} />
      </header>
      <ConnectionBanner online={online} />
      <Notice notice={notice} onClose={clear} />
      {finished && <DraftFinishedBanner isHost={isHost} hostName={hostName} busy={busy} onStart={() => void startTournament()} />}
      {drafting && <AuctionLot room={room} auction={auction} userId={userId} mine={myBid} busy={busy || !online} onBid={(amount) => void bid(amount)} nominatorName={nominator?.name ?? ''} />}
      {blind && <LastSale room={room} auction={auction} nameOf={nameOf} />}
      {myNomination && manager && (
        <section className="rm-card" aria-label={t`Aday göster`}>
          <h2>
            <Trans>Sıra sizde: bir oyuncuyu açık artırmaya çıkarın</Trans>
          </h2>
          <label className="rm-inline">
            <span>
              <Trans>Açılış teklifi (M€)</Trans>
            </span>
            <input className="rm-input rm-auction-opening" type="number" min={1} step={1} value={opening} onChange={(e) => setOpening(Math.trunc(Number(e.target.value)))} />
          </label>
          <PlayerPicker
            room={room}
            slotPosition=""
            draftedIds={soldIds(auction)}
            isMyTurn
            offline={!online}
            onPick={nominate}
            slotFor={(p) => slotFor(auction, manager, p)}
            sendingId={busy ? '' : null}
            queuedIds={NO_IDS}
            pickLabel={t`Açık artırmaya çıkar`}
          />
        </section>
      )}
      <AuctionManagers room={room} auction={auction} />
      <DraftControls room={room} userId={userId} busy={busy || !online} onLeave={() => void leave()} onKick={kick} />
      <div className="rm-draft-grid">
        <section className="rm-card rm-mine" aria-label={t`Kadronuz`}>
          <h2>
            <Trans>Kadronuz</Trans>
          </h2>
          <SquadSlots formation={room.formation[userId] ?? DEFAULT_GAME_FORMATION} squad={me.team.squad} selected={null} onSelect={() => {}} bench={benchOf(room.options)} />
        </section>
        <ChatPanel roomId={room._id} messages={chat.messages} />
      </div>
      <OtherSquads room={room} userId={userId} />
      {finished && !modalClosed && (
        <DraftCompleteModal isHost={isHost} hostName={hostName} busy={busy} onStart={() => void startTournament()} onClose={() => setModalClosed(true)} />
      )}
    </div>
  );
}
