import type { RoomDto } from '@onbir/shared/game/rooms';
import { resultOf, teamNames } from './tournament';

/** Every fixture in playing order: result when played, 'canlı' for the live one. */
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
              <span>{names.get(f.teamA) ?? '?'}</span>
              <strong>{r ? `${r.score.A} - ${r.score.B}` : f._id === liveFixtureId ? 'canlı' : 'vs'}</strong>
              <span>{names.get(f.teamB) ?? '?'}</span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
