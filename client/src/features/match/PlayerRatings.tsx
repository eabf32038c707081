import type { MatchSummary } from '@onbir/shared/match/summary';
import type { MatchInput, Side } from '@onbir/shared/match/types';

/** After the whistle: every player's rating (1-10) by team, best first, and the man of the match. */
export function PlayerRatings({ summary, teams }: { summary: MatchSummary; teams: MatchInput['teams'] }) {
  const motm = summary.manOfTheMatch;
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
                {r.name} <span className="muted">{r.position}</span>
              </span>
              <strong>{r.rating.toFixed(1)}</strong>
            </li>
          ))}
      </ol>
    </div>
  );
  return (
    <section className="ratings card" aria-label="Oyuncu puanları" data-testid="ratings">
      <h2>Oyuncu Puanları</h2>
      {motm && (
        <p className="motm-line" data-testid="motm">
          Maçın Oyuncusu: <strong>{motm.name}</strong> ({motm.rating.toFixed(1)})
        </p>
      )}
      <div className="ratings-grid">
        {list('A', teams[0].name)}
        {list('B', teams[1].name)}
      </div>
    </section>
  );
}
