import { useCallback, useEffect, useReducer, useState, type FormEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate, useParams } from '../../lib/navigation';
import type { ActionBody, ActionInput, RoomActionName } from '@onbir/shared/room/machine';
import { RequireLogin } from '../../lib/RequireLogin';
import { useRefusalWords } from '../../lib/i18n/refusals';
import { failureText, Notice, useNotice } from '../../lib/ui/Notice';
import { ConnectionBanner, checkAction, sendAction, ClubEditor, useLiveRoom, useRoomChat, useRoomText } from '../rooms';
import { CupBracket } from './CupBracket';
import { FinishedRoom } from './FinishedRoom';
import { FixtureList } from './FixtureList';
import { initialLiveMatch, liveMatchReducer } from './liveMatch';
import { matchApi } from './matchApi';
import { MatchControls } from './MatchControls';
import { MatchSocial } from './MatchSocial';
import { MatchView } from './MatchView';
import { NextMatch } from './NextMatch';
import { SeasonControls } from './SeasonControls';
import { StandingsTable } from './StandingsTable';
import { teamNames } from './tournament';
import './match.css';

/**
 * /match/{roomId}: the next match, the live match, the fixtures and table, and the finished tournament
 * (docs/match.md, 'Starting the next match'). Anyone signed in may watch an open room's matches here (a spectator: no actions); a locked
 * room asks for its password first. After every reconnect the screen re-syncs from the room and the
 * snapshot: a final whistle missed offline still ends the match shown.
 */
export function MatchPage() {
  const { roomId = '' } = useParams();
  return (
    <RequireLogin>
      <MatchScreen roomId={roomId} />
    </RequireLogin>
  );
}

