import { useReducer, useState } from 'react';
import { useParams } from 'react-router-dom';
import { nextFixture } from '@onbir/shared/game/tournament';
import { RequireLogin } from '../../lib/RequireLogin';
import { failureText, Notice, useNotice } from '../../lib/ui/Notice';
import { useLiveRoom } from '../rooms/useLiveRoom';
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
  const [match, dispatch] = useReducer(liveMatchReducer, initialLiveMatch);
  const [starting, setStarting] = useState(false);
  const { notice, show, clear } = useNotice();
  // The room (fixtures, table) arrives with updateRoom, the final whistle's included; the snapshot fills in a late viewer.
  const { room, error, userId } = useLiveRoom(roomId, 'match', {
    onMatchEvent: (payload) => dispatch({ type: 'event', payload }),
    reload: async () => dispatch({ type: 'snapshot', snapshot: await matchApi.live(roomId) }),
  });

  if (!room) return <div className="page match-page">{error ? <p className="match-error">Hata: {error}</p> : <p>Yükleniyor…</p>}</div>;

  const names = teamNames(room);
  const fixture = room.matchesToPlay.find((f) => f._id === match.fixtureId);
  const isCreator = room.creator._id === userId;
  const hasNext = room.matchesToPlay.some((f) => !f.played);
  const champion = championOf(room);

  const startNext = async () => {
    clear();
    // The shared rule first (an answer at once); the server checks it again.
    const next = nextFixture(
      { status: room.status, creatorId: room.creator._id, memberCount: room.players.length, fixtures: room.matchesToPlay, liveFixtureId: match.live ? match.fixtureId : null },
      userId ?? '',
    );
    if ('code' in next) return show(`Hata: ${next.message}`);
    setStarting(true);
    try {
      await matchApi.startNextMatch(roomId);
    } catch (err) {
      // Spec 8.4: shown as 'Hata: ...' on the match screen.
      show(`Hata: ${failureText(err, 'Maç başlatılamadı.')}`);
    }
    setStarting(false);
  };

  return (
    <div className="page match-page">
      <h1>{room.roomName}</h1>
      {champion && (
        <p className="champion card" role="status">
          🏆 Şampiyon: <strong>{champion}</strong>
        </p>
      )}
      <Notice notice={notice} onClose={clear} />
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
