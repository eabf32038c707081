import { benchOf, squadSizeOf } from '@onbir/shared/room/constants';
import { DEFAULT_GAME_FORMATION } from '@onbir/shared/room/rules/formations';
import type { RoomDto } from '@onbir/shared/room/dto';
import { SquadSlots } from './SquadSlots';

const average = (xs: number[]) => (xs.length ? (xs.reduce((a, b) => a + b, 0) / xs.length).toFixed(1) : '–');

/** The rivals' squads as they are drafted: each player's rating, the team's average and whose turn it is. */
export function OtherSquads({ room, userId }: { room: RoomDto; userId: string }) {
  const others = room.players.filter((p) => p.user._id !== userId);
  return (
    <section className="rm-others" aria-label="Diğer kadrolar">
      <h2>Rakip Kadrolar</h2>
      <div className="rm-others-grid">
        {others.map((p) => (
          <article key={p.user._id} className={`rm-card rm-other${room.draft.currentPicker === p.user._id ? ' rm-other-turn' : ''}`} data-testid="other-squad">
            <h3>
              {p.name}
              {p.ai && <small className="rm-muted"> (yapay zekâ)</small>}{' '}
              <small className="rm-muted">
                {room.formation[p.user._id]} · {p.team.squad.length}/{squadSizeOf(room.options)} · Ort. {average(p.team.squad.map((x) => x.overall))}
              </small>
            </h3>
            <SquadSlots formation={room.formation[p.user._id] ?? DEFAULT_GAME_FORMATION} squad={p.team.squad} compact showRatings bench={benchOf(room.options)} />
          </article>
        ))}
      </div>
    </section>
  );
}
