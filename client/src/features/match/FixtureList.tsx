import { Trans, useLingui } from '@lingui/react/macro';
import type { RoomDto } from '@onbir/shared/room/dto';
import { Link } from '../../lib/navigation';
import { roundName } from './roundName';
import { resultOf, teamNames } from './tournament';

/**
 * Every fixture in playing order with its round: the result when played (and a shoot-out's), 'canlı' for the live
 * one. With `replays`, a played fixture's result opens its replay.
 */
export function FixtureList({ room, liveFixtureId, replays = false }: { room: RoomDto; liveFixtureId: string | null; replays?: boolean }) {
  const { t, i18n } = useLingui();
  const names = teamNames(room);
  return (
    <section className="fixtures card" aria-label={t`Fikstür`}>
      <h2>
        <Trans>Fikstür</Trans>
      </h2>
      <ol>
        {room.matchesToPlay.map((f) => {
          const r = resultOf(f);
          const pens = r?.penalties;
          return (
            <li key={f._id} className={f._id === liveFixtureId ? 'fixture-live' : undefined}>
              <small className="muted fixture-round">{roundName(room.format, f.round, room.players.length, i18n)}</small>
              <span>
                <bdi>{names.get(f.teamA) ?? '?'}</bdi>
              </span>
              <strong className="fixture-score">
                {r && replays ? (
                  <Link to={`/mac/${f._id}`} aria-label={t`Tekrarı izle: ${names.get(f.teamA) ?? '?'} ${r.score.A} – ${r.score.B} ${names.get(f.teamB) ?? '?'}`}>
                    {`${r.score.A} – ${r.score.B}`}
                  </Link>
                ) : r ? (
                  `${r.score.A} – ${r.score.B}`
                ) : f._id === liveFixtureId ? (
                  t`canlı`
                ) : (
                  '–'
                )}
              </strong>
              <span className="fixture-b">
                <bdi>{names.get(f.teamB) ?? '?'}</bdi>
              </span>
              {pens && (
                <small className="muted fixture-round">
                  <Trans>
                    Penaltılar {pens.A} – {pens.B}
                  </Trans>
                </small>
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
