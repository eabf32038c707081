import { KIT, KIT_LABELS, PLAN_LIMITS, type Drill } from '@onbir/shared/plans/model';
import type { DrillDiagrams } from './useDiagrams';

export interface DrillActions {
  change(patch: Partial<Omit<Drill, 'id'>>): void;
  up(): void;
  down(): void;
  duplicate(): void;
  remove(): void;
  editBoard(): void;
}

const num = (v: string) => (v === '' ? 0 : Number(v));

/** One drill of the plan: its diagrams (first and last step), its text and counts, its place in the order. */
export function DrillCard({ drill, index, count, diagrams, a }: { drill: Drill; index: number; count: number; diagrams?: DrillDiagrams; a: DrillActions }) {
  const id = `drill-${drill.id}`;
  return (
    <li className="plan-drill" aria-labelledby={`${id}-title`}>
      <div className="plan-drill__head">
        <h3 id={`${id}-title`} className="plan-drill__title">
          {index + 1}. {drill.name || 'Adsız alıştırma'} <span className="plan-drill__min">· {drill.minutes} dk</span>
        </h3>
        <div className="plan-drill__order" role="group" aria-label={`${index + 1}. alıştırmanın sırası`}>
          <button type="button" className="plan-btn plan-btn--small" onClick={a.up} disabled={index === 0} aria-label={`${index + 1}. alıştırmayı yukarı taşı`}>
            ↑ Yukarı
          </button>
          <button type="button" className="plan-btn plan-btn--small" onClick={a.down} disabled={index === count - 1} aria-label={`${index + 1}. alıştırmayı aşağı taşı`}>
            ↓ Aşağı
          </button>
          <button type="button" className="plan-btn plan-btn--small" onClick={a.duplicate} disabled={count >= PLAN_LIMITS.drills} aria-label={`${index + 1}. alıştırmayı çoğalt`}>
            Çoğalt
          </button>
          <button type="button" className="plan-btn plan-btn--small plan-btn--danger" onClick={a.remove} aria-label={`${index + 1}. alıştırmayı sil`}>
            Sil
          </button>
        </div>
      </div>
      <div className="plan-drill__body">
        <figure className="plan-drill__diagrams">
          {diagrams?.first ? (
            <img src={diagrams.first.url} alt={`${drill.name}: adım 1`} className="plan-diagram" />
          ) : (
            <span className="plan-diagram plan-diagram--wait">Çiziliyor…</span>
          )}
          {diagrams?.last && diagrams.last.steps > 1 && <img src={diagrams.last.url} alt={`${drill.name}: son adım (${diagrams.last.steps})`} className="plan-diagram" />}
          <figcaption>
            {diagrams?.last && diagrams.last.steps > 1 ? `Başlangıç ve son adım (${diagrams.last.steps} adım)` : 'Tek adım'}
            <button type="button" className="plan-btn plan-btn--small" onClick={a.editBoard}>
              Tahtada düzenle
            </button>
          </figcaption>
        </figure>
        <div className="plan-drill__fields">
          <label>
            Alıştırmanın adı
            <input value={drill.name} maxLength={PLAN_LIMITS.drillName} onChange={(e) => a.change({ name: e.target.value })} />
          </label>
          <label>
            Süre (dakika)
            <input type="number" inputMode="numeric" min={1} max={PLAN_LIMITS.minutes} value={drill.minutes} onChange={(e) => a.change({ minutes: num(e.target.value) })} />
          </label>
          <label className="plan-drill__wide">
            Açıklama (organizasyon, antrenman noktaları)
            <textarea rows={4} maxLength={PLAN_LIMITS.description} value={drill.description} onChange={(e) => a.change({ description: e.target.value })} />
          </label>
          <label>
            Oyuncu sayısı
            <input type="number" inputMode="numeric" min={0} max={PLAN_LIMITS.players} value={drill.players} onChange={(e) => a.change({ players: num(e.target.value) })} />
          </label>
          <fieldset className="plan-drill__kit">
            <legend>Malzeme</legend>
            {KIT.map((k) => (
              <label key={k}>
                {KIT_LABELS[k]}
                <input
                  type="number"
                  inputMode="numeric"
                  min={0}
                  max={PLAN_LIMITS.equipment}
                  value={drill.equipment[k]}
                  onChange={(e) => a.change({ equipment: { ...drill.equipment, [k]: num(e.target.value) } })}
                />
              </label>
            ))}
          </fieldset>
        </div>
      </div>
    </li>
  );
}
