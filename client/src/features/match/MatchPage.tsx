import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import type { RoomDto } from '@onbir/shared/game/rooms';
import type { MatchEventPayload } from '@onbir/shared/match/wire';
import { RequireLogin } from '../../lib/RequireLogin';
import { watchRoom } from '../../lib/socket';
import { useSession } from '../../lib/useSession';
import { Commentary } from './Commentary';
import { FixtureList } from './FixtureList';
import { initialLiveMatch, liveMatchReducer } from './liveMatch';
import { LiveStats } from './LiveStats';
import { matchApi } from './matchApi';
import { Scoreboard } from './Scoreboard';
import { StandingsTable } from './StandingsTable';
import { championOf, teamNames } from './tournament';
import './match.css';

/** /match/{roomId}: the live match, the fixtures, the table and, at the end, the champion (spec 2.6). */
export function MatchPage() {
  const { roomId = '' } = useParams();
  return (
    <RequireLogin>
      <MatchScreen roomId={roomId} />
    </RequireLogin>
  );
}

function MatchScreen({ roomId }: { roomId: string }) {
  const navigate = useNavigate();
  const { user } = useSession();
  const [room, setRoom] = useState<RoomDto | null>(null);
  const [match, dispatch] = useReducer(liveMatchReducer, initialLiveMatch);
  const [error, setError] = useState<string | null>(null);
  const [starting, setStarting] = useState(false);
  const shownVersion = useRef(-1);

  const acceptRoom = useCallback(
    (next: RoomDto) => {
      if (next.version < shownVersion.current) return;
      shownVersion.current = next.version;
      setRoom(next);
      // Spec 4.4: a room update that no longer lists the user sends him to the room list.
      if (!next.players.some((p) => p.user._id === user?._id)) navigate('/rooms', { replace: true });
    },
    [navigate, user?._id],
  );

  const load = useCallback(async () => {
    try {
      const [r, snapshot] = await Promise.all([matchApi.room(roomId), matchApi.live(roomId)]);
      acceptRoom(r);
      dispatch({ type: 'snapshot', snapshot });
    } catch (err) {
      setError((err as Error).message);
    }
  }, [acceptRoom, roomId]);

  useEffect(() => {
    shownVersion.current = -1;
    void load();
    return watchRoom(roomId, {
      onRoom: acceptRoom,
      // lib/socket types the payload loosely; the event map (shared/realtime/events) gives its shape.
      onMatchEvent: (payload) => dispatch({ type: 'event', payload: payload as MatchEventPayload }),
      onResync: () => void load(),
      onRefused: () => navigate('/rooms', { replace: true }),
    });
  }, [roomId, load, acceptRoom, navigate]);

  // The final whistle: the fixture is now played, so the room (fixtures, table) is fetched again.
  useEffect(() => {
    if (match.ended) matchApi.room(roomId).then(acceptRoom, (err: Error) => setError(err.message));
  }, [match.ended, match.fixtureId, roomId, acceptRoom]);

  if (!room) return <div className="page match-page">{error ? <p className="match-error">Hata: {error}</p> : <p>Yükleniyor…</p>}</div>;

  const names = teamNames(room);
  const fixture = room.matchesToPlay.find((f) => f._id === match.fixtureId);
  const isCreator = room.creator._id === user?._id;
  const hasNext = room.matchesToPlay.some((f) => !f.played);
  const champion = championOf(room);

  const startNext = async () => {
    setStarting(true);
    setError(null);
    try {
      await matchApi.startNextMatch(roomId);
    } catch (err) {
      setError((err as Error).message);
    } finally {
      setStarting(false);
    }
  };

  return (
    <div className="page match-page">
      <h1>{room.roomName}</h1>
      {champion && (
        <p className="champion card" role="status">
          🏆 Şampiyon: <strong>{champion}</strong>
        </p>
      )}
      {error && <p className="match-error" role="alert">Hata: {error}</p>}
      {isCreator && room.status === 'in_progress' && hasNext && (
        <button type="button" className="btn btn-primary" disabled={match.live || starting} onClick={() => void startNext()}>
          Sonraki Maçı Başlat
        </button>
      )}
      <div className="match-grid">
        <div className="match-main">
          <Scoreboard
            teamA={fixture ? (names.get(fixture.teamA) ?? '') : 'Ev sahibi'}
            teamB={fixture ? (names.get(fixture.teamB) ?? '') : 'Deplasman'}
            score={match.score}
            minute={match.minute}
            live={match.live}
            halfTime={match.halfTime}
            ended={match.ended}
          />
          <LiveStats stats={match.stats} />
          <Commentary lines={match.commentary} />
        </div>
        <div className="match-side">
          <StandingsTable room={room} />
          <FixtureList room={room} liveFixtureId={match.live ? match.fixtureId : null} />
        </div>
      </div>
    </div>
  );
}
