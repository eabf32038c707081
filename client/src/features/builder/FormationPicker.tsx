import { BUILDER_FORMATION_NAMES } from '@onbir/shared/builder/formations';

/** The sidebar's 12 formation buttons (spec 3.3). */
export function FormationPicker({ formation, onChange }: { formation: string; onChange(name: string): void }) {
  return (
    <section className="b-panel" aria-label="Diziliş">
      <h3 className="b-panel-title">Diziliş</h3>
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
