import { useCallback, useEffect, useReducer, useState } from 'react';
import { Link, useNavigate, useParams } from '../../app/navigation';
import { checkAutoContinue, checkRematch } from '@onbir/shared/game/matchDay';
import { nextFixture } from '@onbir/shared/game/tournament';
import { RequireLogin } from '../../lib/RequireLogin';
import { failureText, Notice, useNotice } from '../../lib/ui/Notice';
import { useLiveRoom } from '../rooms/useLiveRoom';
import { CupBracket } from './CupBracket';
import { FinishedRoom } from './FinishedRoom';
import { FixtureList } from './FixtureList';
import { initialLiveMatch, liveMatchReducer } from './liveMatch';
import { matchApi } from './matchApi';
import { MatchView } from './MatchView';
import { NextMatch } from './NextMatch';
import { StandingsTable } from './StandingsTable';
import { teamNames } from './tournament';
import './match.css';

/** /match/{roomId}: the next match, the live match, the fixtures and table, and the finished tournament (spec 2.6). */
export function MatchPage() {
  const { roomId = '' } = useParams();
  return (
    <RequireLogin>
      <MatchScreen roomId={roomId} />
    </RequireLogin>
  );
}

function MatchScreen({ roomId }: { roomId: string }) {
  const [match, dispatch] = useReducer(liveMatchReducer, initialLiveMatch);
  const [busy, setBusy] = useState(false);
  const { notice, show, clear } = useNotice();
  const navigate = useNavigate();
  const loadSnapshot = useCallback(async () => dispatch({ type: 'snapshot', snapshot: await matchApi.live(roomId) }), [roomId]);
  // The room (fixtures, table, next match) arrives with updateRoom, the final whistle's included; the snapshot fills in a late viewer.
  const { room, error, userId } = useLiveRoom(roomId, 'match', {
    onMatchEvent: (payload) => dispatch({ type: 'event', payload }),
    reload: loadSnapshot,
  });
  // A match that kicked off while the page was open: its line-ups come with the snapshot.
  const needsLineups = match.fixtureId !== null && match.teams === null;
  useEffect(() => {
    if (needsLineups) loadSnapshot().catch(() => show('Kadrolar yüklenemedi; sayfayı yenileyin.'));
  }, [needsLineups, loadSnapshot, show]);

  if (!room) return <div className="page match-page">{error ? <p className="match-error">Hata: {error}</p> : <p>Yükleniyor…</p>}</div>;

  const names = teamNames(room);
  const fixture = room.matchesToPlay.find((f) => f._id === match.fixtureId);
  const isHost = room.creator._id === userId;

  /** Runs a call of this screen; a refusal shows as 'Hata: …' (spec 8.4). */
  const run = async (call: () => Promise<unknown>, fallback: string) => {
    setBusy(true);
    clear();
    try {
      await call();
    } catch (err) {
      show(`Hata: ${failureText(err, fallback)}`);
    }
    setBusy(false);
  };
  /** The shared rule first (an answer at once); the server checks it again. */
  const checked = (refusal: { message: string } | null, action: () => void) => (refusal ? show(`Hata: ${refusal.message}`) : action());
  const startNext = () => {
    const next = nextFixture(
      { status: room.status, creatorId: room.creator._id, memberCount: room.players.length, fixtures: room.matchesToPlay, liveFixtureId: match.live ? match.fixtureId : null },
      userId ?? '',
    );
    checked('code' in next ? next : null, () => void run(() => matchApi.startNextMatch(roomId), 'Maç başlatılamadı.'));
  };
  const pause = (paused: boolean) =>
    checked(checkAutoContinue({ status: room.status, creatorId: room.creator._id, autoContinue: room.autoContinue.enabled, autoPaused: room.autoContinue.paused }, userId ?? ''), () =>
      void run(() => matchApi.autoContinue(roomId, paused), 'Otomatik devam değiştirilemedi.'),
    );
  const rematch = () =>
    checked(checkRematch({ status: room.status, memberIds: room.players.map((p) => p.user._id) }, userId ?? ''), () =>
      void run(async () => navigate(`/room/${(await matchApi.rematch(roomId)).room._id}`), 'Rövanş odası açılamadı.'),
    );

  return (
    <div className="page match-page">
      <h1>{room.roomName}</h1>
      <p className="match-links">
        <Link to={`/dashboard/${roomId}`}>Odanın maç geçmişi</Link>
      </p>
      <Notice notice={notice} onClose={clear} />
      {room.status === 'finished' && !match.live && <FinishedRoom room={room} busy={busy} onRematch={rematch} />}
      {!match.live && (
        <NextMatch
          room={room}
          names={names}
          isHost={isHost}
          busy={busy}
          onStart={startNext}
          onPause={pause}
        />
      )}
      <div className="match-grid">
        <div className="match-main">
          {fixture ? (
            <MatchView state={match} teamA={names.get(fixture.teamA) ?? ''} teamB={names.get(fixture.teamB) ?? ''} />
          ) : (
            <p className="card muted">Şu anda oynanan maç yok.</p>
          )}
        </div>
        <div className="match-side">
          {room.status !== 'finished' && (room.format === 'cup' ? <CupBracket room={room} /> : <StandingsTable room={room} />)}
          <FixtureList room={room} liveFixtureId={match.live ? match.fixtureId : null} />
        </div>
      </div>
    </div>
  );
}
