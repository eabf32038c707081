import { Trans, useLingui } from '@lingui/react/macro';
import type { SessionPlan } from '@onbir/shared/plans/model';
import { attendanceHeads, attendanceRows, drillHeading, kitText, metaLines, planTitle } from './planText';
import type { DrillDiagrams } from './useDiagrams';

/**
 * The plan as printed on A4 (browser print, plans.css's print rules): the plan's header and the first
 * drill on the first page, each further drill on a page of its own with its diagrams (first and last
 * step), text and counts, the attendance list after the last drill. Hidden on screen.
 */
export function PlanPrint({ plan, diagrams }: { plan: SessionPlan; diagrams: Map<string, DrillDiagrams> }) {
  // Redrawn in the language on screen: what is printed is in it.
  const { t } = useLingui();
  const header = (
    <header className="plan-print__header">
      <h1>{planTitle(plan)}</h1>
      <dl>
        {metaLines(plan).map(([k, v]) => (
          <div key={k}>
            <dt>{k}</dt>
            <dd>{v}</dd>
          </div>
        ))}
      </dl>
    </header>
  );
  const attendance = (
    <section className="plan-print__attendance">
      <h2>
        <Trans>Yoklama</Trans>
      </h2>
      <table>
        <thead>
          <tr>
            {attendanceHeads().map((head) => (
              <th key={head}>{head}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {attendanceRows(plan).map((name, i) => (
            <tr key={i}>
              <td>{i + 1}</td>
              <td>{name}</td>
              <td className="plan-print__box">☐</td>
              <td />
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
  return (
    <div className="plan-print" data-testid="plan-print">
      {plan.drills.length === 0 && (
        <section className="plan-print__page">
          {header}
          {attendance}
        </section>
      )}
      {plan.drills.map((d, i) => {
        const dia = diagrams.get(d.id);
        const name = d.name;
        const last = dia?.last?.steps ?? 1;
        return (
          <section key={d.id} className="plan-print__page">
            {i === 0 && header}
            <h2>{drillHeading(d, i)}</h2>
            <div className="plan-print__diagrams">
              {dia?.first && (
                <figure>
                  <img src={dia.first.url} alt={t`${name}: adım 1`} />
                  <figcaption>
                    <Trans>Başlangıç (adım 1)</Trans>
                  </figcaption>
                </figure>
              )}
              {dia?.last && dia.last.steps > 1 && (
                <figure>
                  <img src={dia.last.url} alt={t`${name}: adım ${last}`} />
                  <figcaption>
                    <Trans>Son (adım {last})</Trans>
                  </figcaption>
                </figure>
              )}
            </div>
            <p className="plan-print__kit">{kitText(d)}</p>
            {d.description && <p className="plan-print__text">{d.description}</p>}
            {i === plan.drills.length - 1 && attendance}
          </section>
        );
      })}
    </div>
  );
}
