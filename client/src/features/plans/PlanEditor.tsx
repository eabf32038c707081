import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { createBoard } from '@onbir/shared/board/board';
import { FORMAT_SIZES, formatName, type FormatSize } from '@onbir/shared/board/formats';
import { deserializeBoard, encodeBoard, serializeBoard, type StoredBoard } from '@onbir/shared/board/serialize';
import { DEFAULT_VIEW, storedView } from '@onbir/shared/board/view';
import { addDrill, countsFromBoard, duplicateDrill, moveDrill, PLAN_LIMITS, removeDrill, rosterOf, totalMinutes, updateDrill, type SessionPlan } from '@onbir/shared/plans/model';
import type { Refusal } from '@onbir/shared/messages/refusal';
import type { PlanCode } from '@onbir/shared/messages/plans';
import { useNavigate } from '../../lib/navigation';
import { listSavedBoards } from '../boardCore';
import { DrillCard } from './DrillCard';
import { markDrillEditing } from './drillEditing';
import { newId } from './planStore';
import { PlanActions } from './PlanActions';
import { PlanPrint } from './PlanPrint';
import { useDiagrams } from './useDiagrams';
import { refusalOf } from '@onbir/shared/messages/refusal';
import type { Shown } from '../../lib/i18n/RefusalText';

const num = (v: string) => (v === '' ? 0 : Number(v));

/**
 * A plan being edited: its header, its drills in order, the total against the planned duration, and
 * what can be done with it (print, PDF, link, file). Every change is handed to `onChange` (saved at once).
 */
export function PlanEditor({ plan, onChange, tell }: { plan: SessionPlan; onChange(next: SessionPlan | Refusal<PlanCode>): void; tell(text: Shown, tone?: 'error' | 'status'): void }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const diagrams = useDiagrams(plan.drills);
  const [source, setSource] = useState('format:7');
  const [rosterText, setRosterText] = useState(plan.roster.join('\n'));
  const saved = listSavedBoards();
  const total = totalMinutes(plan);
  const duration = plan.duration;
  const over = total - duration;
  const drillCount = plan.drills.length;
  const set = (patch: Partial<SessionPlan>) => onChange({ ...plan, ...patch });

  const add = () => {
    let board: StoredBoard | null = null;
    let name = t`Yeni alıştırma`;
    if (source.startsWith('format:')) board = serializeBoard(createBoard('desktop', { format: Number(source.slice(7)) as FormatSize }));
    else {
      const s = saved.find((b) => `saved:${b.name}` === source);
      if (s) [board, name] = [s.board, s.name];
    }
    const opened = board && deserializeBoard(board);
    if (!board || !opened) return tell(refusalOf('PLAN_DRILL_BOARD_BROKEN'));
    onChange(addDrill(plan, { id: newId(), name, minutes: 15, description: '', ...countsFromBoard(opened), board: serializeBoard(opened) }));
  };

  const editBoard = async (drillId: string) => {
    const d = plan.drills.find((x) => x.id === drillId);
    const board = d && deserializeBoard(d.board);
    if (!d || !board) return tell(refusalOf('PLAN_DRILL_BOARD_BROKEN'));
    markDrillEditing({ planId: plan.id, drillId, name: d.name });
    // Opened on the pitch view the drill is drawn on (the board page takes a link's view for this visit only).
    navigate(`/taktik#tahta=${await encodeBoard(board, { ...DEFAULT_VIEW, ...storedView(d.board) })}`);
  };

  return (
    <div className="plan-editor">
      <section className="plan-card" aria-labelledby="plan-head">
        <h2 id="plan-head" className="plan-card__title">
          <Trans>Plan</Trans>
        </h2>
        <div className="plan-fields">
          <label className="plan-fields__wide">
            <Trans>Başlık</Trans>
            <input value={plan.title} maxLength={PLAN_LIMITS.title} onChange={(e) => set({ title: e.target.value })} />
          </label>
          <label>
            <Trans>Tarih</Trans>
            <input type="date" value={plan.date} onChange={(e) => e.target.value && set({ date: e.target.value })} />
          </label>
          <label>
            <Trans>Takım</Trans>
            <input value={plan.team} maxLength={PLAN_LIMITS.team} onChange={(e) => set({ team: e.target.value })} placeholder={t`ör. U12 Kırmızı`} />
          </label>
          <label>
            <Trans>Süre (dakika)</Trans>
            <input type="number" inputMode="numeric" min={1} max={PLAN_LIMITS.duration} value={plan.duration} onChange={(e) => set({ duration: Math.min(PLAN_LIMITS.duration, Math.max(1, Math.round(num(e.target.value)))) })} />
          </label>
          <label className="plan-fields__wide">
            <Trans>Kadro (yoklama listesi için; her satıra bir isim)</Trans>
            <textarea
              rows={4}
              value={rosterText}
              onChange={(e) => {
                setRosterText(e.target.value);
                set({ roster: rosterOf(e.target.value) });
              }}
            />
          </label>
        </div>
        <p className={`plan-total${total > plan.duration ? ' plan-total--over' : ''}`} role="status" data-testid="plan-total">
          <Trans>
            Toplam süre: {total} dk / planlanan {duration} dk
          </Trans>
          {total > duration ? t` · alıştırmalar planı ${over} dk aşıyor` : ''}
        </p>
      </section>

      <section className="plan-card" aria-labelledby="plan-drills">
        <h2 id="plan-drills" className="plan-card__title">
          <Trans>Alıştırmalar ({drillCount})</Trans>
        </h2>
        {plan.drills.length === 0 && (
          <p className="plan-empty">
            <Trans>Henüz alıştırma yok. Aşağıdan boş bir tahta ya da kayıtlı tahtalarınızdan birini ekleyin.</Trans>
          </p>
        )}
        <ol className="plan-drills">
          {plan.drills.map((d, i) => (
            <DrillCard
              key={d.id}
              drill={d}
              index={i}
              count={plan.drills.length}
              diagrams={diagrams.get(d.id)}
              a={{
                change: (patch) => onChange(updateDrill(plan, d.id, patch)),
                up: () => onChange(moveDrill(plan, i, i - 1)),
                down: () => onChange(moveDrill(plan, i, i + 1)),
                duplicate: () => onChange(duplicateDrill(plan, i, newId(), t`(kopya)`)),
                remove: () => onChange(removeDrill(plan, i)),
                editBoard: () => void editBoard(d.id),
              }}
            />
          ))}
        </ol>
        <div className="plan-add">
          <label>
            <Trans>Yeni alıştırmanın tahtası</Trans>
            <select value={source} onChange={(e) => setSource(e.target.value)}>
              <optgroup label={t`Boş tahta`}>
                {FORMAT_SIZES.map((f) => (
                  <option key={f} value={`format:${f}`}>
                    {t`Boş tahta`} · {formatName(f)}
                  </option>
                ))}
              </optgroup>
              {saved.length > 0 && (
                <optgroup label={t`Kayıtlı tahtalarım`}>
                  {saved.map((b) => (
                    <option key={b.name} value={`saved:${b.name}`}>
                      {b.name}
                    </option>
                  ))}
                </optgroup>
              )}
            </select>
          </label>
          <button type="button" className="tool-btn tool-btn--primary" onClick={add} disabled={plan.drills.length >= PLAN_LIMITS.drills}>
            <Trans>Alıştırma ekle</Trans>
          </button>
        </div>
      </section>

      <PlanActions plan={plan} diagrams={diagrams} tell={tell} />
      <PlanPrint plan={plan} diagrams={diagrams} />
    </div>
  );
}

