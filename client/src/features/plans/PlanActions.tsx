import { useState } from 'react';
import type { SessionPlan } from '@onbir/shared/plans/model';
import { encodePlan, planFile } from '@onbir/shared/plans/serialize';
import { fileStem } from './planText';
import type { DrillDiagrams } from './useDiagrams';

function download(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Print (A4, the print stylesheet), the PDF, the share link and the exported file. */
export function PlanActions({ plan, diagrams, tell }: { plan: SessionPlan; diagrams: Map<string, DrillDiagrams>; tell(text: string, tone?: 'error' | 'status'): void }) {
  const [link, setLink] = useState<string | null>(null);
  const [pdfBusy, setPdfBusy] = useState(false);
  const drawn = plan.drills.every((d) => diagrams.has(d.id));

  const share = async () => {
    const payload = await encodePlan(plan);
    if (typeof payload !== 'string') {
      setLink(null);
      return tell(payload.message);
    }
    const url = `${window.location.origin}/plan#plan=${payload}`;
    setLink(url);
    try {
      await navigator.clipboard.writeText(url);
      tell('Plan bağlantısı panoya kopyalandı.', 'status');
    } catch {
      tell('Bağlantı panoya kopyalanamadı; aşağıdaki alandan seçip kopyalayın.', 'status');
    }
  };

  const pdf = async () => {
    setPdfBusy(true);
    try {
      const { planPdf } = await import('./planPdf');
      download(await planPdf(plan, diagrams), `${fileStem(plan)}.pdf`);
    } catch {
      tell('PDF oluşturulamadı. Lütfen tekrar deneyin.');
    } finally {
      setPdfBusy(false);
    }
  };

  return (
    <section className="plan-card plan-actions" aria-labelledby="plan-actions">
      <h2 id="plan-actions" className="plan-card__title">
        Yazdır ve paylaş
      </h2>
      <div className="plan-actions__row">
        <button type="button" className="plan-btn plan-btn--primary" onClick={() => window.print()} disabled={!drawn}>
          Yazdır (A4)
        </button>
        <button type="button" className="plan-btn" onClick={() => void pdf()} disabled={!drawn || pdfBusy}>
          {pdfBusy ? 'PDF hazırlanıyor…' : 'PDF indir'}
        </button>
        <button type="button" className="plan-btn" onClick={() => void share()}>
          Bağlantıyı paylaş
        </button>
        <button type="button" className="plan-btn" onClick={() => download(new Blob([planFile(plan)], { type: 'application/json' }), `${fileStem(plan)}.onbir-plan.json`)}>
          Dosya olarak dışa aktar
        </button>
      </div>
      {link && (
        <label className="plan-actions__link">
          Paylaşım bağlantısı
          <input readOnly value={link} onFocus={(e) => e.currentTarget.select()} data-testid="plan-link" />
        </label>
      )}
    </section>
  );
}
