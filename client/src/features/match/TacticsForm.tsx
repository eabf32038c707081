import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { SideState } from '@onbir/shared/match/matchState';
import { MENTALITIES, PRESSING_LEVELS, TEMPOS, type Mentality, type Pressing, type Tempo } from '@onbir/shared/match/tactics';
import type { DecisionBody } from '@onbir/shared/room/schemas';
import { GAME_FORMATIONS } from '@onbir/shared/formations/gameFormations';
import './matchControls.css';

/** A row of choices, the current one pressed: a press sends the change. */
function Choices<V extends string>({ legend, values, labels, current, busy, onPick, testId }: { legend: string; values: readonly V[]; labels: Record<V, string>; current: V; busy: boolean; onPick: (v: V) => void; testId: string }) {
  return (
    <fieldset className="mc-choices" data-testid={testId}>
      <legend>{legend}</legend>
      {values.map((v) => (
        <button key={v} type="button" className={`btn mc-choice${v === current ? ' mc-choice-on' : ''}`} aria-pressed={v === current} disabled={busy || v === current} onClick={() => onPick(v)}>
          {labels[v]}
        </button>
      ))}
    </fieldset>
  );
}

/** Formation, mentality (savunma … tüm hücum), pressing and tempo: each change is one decision, taking effect next minute. */
export function TacticsForm({ side, busy, onDecide }: { side: SideState; busy: boolean; onDecide: (d: DecisionBody) => Promise<boolean> }) {
  const { t } = useLingui();
  const [formation, setFormation] = useState(side.formation);
  const mentality: Record<Mentality, string> = { defensive: t`Savunma`, balanced: t`Dengeli`, attacking: t`Hücum`, all_out_attack: t`Tüm hücum` };
  const pressing: Record<Pressing, string> = { low: t`Düşük`, normal: t`Normal`, high: t`Yüksek` };
  const tempo: Record<Tempo, string> = { slow: t`Yavaş`, normal: t`Normal`, fast: t`Hızlı` };
  return (
    <div className="mc-block">
      <h3>
        <Trans>Taktik</Trans>
      </h3>
      <Choices legend={t`Oyun anlayışı`} values={MENTALITIES} labels={mentality} current={side.tactics.mentality} busy={busy} onPick={(value) => void onDecide({ type: 'mentality', value })} testId="mentality" />
      <Choices legend={t`Pres`} values={PRESSING_LEVELS} labels={pressing} current={side.tactics.pressing} busy={busy} onPick={(value) => void onDecide({ type: 'pressing', value })} testId="pressing" />
      <Choices legend={t`Tempo`} values={TEMPOS} labels={tempo} current={side.tactics.tempo} busy={busy} onPick={(value) => void onDecide({ type: 'tempo', value })} testId="tempo" />
      <form
        className="mc-formation"
        onSubmit={(e) => {
          e.preventDefault();
          void onDecide({ type: 'formation', formation });
        }}
      >
        <label className="mc-field">
          <span>
            <Trans>Diziliş</Trans>
          </span>
          <select value={formation} onChange={(e) => setFormation(e.target.value)}>
            {GAME_FORMATIONS.map((f) => (
              <option key={f}>{f}</option>
            ))}
          </select>
        </label>
        <button type="submit" className="btn" disabled={busy || formation === side.formation}>
          <Trans>Dizilişi uygula</Trans>
        </button>
      </form>
    </div>
  );
}
