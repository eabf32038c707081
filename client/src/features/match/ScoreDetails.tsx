import type { MatchSummary } from '@onbir/shared/match/summary';
import type { Side } from '@onbir/shared/match/types';
import { BallIcon, CardIcon } from './icons';

/** Under the score: each side's scorers and cards as they happen, the shoot-out score and expected goals. */
export function ScoreDetails({ summary }: { summary: MatchSummary }) {
  const side = (s: Side) => (
    <ul className={`score-events score-events-${s}`} data-testid={`score-events-${s}`}>
      {summary.goals
        .filter((g) => g.side === s)
        .map((g, i) => (
          <li key={`g${i}`}>
            <BallIcon size={13} /> {g.scorer} {g.display}'{g.situation === 'penalty' ? ' (P)' : ''}
          </li>
        ))}
      {summary.cards
        .filter((c) => c.side === s)
        .map((c, i) => (
          <li key={`c${i}`}>
            <CardIcon color={c.card} size={12} /> <span className="visually-hidden">{c.card === 'red' ? 'Kırmızı kart' : 'Sarı kart'}:</span> {c.player}{' '}
            {c.display}'
          </li>
        ))}
    </ul>
  );
  return (
    <section className="score-details card" aria-label="Goller, kartlar ve gol beklentisi">
      {side('A')}
      <div className="score-middle">
        {summary.penalties && (
          <p className="penalties" data-testid="penalties">
            Penaltılar {summary.penalties.A} – {summary.penalties.B}
          </p>
        )}
        <p className="xg" data-testid="xg">
          <abbr title="Gol beklentisi">xG</abbr> {summary.xg.A.toFixed(2)} – {summary.xg.B.toFixed(2)}
        </p>
      </div>
      {side('B')}
    </section>
  );
}
