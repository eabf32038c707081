import { Link } from '../../app/navigation';
import type { RoomDto } from '@onbir/shared/room/dto';
import { FORMAT_LABELS } from '@onbir/shared/room/constants';
import { roundLabel } from '@onbir/shared/room/rules/tournament';
import { TrophyIcon } from '../rooms/icons';
import { CupBracket } from './CupBracket';
import { StandingsTable } from './StandingsTable';
import { ClubCrest } from '../rooms/ClubCrest';
import { resultOf, teamClubs, teamNames } from './tournament';

/**
 * A finished tournament: the champion, the final table (a league's) and every result with its replay,
 * then where to go: the room's history, a rematch with the same people, a new room, the rooms list.
 */
export function FinishedRoom({ room, busy, spectator, onRematch }: { room: RoomDto; busy: boolean; spectator: boolean; onRematch: () => void }) {
  const names = teamNames(room);
  const champion = room.champion ? names.get(room.champion) : null;
  return (
    <section className="finished-room" aria-label="Turnuva sonucu" data-testid="finished-room">
      <div className="champion card" role="status">
        <TrophyIcon size={48} />
        <p>
          Şampiyon: {room.champion && <ClubCrest club={teamClubs(room).get(room.champion)} size={28} />} <strong data-testid="champion">{champion ?? '—'}</strong>
        </p>
        <p className="muted">{FORMAT_LABELS[room.format]}</p>
      </div>
      {room.format === 'cup' ? <CupBracket room={room} /> : <StandingsTable room={room} />}
      <section className="results card" aria-label="Sonuçlar">
        <h2>Sonuçlar</h2>
        {/* Not an ordered list: its numbers beside "1. hafta" read "1. 1. hafta". */}
        <ul className="results-list" data-testid="results">
          {room.matchesToPlay.map((f) => {
            const r = resultOf(f);
            return (
              <li key={f._id}>
                <span className="muted">{roundLabel(room.format, f.round, room.players.length)}</span>
                <span>
                  {names.get(f.teamA)} <strong>{r ? `${r.score.A} – ${r.score.B}` : '–'}</strong> {names.get(f.teamB)}
                  {r?.penalties ? ` (pen. ${r.penalties.A} – ${r.penalties.B})` : ''}
                </span>
                {r && (
                  <Link to={`/mac/${f._id}`} className="results-replay">
                    Tekrar İzle
                  </Link>
                )}
              </li>
            );
          })}
        </ul>
      </section>
      <nav className="finished-actions" aria-label="Sonraki adım">
        {spectator ? null : room.rematchRoomId ? (
          <Link className="btn btn-primary" to={`/room/${room.rematchRoomId}`}>
            Rövanş Odasına Git
          </Link>
        ) : (
          <button type="button" className="btn btn-primary" disabled={busy} onClick={onRematch}>
            Rövanş
          </button>
        )}
        <Link className="btn btn-outline" to={`/dashboard/${room._id}`}>
          Odanın Maç Geçmişi
        </Link>
        <Link className="btn btn-outline" to="/create-room">
          Yeni Oda
        </Link>
        <Link className="btn btn-outline" to="/rooms">
          Odalar
        </Link>
      </nav>
    </section>
  );
}
