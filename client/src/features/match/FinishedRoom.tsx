import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '../../lib/navigation';
import type { RoomDto } from '@onbir/shared/room/dto';
import { TrophyIcon, FORMAT_LABELS, ClubCrest } from '../rooms';
import { CupBracket } from './CupBracket';
import { roundName } from './roundName';
import { StandingsTable } from './StandingsTable';
import { resultOf, teamClubs, teamNames } from './tournament';

/**
 * A finished tournament: the champion, the final table (a league's) and every result with its replay,
 * then where to go: the room's history, a rematch with the same people, a new room, the rooms list.
 */
export function FinishedRoom({ room, busy, spectator, onRematch }: { room: RoomDto; busy: boolean; spectator: boolean; onRematch: () => void }) {
  const { t, i18n } = useLingui();
  const names = teamNames(room);
  const champion = (room.champion ? names.get(room.champion) : null) ?? '—';
  const crest = room.champion ? <ClubCrest club={teamClubs(room).get(room.champion)} size={28} /> : null;
  return (
    <section className="finished-room" aria-label={t`Turnuva sonucu`} data-testid="finished-room">
      <div className="champion card" role="status">
        <TrophyIcon size={48} />
        <p>
          <Trans>
            Şampiyon: {crest} <strong data-testid="champion">
              <bdi>{champion}</bdi>
            </strong>
          </Trans>
        </p>
        <p className="muted">{i18n._(FORMAT_LABELS[room.format])}</p>
      </div>
      {room.format === 'cup' ? <CupBracket room={room} /> : <StandingsTable room={room} />}
      <section className="results card" aria-label={t`Sonuçlar`}>
        <h2>
          <Trans>Sonuçlar</Trans>
        </h2>
        {/* Not an ordered list: its numbers beside "1. hafta" read "1. 1. hafta". */}
        <ul className="results-list" data-testid="results">
          {room.matchesToPlay.map((f) => {
            const r = resultOf(f);
            const pens = r?.penalties;
            return (
              <li key={f._id}>
                <span className="muted">{roundName(room.format, f.round, room.players.length, i18n)}</span>
                {/* Each name isolated, the score kept on one line: an Arabic name reorders neither the score nor the other team. */}
                <span data-testid="result-line">
                  <bdi>{names.get(f.teamA)}</bdi> <strong className="result-score">{r ? `${r.score.A} – ${r.score.B}` : '–'}</strong> <bdi>{names.get(f.teamB)}</bdi>
                  {pens ? ` ${t`(pen. ${pens.A} – ${pens.B})`}` : ''}
                </span>
                {r && (
                  <Link to={`/mac/${f._id}`} className="results-replay">
                    <Trans>Tekrar İzle</Trans>
                  </Link>
                )}
              </li>
            );
          })}
        </ul>
      </section>
      <nav className="finished-actions" aria-label={t`Sonraki adım`}>
        {spectator ? null : room.rematchRoomId ? (
          <Link className="btn btn-primary" to={`/room/${room.rematchRoomId}`}>
            <Trans>Rövanş Odasına Git</Trans>
          </Link>
        ) : (
          <button type="button" className="btn btn-primary" disabled={busy} onClick={onRematch}>
            <Trans>Rövanş</Trans>
          </button>
        )}
        <Link className="btn btn-outline" to={`/dashboard/${room._id}`}>
          <Trans>Odanın Maç Geçmişi</Trans>
        </Link>
        <Link className="btn btn-outline" to="/create-room">
          <Trans>Yeni Oda</Trans>
        </Link>
        <Link className="btn btn-outline" to="/rooms">
          <Trans>Odalar</Trans>
        </Link>
      </nav>
    </section>
  );
}
