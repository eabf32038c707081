import { Trans, useLingui } from '@lingui/react/macro';
import { BUILDER_FORMATION_NAMES } from '@onbir/shared/builder/formations';

/** The sidebar's 12 formation buttons (docs/builder.md, 'Formations'). */
export function FormationPicker({ formation, onChange }: { formation: string; onChange(name: string): void }) {
  const { t } = useLingui();
  return (
    <section className="b-panel" aria-label={t`Diziliş`}>
      <h3 className="b-panel-title">
        <Trans>Diziliş</Trans>
      </h3>
      <div className="b-formations">
        {BUILDER_FORMATION_NAMES.map((name) => (
          <button key={name} type="button" className="b-formation" aria-pressed={name === formation} onClick={() => onChange(name)}>
            {name}
          </button>
        ))}
      </div>
    </section>
  );
}
