import { useEffect, useMemo, useRef, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { KnockoutMatch } from '@onbir/shared/pickFive/knockout';
import { tieStateAt } from '@onbir/shared/pickFive/knockoutDecisions';
import type { Decision, DecisionTime } from '@onbir/shared/match/types';
import type { DecisionBody } from '@onbir/shared/room/schemas';
import { SubstitutionForm, TacticsForm } from '../match';

/**
 * The manager's controls in a paused knockout tie (KnockoutView): his side as it stands after the last line
 * shown, the live match's substitution and tactics forms, each change checked by the shared rule at once
 * (the refusal in words on the page) and then played from the next minute; "Devam et" goes on.
 */
export function TieControls({ match, at, onDecide, onResume }: { match: KnockoutMatch; at: Required<DecisionTime>; onDecide: (d: Decision) => string | null; onResume: () => void }) {
  const { t } = useLingui();
  const { minute, added } = at;
  const state = useMemo(() => tieStateAt(match, { minute, added }), [match, minute, added]);
  const [said, setSaid] = useState<{ text: string; error: boolean } | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const shown = state.display;
  const decide = (body: DecisionBody) => {
    const refused = onDecide({ ...body, side: 'A', minute, added } as Decision);
    setSaid(refused ? { text: refused, error: true } : { text: t`Değişiklik ${shown}. dakikadan sonra uygulanacak.`, error: false });
    return Promise.resolve(refused === null);
  };
  return (
    <div className="pf-controls" data-testid="pf-controls">
      <h3 ref={heading} tabIndex={-1}>
        <Trans>Takım yönetimi · {shown}'</Trans>
      </h3>
      <div role="alert">{said?.error && <p className="pf-note">{said.text}</p>}</div>
      <div role="status">{said && !said.error && <p className="pf-note">{said.text}</p>}</div>
      <SubstitutionForm side={state.sides.A} busy={false} onSubmit={(off, on) => decide({ type: 'substitution', off, on })} />
      <TacticsForm side={state.sides.A} busy={false} onDecide={decide} />
      <button type="button" className="btn btn-accent" onClick={onResume} data-testid="pf-resume">
        <Trans>Devam et</Trans>
      </button>
    </div>
  );
}
