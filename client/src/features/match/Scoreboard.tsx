import type { ReactNode } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { Score } from '@onbir/shared/match/types';
import type { Club } from '@onbir/shared/room/rules/club';
import { TeamName } from '../rooms';

/** Team names (with the clubs' crests), score and minute; 'Devre Arası' at half time; `children` under them (a goal's highlight). */
export function Scoreboard(props: { teamA: string; teamB: string; clubs?: [Club | null, Club | null]; children?: ReactNode; score: Score; minute: string; live: boolean; halfTime: boolean; ended: boolean }) {
  const { teamA, teamB, clubs = [null, null], children, score, minute, live, halfTime, ended } = props;
  const { t } = useLingui();
  return (
    <section className="scoreboard card" aria-label={t`Skor`}>
      <span className="scoreboard-team" data-testid="scoreboard-team-A">
        <TeamName name={teamA} club={clubs[0]} size={28} />
      </span>
      <span className="scoreboard-score" data-testid="score">
        {score.A} - {score.B}
      </span>
      <span className="scoreboard-team" data-testid="scoreboard-team-B">
        <TeamName name={teamB} club={clubs[1]} size={28} />
      </span>
      <span className="scoreboard-minute" data-testid="minute">
        {halfTime ? t`Devre Arası` : live ? `${minute}'` : ended ? t`Maç sona erdi` : t`Maç oynanmıyor`}
      </span>
      {children}
    </section>
  );
}