function MatchScreen({ roomId }: { roomId: string }) {
  const { t } = useLingui();
  const wordRefusal = useRefusalWords();
  const roomText = useRoomText();
  const [match, dispatch] = useReducer(liveMatchReducer, initialLiveMatch);
  const [busy, setBusy] = useState(false);
  const { notice, show, clear } = useNotice();
  const navigate = useNavigate();
  const loadSnapshot = useCallback(async () => dispatch({ type: 'snapshot', snapshot: await matchApi.live(roomId) }), [roomId]);
  // The room (fixtures, table, next match) arrives with updateRoom, the final whistle's included; the snapshot fills in a late viewer.
  const { room, error, userId, online, spectator, locked, refetch } = useLiveRoom(roomId, 'match', {
    onMatchEvent: (payload) => dispatch({ type: 'event', payload }),
    reload: loadSnapshot,
    onChat: (m) => chat.add(m),
    // The commissioner's moves (a kick-off moved, the season ended) are told to every member, as on the draft screen;
    // the room's other notices keep to the lobby and draft screens, as before.
    onNotice: (n) => n.code === 'COMMISSIONER' && show(roomText(n.text.key, n.text.values), 'status'),
  });
  // Chat and reactions are the members' (a spectator has none).
  const chat = useRoomChat(roomId, room !== null && !spectator);
  // A match that kicked off while the page was open: its line-ups come with the snapshot.
  const needsLineups = match.fixtureId !== null && match.teams === null;
  useEffect(() => {
    if (needsLineups) loadSnapshot().catch(() => show(t`Kadrolar yüklenemedi; sayfayı yenileyin.`));
  }, [needsLineups, loadSnapshot, show, t]);
  // The room says a match this screen has not seen start is on (a league's is set up before its first minute): its snapshot shows it.
  const liveInRoom = room?.liveFixtureId ?? null;
  useEffect(() => {
    if (liveInRoom && liveInRoom !== match.fixtureId) loadSnapshot().catch(() => show(t`Kadrolar yüklenemedi; sayfayı yenileyin.`));
  }, [liveInRoom, match.fixtureId, loadSnapshot, show, t]);
  // Lines went out that never reached this screen: the snapshot has them.
  useEffect(() => {
    if (match.missing) loadSnapshot().catch(() => show(t`Maç akışı yüklenemedi; sayfayı yenileyin.`));
  }, [match.missing, loadSnapshot, show, t]);
  // The room says which match is live: one shown as live that no longer is ends here.
  useEffect(() => {
    if (room) dispatch({ type: 'room', room });
  }, [room]);

  if (locked) return <WatchLocked roomId={roomId} onWatching={() => void refetch()} />;
  if (!room)
    return (
      <div className="page match-page">
        {error ? (
          <p className="match-error">
            <Trans>Hata: {error}</Trans>
          </p>
        ) : (
          <p>
            <Trans>Yükleniyor…</Trans>
          </p>
        )}
      </div>
    );

  const names = teamNames(room);
  const fixture = room.matchesToPlay.find((f) => f._id === match.fixtureId);
  const isHost = !spectator && room.creator._id === userId;

  /** The shared rule first (an answer at once), then the call; a refusal shows as 'Hata: …' (docs/match.md, 'Starting the next match'), in the language on screen. */
  const run = async <N extends RoomActionName>(name: N, body: ActionBody<N>, fallback: string, input: ActionInput<N>) => {
    clear();
    const refused = checkAction(room, userId ?? '', name, input);
    if (refused) {
      const reason = wordRefusal(refused);
      return show(t`Hata: ${reason}`);
    }
    setBusy(true);
    try {
      const answer = await sendAction(name, roomId, body, fallback);
      if (name === 'rematch' && typeof answer.room === 'object' && answer.room && '_id' in answer.room) navigate(`/room/${String(answer.room._id)}`);
    } catch (err) {
      const reason = failureText(err, fallback);
      show(t`Hata: ${reason}`);
    }
    setBusy(false);
  };
  // The engine's input is the server's to build: the client checks everything but the squads' size.
  const startRefusal = isHost ? checkAction(room, userId ?? '', 'kickOff', { match: 'server' }) : null;
  // A league's matchdays are on schedule: the button stays, disabled, with the shared rule's reason beside it.
  const onSchedule = startRefusal?.code === 'LEAGUE_ON_SCHEDULE' ? wordRefusal(startRefusal) : null;
  const startNext = () => void run('kickOff', {}, t`Maç başlatılamadı.`, { match: 'server' });
  const pause = (paused: boolean) => void run('setAutoPaused', { paused }, t`Otomatik devam değiştirilemedi.`, { paused });
  const reschedule = (at: string) => void run('reschedule', { at }, t`Maç ertelenemedi.`, { at });
  const endSeason = () => void run('endSeason', {}, t`Sezon bitirilemedi.`, {});
  const rematch = () => void run('rematch', {}, t`Rövanş odası açılamadı.`, { newRoomId: '', openRooms: 0 });

  return (
    <div className="page match-page">
      <h1>{room.roomName}</h1>
      <ConnectionBanner online={online} />
      {spectator && (
        <p className="match-spectator" data-testid="spectator">
          <Trans>İzleyici olarak izliyorsunuz.</Trans>
        </p>
      )}
      <p className="match-links">
        <Link to={`/dashboard/${roomId}`}>
          <Trans>Odanın maç geçmişi</Trans>
        </Link>
        {room.options.kind === 'league' && (
          <>
            {' · '}
            <Link to={`/lig/${roomId}`}>
              <Trans>Lig sayfası</Trans>
            </Link>
          </>
        )}
      </p>
      <Notice notice={notice} onClose={clear} />
      {room.status === 'finished' && !match.live && <FinishedRoom room={room} busy={busy} spectator={spectator} onRematch={rematch} />}
      {!match.live && <NextMatch room={room} names={names} isHost={isHost} busy={busy || !online} onSchedule={onSchedule} onStart={startNext} onPause={pause} />}
      {!match.live && <SeasonControls room={room} isHost={isHost} busy={busy || !online} onReschedule={reschedule} onEnd={endSeason} />}
      <div className="match-grid">
        <div className="match-main">
          {fixture ? (
            <MatchView state={match} teamA={names.get(fixture.teamA) ?? ''} teamB={names.get(fixture.teamB) ?? ''} />
          ) : (
            <p className="card muted">
              <Trans>Şu anda oynanan maç yok.</Trans>
            </p>
          )}
        </div>
        <div className="match-side">
          {!spectator && userId && <MatchControls room={room} userId={userId} match={match} />}
          {!spectator && userId && <MatchSocial room={room} userId={userId} messages={chat.messages} fixtureId={match.live ? match.fixtureId : null} />}
          {!spectator && userId && <ClubEditor room={room} userId={userId} compact />}
          {room.status !== 'finished' && (room.format === 'cup' ? <CupBracket room={room} /> : <StandingsTable room={room} />)}
          <FixtureList room={room} liveFixtureId={match.live ? match.fixtureId : null} />
        </div>
      </div>
    </div>
  );
}

/** A locked room's matches: its password first, then the screen (the server remembers who may watch). */
function WatchLocked({ roomId, onWatching }: { roomId: string; onWatching: () => void }) {
  const { t } = useLingui();
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await sendAction('watch', roomId, { password }, t`Maçlar açılamadı.`);
      onWatching();
    } catch (err) {
      setError(failureText(err, t`Maçlar açılamadı.`));
    }
    setBusy(false);
  };
  return (
    <div className="page match-page">
      <h1>
        <Trans>Şifreli oda</Trans>
      </h1>
      <form className="card watch-form" onSubmit={(e) => void submit(e)}>
        <p>
          <Trans>Bu odanın maçlarını izlemek için oda şifresini girin.</Trans>
        </p>
        <label>
          <span>
            <Trans>Oda şifresi</Trans>
          </span>
          <input type="password" value={password} onChange={(e) => setPassword(e.target.value)} autoComplete="off" required />
        </label>
        {error && (
          <p className="match-error" role="alert">
            {error}
          </p>
        )}
        <button type="submit" className="btn btn-primary" disabled={busy}>
          <Trans>İzle</Trans>
        </button>
      </form>
    </div>
  );
}
