import { Trans, useLingui } from '@lingui/react/macro';
import { benchOf, squadSizeOf } from '@onbir/shared/room/constants';
import { formatNumber } from '@onbir/shared/text/format';
import type { Locale } from '@onbir/shared/text/locale';
import { DEFAULT_GAME_FORMATION } from '@onbir/shared/formations/gameFormations';
import type { RoomDto } from '@onbir/shared/room/dto';
import { useLocale } from '../../lib/i18n/locale';
import { SquadSlots } from './SquadSlots';

const average = (xs: number[], locale: Locale) => (xs.length ? formatNumber(xs.reduce((a, b) => a + b, 0) / xs.length, locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }) : '–');

/** The rivals' squads as they are drafted: each player's rating, the team's average and whose turn it is. */
export function OtherSquads({ room, userId }: { room: RoomDto; userId: string }) {
  const { t } = useLingui();
  const locale = useLocale();
  const others = room.players.filter((p) => p.user._id !== userId);
  const size = squadSizeOf(room.options);
  return (
    <section className="rm-others" aria-label={t`Diğer kadrolar`}>
      <h2>
        <Trans>Rakip Kadrolar</Trans>
      </h2>
      <div className="rm-others-grid">
        {others.map((p) => {
          const formation = room.formation[p.user._id];
          const count = p.team.squad.length;
          const rating = average(p.team.squad.map((x) => x.overall), locale);
          return (
          <article key={p.user._id} className={`rm-card rm-other${room.draft.currentPicker === p.user._id ? ' rm-other-turn' : ''}`} data-testid="other-squad">
            <h3>
              {p.name}
              {p.ai && <small className="rm-muted"> {t`(yapay zekâ)`}</small>}{' '}
              <small className="rm-muted">
                <Trans>
                  {formation} · {count}/{size} · Ort. {rating}
                </Trans>
              </small>
            </h3>
            <SquadSlots formation={room.formation[p.user._id] ?? DEFAULT_GAME_FORMATION} squad={p.team.squad} compact showRatings bench={benchOf(room.options)} />
          </article>
          );
        })}
      </div>
    </section>
  );
}
