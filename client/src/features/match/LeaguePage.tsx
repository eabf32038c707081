import { Trans, useLingui } from '@lingui/react/macro';
import type { ScorerRow } from '@onbir/shared/match/scorers';
import type { RoomDto } from '@onbir/shared/room/dto';
import { Link, useParams } from '../../lib/navigation';
import { RequireLogin } from '../../lib/RequireLogin';
import { Notice, useNotice } from '../../lib/ui/Notice';
import { useRemote } from '../../lib/useRemote';
import { ConnectionBanner, useLiveRoom } from '../rooms';
import { CupBracket } from './CupBracket';
import { FixtureList } from './FixtureList';
import { matchApi } from './matchApi';
import { StandingsTable } from './StandingsTable';
import './match.css';

/**
 * /lig/{roomId}: a season on one page a member can send round (docs/match.md, 'The season page'): the table or
 * the bracket, every fixture with its result and a link to its replay, and the scorers. Kept live as the match
 * screen is; whoever may watch the room's matches may read it (a spectator of an open room too).
 */
export function LeaguePage() {
  const { roomId = '' } = useParams();
  return (
    <RequireLogin>
      <Season roomId={roomId} />
    </RequireLogin>
  );
}

function Season({ roomId }: { roomId: string }) {
  const { t } = useLingui();
  const { notice, show, clear } = useNotice();
  const { room, error, online, locked } = useLiveRoom(roomId, 'match');
  const played = room?.matchesToPlay.filter((f) => f.played).length ?? 0;
  // Read again each time a match is stored as played: that is when the scorers change.
  const { data: scorers } = useRemote<ScorerRow[]>(room ? `${roomId}:${played}` : null, () => matchApi.scorers(roomId), { empty: [], logAs: 'scorers failed' });
  const share = async () => {
    const link = `${window.location.origin}/lig/${roomId}`;
    try {
      await navigator.clipboard.writeText(link);
      show(t`Lig sayfasının bağlantısı kopyalandı.`, 'status');
    } catch {
      show(t`Bağlantı kopyalanamadı; elle kopyalayın: ${link}`);
    }
  };

  if (locked || !room)
    return (
      <div className="page match-page">
        <p className={error ? 'match-error' : undefined}>
          {locked ? (
            <Link to={`/match/${roomId}`}>
              <Trans>Bu oda şifreli: maçlarını izlemek için şifresini girin.</Trans>
            </Link>
          ) : error ? (
            <Trans>Hata: {error}</Trans>
          ) : (
            <Trans>Yükleniyor…</Trans>
          )}
        </p>
      </div>
    );
  return (
    <div className="page match-page league-page">
      <ConnectionBanner online={online} />
      <h1>
        <bdi>{room.roomName}</bdi> · <Trans>Lig sayfası</Trans>
      </h1>
      <p className="match-links">
        <Link to={`/match/${roomId}`}>
          <Trans>Maç ekranı</Trans>
        </Link>{' '}
        <button type="button" className="btn btn-outline" onClick={() => void share()}>
          <Trans>Bağlantıyı kopyala</Trans>
        </button>
      </p>
      <Notice notice={notice} onClose={clear} />
      <div className="match-grid">
        <div className="match-main">
          {room.format === 'cup' ? <CupBracket room={room} /> : <StandingsTable room={room} />}
          <Scorers rows={scorers} room={room} />
        </div>
        <div className="match-side">
          <FixtureList room={room} liveFixtureId={room.liveFixtureId} replays />
        </div>
      </div>
    </div>
  );
}

/** The season's scorers: goals, then assists. */
function Scorers({ rows, room }: { rows: ScorerRow[]; room: RoomDto }) {
  const { t } = useLingui();
  return (
    <section className="scorers card" aria-label={t`Gol krallığı`}>
      <h2>
        <Trans>Gol krallığı</Trans>
      </h2>
      {rows.length === 0 ? (
        <p className="muted">{room.matchesToPlay.some((f) => f.played) ? t`Henüz gol yok.` : t`Henüz maç oynanmadı.`}</p>
      ) : (
        <table data-testid="scorers">
          <thead>
            <tr>
              <th>#</th>
              <th className="team">
                <Trans>Oyuncu</Trans>
              </th>
              <th title={t`Gol`}>{t({ message: 'G', context: 'scorers column: goals' })}</th>
              <th title={t`Asist`}>{t({ message: 'A', context: 'scorers column: assists' })}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((r, i) => (
              <tr key={`${r.club}-${r.playerId}`}>
                <td>{i + 1}</td>
                <td className="team">
                  <bdi>{r.name}</bdi> <small className="muted">{r.club}</small>
                </td>
                <td>{r.goals}</td>
                <td>{r.assists}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
