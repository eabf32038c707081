import { Trans, useLingui } from '@lingui/react/macro';
import { formatNumber } from '@onbir/shared/text/format';
import { positionCode, positionName } from '@onbir/shared/text/positions';
import { matchCallNames } from '@onbir/shared/match/callNames';
import type { MatchSummary } from '@onbir/shared/match/summary';
import type { MatchInput, Side } from '@onbir/shared/match/types';
import { useLocale } from '../../lib/i18n/locale';

/** After the whistle: every player's rating (1-10) by team, best first, and the man of the match. */
export function PlayerRatings({ summary, teams }: { summary: MatchSummary; teams: MatchInput['teams'] }) {
  const { t } = useLingui();
  const locale = useLocale();
  const rating = (n: number) => formatNumber(n, locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  // Two men of the match with one pool name are listed by the names the commentary tells them apart by.
  const calls = matchCallNames(teams);
  const alike = (id: string, name: string) => summary.ratings.some((r) => r.id !== id && r.name === name);
  const shown = (r: { id: string; name: string }) => (alike(r.id, r.name) ? (calls.get(r.id) ?? r.name) : r.name);
  const motm = summary.manOfTheMatch;
  const motmName = motm && shown(motm);
  const motmRating = motm ? rating(motm.rating) : '';
  const list = (side: Side, name: string) => (
    <div>
      <h3>{name}</h3>
      <ol className="ratings-list">
        {summary.ratings
          .filter((r) => r.side === side)
          .sort((a, b) => b.rating - a.rating)
          .map((r) => (
            <li key={r.id} className={motm?.id === r.id && motm.side === side ? 'motm' : undefined}>
              <span>
                {shown(r)}{' '}
                <abbr className="muted" title={positionName(r.position, locale)}>
                  {positionCode(r.position, locale)}
                </abbr>
              </span>
              <strong>{rating(r.rating)}</strong>
            </li>
          ))}
      </ol>
    </div>
  );
  return (
    <section className="ratings card" aria-label={t`Oyuncu puanları`} data-testid="ratings">
      <h2>
        <Trans>Oyuncu Puanları</Trans>
      </h2>
      {motm && (
        <p className="motm-line" data-testid="motm">
          <Trans>
            Maçın Oyuncusu: <strong>{motmName}</strong> ({motmRating})
          </Trans>
        </p>
      )}
      <div className="ratings-grid">
        {list('A', teams[0].name)}
        {list('B', teams[1].name)}
      </div>
    </section>
  );
}
