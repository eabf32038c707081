import { Trans, useLingui } from '@lingui/react/macro';
import { KIT, PLAN_LIMITS, type Drill } from '@onbir/shared/plans/model';
import { KIT_LABELS } from './planText';
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
  const { t, i18n } = useLingui();
  const id = `drill-${drill.id}`;
  const n = index + 1;
  const name = drill.name || t`Adsız alıştırma`;
  const minutes = drill.minutes;
  const steps = diagrams?.last?.steps ?? 1;
  return (
    <li className="plan-drill" aria-labelledby={`${id}-title`}>
      <div className="plan-drill__head">
        <h3 id={`${id}-title`} className="plan-drill__title">
          <Trans>
            {n}. {name} <span className="plan-drill__min">· {minutes} dk</span>
          </Trans>
        </h3>
        <div className="plan-drill__order" role="group" aria-label={t`${n}. alıştırmanın sırası`}>
          <button type="button" className="tool-btn tool-btn--small" onClick={a.up} disabled={index === 0} aria-label={t`${n}. alıştırmayı yukarı taşı`}>
            <Trans>↑ Yukarı</Trans>
          </button>
          <button type="button" className="tool-btn tool-btn--small" onClick={a.down} disabled={index === count - 1} aria-label={t`${n}. alıştırmayı aşağı taşı`}>
            <Trans>↓ Aşağı</Trans>
          </button>
          <button type="button" className="tool-btn tool-btn--small" onClick={a.duplicate} disabled={count >= PLAN_LIMITS.drills} aria-label={t`${n}. alıştırmayı çoğalt`}>
            <Trans>Çoğalt</Trans>
          </button>
          <button type="button" className="tool-btn tool-btn--small tool-btn--danger" onClick={a.remove} aria-label={t`${n}. alıştırmayı sil`}>
            <Trans>Sil</Trans>
          </button>
        </div>
      </div>
      <div className="plan-drill__body">
        <figure className="plan-drill__diagrams">
          {diagrams?.first ? (
            <img src={diagrams.first.url} alt={t`${name}: adım 1`} className="plan-diagram" />
          ) : (
            <span className="plan-diagram plan-diagram--wait">
              <Trans>Çiziliyor…</Trans>
            </span>
          )}
          {diagrams?.last && diagrams.last.steps > 1 && <img src={diagrams.last.url} alt={t`${name}: son adım (${steps})`} className="plan-diagram" />}
          <figcaption>
            {steps > 1 ? t`Başlangıç ve son adım (${steps} adım)` : t`Tek adım`}
            <button type="button" className="tool-btn tool-btn--small" onClick={a.editBoard}>
              <Trans>Tahtada düzenle</Trans>
            </button>
          </figcaption>
        </figure>
        <div className="plan-drill__fields">
          <label>
            <Trans>Alıştırmanın adı</Trans>
            <input value={drill.name} maxLength={PLAN_LIMITS.drillName} onChange={(e) => a.change({ name: e.target.value })} />
          </label>
          <label>
            <Trans>Süre (dakika)</Trans>
            <input type="number" inputMode="numeric" min={1} max={PLAN_LIMITS.minutes} value={drill.minutes} onChange={(e) => a.change({ minutes: num(e.target.value) })} />
          </label>
          <label className="plan-drill__wide">
            <Trans>Açıklama (organizasyon, antrenman noktaları)</Trans>
            <textarea rows={4} maxLength={PLAN_LIMITS.description} value={drill.description} onChange={(e) => a.change({ description: e.target.value })} />
          </label>
          <label>
            <Trans>Oyuncu sayısı</Trans>
            <input type="number" inputMode="numeric" min={0} max={PLAN_LIMITS.players} value={drill.players} onChange={(e) => a.change({ players: num(e.target.value) })} />
          </label>
          <fieldset className="plan-drill__kit">
            <legend>
              <Trans>Malzeme</Trans>
            </legend>
            {KIT.map((k) => (
              <label key={k}>
                {i18n._(KIT_LABELS[k])}
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
