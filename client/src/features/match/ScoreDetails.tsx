import { Trans, useLingui } from '@lingui/react/macro';
import { formatNumber } from '@onbir/shared/text/format';
import type { MatchSummary } from '@onbir/shared/match/summary';
import type { Side } from '@onbir/shared/match/types';
import { useLocale } from '../../lib/i18n/locale';
import { BallIcon, CardIcon } from './icons';

/** Expected goals' abbreviation, the same in both languages (its tooltip says it in words). */
const XG = 'xG';

/** Under the score: each side's scorers and cards as they happen, the shoot-out score and expected goals. */
export function ScoreDetails({ summary }: { summary: MatchSummary }) {
  const { t } = useLingui();
  const locale = useLocale();
  const xg = (n: number) => formatNumber(n, locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const pens = summary.penalties;
  const side = (s: Side) => (
    <ul className={`score-events score-events-${s}`} data-testid={`score-events-${s}`}>
      {summary.goals
        .filter((g) => g.side === s)
        .map((g, i) => (
          <li key={`g${i}`}>
            <BallIcon size={13} /> {g.scorer} {g.display}'{g.situation === 'penalty' ? ` ${t`(P)`}` : ''}
          </li>
        ))}
      {summary.cards
        .filter((c) => c.side === s)
        .map((c, i) => (
          <li key={`c${i}`}>
            <CardIcon color={c.card} size={12} /> <span className="visually-hidden">{c.card === 'red' ? t`Kırmızı kart:` : t`Sarı kart:`}</span> {c.player}{' '}
            {c.display}'
          </li>
        ))}
    </ul>
  );
  return (
    <section className="score-details card" aria-label={t`Goller, kartlar ve gol beklentisi`}>
      {side('A')}
      <div className="score-middle">
        {pens && (
          <p className="penalties" data-testid="penalties">
            <Trans>
              Penaltılar {pens.A} – {pens.B}
            </Trans>
          </p>
        )}
        <p className="xg" data-testid="xg">
          <abbr title={t`Gol beklentisi`}>{XG}</abbr> {xg(summary.xg.A)} – {xg(summary.xg.B)}
        </p>
      </div>
      {side('B')}
    </section>
  );
}
