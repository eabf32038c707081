import type { RoomDto } from '@onbir/shared/room/dto';
import { roundLabel } from '@onbir/shared/room/rules/tournament';
import { resultOf, teamNames } from './tournament';

/** Every fixture in playing order with its round: the result when played (and a shoot-out's), 'canlı' for the live one. */
export function FixtureList({ room, liveFixtureId }: { room: RoomDto; liveFixtureId: string | null }) {
  const names = teamNames(room);
  return (
    <section className="fixtures card" aria-label="Fikstür">
      <h2>Fikstür</h2>
      <ol>
        {room.matchesToPlay.map((f) => {
          const r = resultOf(f);
          return (
            <li key={f._id} className={f._id === liveFixtureId ? 'fixture-live' : undefined}>
              <small className="muted fixture-round">{roundLabel(room.format, f.round, room.players.length)}</small>
              <span>{names.get(f.teamA) ?? '?'}</span>
              <strong>{r ? `${r.score.A} – ${r.score.B}` : f._id === liveFixtureId ? 'canlı' : '–'}</strong>
              <span className="fixture-b">{names.get(f.teamB) ?? '?'}</span>
              {r?.penalties && (
                <small className="muted fixture-round">
                  Penaltılar {r.penalties.A} – {r.penalties.B}
                </small>
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
