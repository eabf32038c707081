import { useCallback, useEffect, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { initialOf } from '@onbir/shared/text/casing';
import { useParams } from '../../lib/navigation';
import { benchOf, DEFAULT_ROOM_AUCTION } from '@onbir/shared/room/constants';
import type { RoomNotice, RoomPlayerDto, RoomSummary } from '@onbir/shared/room/dto';
import type { ActionBody, ActionInput, RoomActionName } from '@onbir/shared/room/machine';
import { RequireLogin } from '../../lib/RequireLogin';
import { failureText, Notice, useNotice } from '../../lib/ui/Notice';
import { ChatPanel } from './ChatPanel';
import { ClubCrest } from './ClubCrest';
import { ClubEditor } from './ClubEditor';
import { ConfirmDialog } from './ConfirmDialog';
import { ConnectionBanner } from './ConnectionBanner';
import { InviteButton } from './InviteButton';
import { JoinRoomView } from './JoinRoomView';
import { checkAction, sendAction } from './roomActions';
import { roomsApi } from './roomsApi';
import { useLiveRoom } from './useLiveRoom';
import { useRoomChat } from './useRoomChat';
import { leagueLabel } from './leagueLabels';
import { AI_STYLE_LABELS } from './roomLabels';
import { useRoomText } from './roomText';
import { RoomTitle } from './RoomTitle';
import { leagueOf, LeagueSettingsPanel, useDraftModeText } from './LeagueSettingsPanel';
import { CrownIcon } from './icons';
import './rooms.css';
import './draftRoom.css';

/** /room/{roomId}: a member gets the lobby; anyone else (an invite link) the room's summary and a join form. */

/** "Yedekler" as the room's title line says it. */
export function LobbyPage() {
  return (
    <RequireLogin>
      <RoomGate roomId={useParams().roomId ?? ''} />
    </RequireLogin>
  );
}

function RoomGate({ roomId }: { roomId: string }) {
  const { t } = useLingui();
  const [summary, setSummary] = useState<RoomSummary | null>(null);
  const [error, setError] = useState<string | null>(null);
  const load = useCallback(() => {
    roomsApi.summary(roomId).then(setSummary, (err: unknown) => setError(failureText(err, t`Oda bilgisi alınamadı.`)));
  }, [roomId, t]);
  useEffect(load, [load]);
  if (!summary) return <div className="rm-page">{error ? <p className="rm-error" role="alert">{error}</p> : <RoomLoading />}</div>;
  if (!summary.member) return <JoinRoomView summary={summary} onJoined={() => setSummary({ ...summary, member: true })} />;
  return <Lobby roomId={roomId} />;
}

function RoomLoading() {
  return (
    <p className="rm-muted">
      <Trans>Oda yükleniyor…</Trans>
    </p>
  );
}

function Lobby({ roomId }: { roomId: string }) {
  const { t, i18n } = useLingui();
  const roomText = useRoomText();
  const draftModeText = useDraftModeText();
  const chat = useRoomChat(roomId);
  const { notice, show, clear, attempt } = useNotice();
  // A seat taken over, the creator's role passed on (to whom it now falls, said to him): everyone sees it.
  const onNotice = (n: RoomNotice) => show(n.code === 'NEW_CREATOR' && n.userId === userId ? t`Oda kurucusu artık sizsiniz.` : roomText(n.text.key, n.text.values), 'status');
  const { room, error, userId, online, leaveRoom } = useLiveRoom(roomId, 'lobby', { onChat: chat.add, onNotice });
  const [kicking, setKicking] = useState<RoomPlayerDto | null>(null);
  if (!room || !userId) return <div className="rm-page">{error ? <p className="rm-error">{error}</p> : <RoomLoading />}</div>;

  const me = room.players.find((p) => p.user._id === userId);
  const isCreator = room.creator._id === userId;
  const check = <N extends RoomActionName>(name: N, input: ActionInput<N>) => checkAction(room, userId, name, input);
  const canStart = check('startDraft', {}) === null;
  const canFill = check('fillAi', {}) === null;
  const humansReady = room.players.every((p) => p.isReady);

  /** The shared rule first (an answer at once), then the call; a refusal or failure shows in the notice. */
  const act = async <N extends RoomActionName>(name: N, body: ActionBody<N>, fallback: string, input: ActionInput<N>) => {
    const refusal = check(name, input);
    clear();
    if (refusal) return show(refusal);
    return attempt(() => sendAction(name, roomId, body, fallback), fallback);
  };
  const leave = () => leaveRoom(async () => Boolean(await act('leave', {}, t`Odadan ayrılırken hata oluştu.`, { roomId })));
  const toggleReady = () => act('ready', {}, t`Hazır durumu güncellenirken hata oluştu.`, { roomId });
  const askKick = (p: RoomPlayerDto) => {
    const refused = check('kick', { playerId: p.user._id });
    if (refused) return show(refused);
    setKicking(p);
  };
  const kick = (p: RoomPlayerDto) => {
    setKicking(null);
    void act('kick', { playerId: p.user._id }, t`Oyuncu atılamadı.`, { playerId: p.user._id });
  };
  const fill = () => act('fillAi', {}, t`Yapay zekâ menajerleri eklenemedi.`, {});
  const unban = (id: string) => act('unban', { playerId: id }, t`Engel kaldırılamadı.`, { playerId: id });
  const start = () => act('startDraft', {}, t`Draft başlatılamadı.`, {});
  const seconds = room.draft.pickSeconds;
  const league = leagueOf(room.options);
  // A slow league's pick clock is its hours; a live league's and an evening's, the room's seconds.
  const clockText = league?.draftMode === 'slow' ? draftModeText(league) : seconds > 0 ? t`Seçim süresi ${seconds} sn` : t`Süresiz seçim`;
  const bench = benchOf(room.options);
  const benchText = bench ? t`${bench} yedek` : t`Yedeksiz`;
  const seatLabel = (p: RoomPlayerDto) => {
    if (!p.ai) return null;
    const style = i18n._(AI_STYLE_LABELS[p.ai.style]);
    return t`yapay zekâ · ${style}`;
  };
  const kickName = (name: string) => t`${name} adlı oyuncuyu at`;
  const kickQuestion = (name: string) => t`${name} odadan atılsın mı?`;
  const count = room.players.length;
  const max = room.maxPlayers;
  const auction = { ...DEFAULT_ROOM_AUCTION, ...room.options.auction };
  const orderText =
    room.draft.order === 'auction' ? (auction.mode === 'blind' ? t`Kapalı zarf artırma: ${auction.budget} M€ bütçe, ${auction.bidSeconds} sn teklif süresi` : t`Açık artırma: ${auction.budget} M€ bütçe, ${auction.bidSeconds} sn teklif süresi`) : room.draft.order === 'snake' ? t`Yılan sırası` : t`Düz sıra`;

  return (
    <div className="rm-page rm-narrow">
      <RoomTitle name={room.roomName} isLocked={room.isLocked} status={room.status}>
        {league && `${t`Lig`} · `}
        {room.leagues.map((l) => leagueLabel(l, i18n)).join(', ')} · {clockText} · {orderText} · {benchText}
      </RoomTitle>
      <ConnectionBanner online={online} />
      <Notice notice={notice} onClose={clear} />
      {league && <LeagueSettingsPanel settings={league} />}

      <section className="rm-card rm-lobby">
        <h2>
          <Trans>
            Oyuncular{' '}
            <span className="rm-muted">
              ({count}/{max})
            </span>
          </Trans>
        </h2>
        <ul className="rm-players">
          {room.players.map((p) => (
            <li key={p.user._id} className={p.isReady ? 'rm-ready' : ''} data-testid="lobby-player">
              <span className={`rm-avatar${p.ai ? ' rm-avatar-ai' : ''}`} aria-hidden>
                {initialOf(p.name)}
              </span>
              <span className="rm-player-name">
                {p.name}
                {seatLabel(p) && <small> ({seatLabel(p)})</small>}
                {p.user._id === room.creator._id && (
                  <small title={t`Oda kurucusu`}>
                    {' '}
                    <CrownIcon /> <Trans>Kurucu</Trans>
                  </small>
                )}
                {p.user._id === userId && <small> {t`(Sen)`}</small>}
                {p.club && (
                  <span className="rm-player-club" data-testid="lobby-club">
                    <ClubCrest club={p.club} size={18} /> {p.club.name}
                  </span>
                )}
              </span>
              <span className="rm-ready-mark">{p.isReady ? t`✓ Hazır` : t`Bekliyor`}</span>
              {isCreator && p.user._id !== userId && (
                <button className="rm-btn rm-btn-danger rm-btn-small" onClick={() => askKick(p)} aria-label={kickName(p.name)}>
                  <Trans>At</Trans>
                </button>
              )}
            </li>
          ))}
          {Array.from({ length: Math.max(0, room.maxPlayers - room.players.length) }, (_, i) => (
            <li key={`empty-${i}`} className="rm-seat-empty">
              <span className="rm-avatar" aria-hidden>
                ?
              </span>
              <span className="rm-muted">
                <Trans>Boş koltuk</Trans>
              </span>
            </li>
          ))}
        </ul>
        {canFill && (
          <button type="button" className="rm-btn rm-btn-outline rm-btn-block" onClick={() => void fill()}>
            <Trans>Boş koltukları yapay zekâ ile doldur</Trans>
          </button>
        )}
        <p className="rm-muted rm-hint">
          {humansReady
            ? isCreator
              ? t`Herkes hazır; draftı başlatabilirsiniz. Boş koltuklar draftta yer almaz.`
              : t`Herkes hazır; kurucunun draftı başlatması bekleniyor.`
            : t`Herkes hazır olduğunda kurucu draftı başlatabilir; boş koltuklar beklenmez.`}
        </p>
        {isCreator && room.banned.length > 0 && (
          <div className="rm-banned">
            <h3>
              <Trans>Odadan atılanlar</Trans>
            </h3>
            <ul>
              {room.banned.map((u) => (
                <li key={u._id}>
                  {u.username}{' '}
                  <button type="button" className="rm-btn rm-btn-outline rm-btn-small" onClick={() => void unban(u._id)}>
                    <Trans>Engeli kaldır</Trans>
                  </button>
                </li>
              ))}
            </ul>
          </div>
        )}
      </section>

      <div className="rm-actions rm-lobby-actions">
        <button className={`rm-btn ${me?.isReady ? 'rm-btn-outline' : 'rm-btn-primary'}`} onClick={() => void toggleReady()}>
          {me?.isReady ? t`Hazır Değil` : t`Hazır`}
        </button>
        <InviteButton roomId={roomId} onDone={(text, tone) => show(text, tone)} />
        <button className="rm-btn rm-btn-outline" onClick={() => void leave()}>
          <Trans>Odadan Ayrıl</Trans>
        </button>
        {canStart && (
          <button className="rm-btn rm-btn-accent" onClick={() => void start()}>
            <Trans>Draftı Başlat</Trans>
          </button>
        )}
      </div>
      <ClubEditor room={room} userId={userId} />
      <ChatPanel roomId={roomId} messages={chat.messages} />
      {kicking && <ConfirmDialog text={kickQuestion(kicking.name)} confirmLabel={t`Evet, at`} onConfirm={() => kick(kicking)} onCancel={() => setKicking(null)} />}
    </div>
  );
}
