import { useLingui } from '@lingui/react/macro';
import type { Score } from '@onbir/shared/match/types';

/** Team names, score and minute; 'Devre Arası' at half time. */
export function Scoreboard(props: { teamA: string; teamB: string; score: Score; minute: string; live: boolean; halfTime: boolean; ended: boolean }) {
  const { teamA, teamB, score, minute, live, halfTime, ended } = props;
  const { t } = useLingui();
  return (
    <section className="scoreboard card" aria-label={t`Skor`}>
      <span className="scoreboard-team">{teamA}</span>
      <span className="scoreboard-score" data-testid="score">
        {score.A} - {score.B}
      </span>
      <span className="scoreboard-team">{teamB}</span>
      <span className="scoreboard-minute" data-testid="minute">
        {halfTime ? t`Devre Arası` : live ? `${minute}'` : ended ? t`Maç sona erdi` : t`Maç oynanmıyor`}
      </span>
    </section>
  );
}
