import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { SessionPlan } from '@onbir/shared/plans/model';
import { encodePlan, planFile } from '@onbir/shared/plans/serialize';
import { fileStem } from './planText';
import type { DrillDiagrams } from './useDiagrams';
import { download } from '../../lib/download';
import { useRefusalWords } from '../../lib/i18n/refusals';
import type { Shown } from '../../lib/i18n/RefusalText';

/** Print (A4, the print stylesheet), the PDF, the share link and the exported file. */
export function PlanActions({ plan, diagrams, tell }: { plan: SessionPlan; diagrams: Map<string, DrillDiagrams>; tell(text: Shown, tone?: 'error' | 'status'): void }) {
  const { t } = useLingui();
  const words = useRefusalWords();
  const [link, setLink] = useState<string | null>(null);
  const [pdfBusy, setPdfBusy] = useState(false);
  const drawn = plan.drills.every((d) => diagrams.has(d.id));

  const share = async () => {
    const payload = await encodePlan(plan);
    if (typeof payload !== 'string') {
      setLink(null);
      return tell(words(payload));
    }
    const url = `${window.location.origin}/plan#plan=${payload}`;
    setLink(url);
    try {
      await navigator.clipboard.writeText(url);
      tell(t`Plan bağlantısı panoya kopyalandı.`, 'status');
    } catch {
      tell(t`Bağlantı panoya kopyalanamadı; aşağıdaki alandan seçip kopyalayın.`, 'status');
    }
  };

  const pdf = async () => {
    setPdfBusy(true);
    try {
      const { planPdf } = await import('./planPdf');
      download(await planPdf(plan, diagrams), `${fileStem(plan)}.pdf`);
    } catch {
      tell(t`PDF oluşturulamadı. Lütfen tekrar deneyin.`);
    } finally {
      setPdfBusy(false);
    }
  };

  return (
    <section className="plan-card plan-actions" aria-labelledby="plan-actions">
      <h2 id="plan-actions" className="plan-card__title">
        <Trans>Yazdır ve paylaş</Trans>
      </h2>
      <div className="plan-actions__row">
        <button type="button" className="tool-btn tool-btn--primary" onClick={() => window.print()} disabled={!drawn}>
          <Trans>Yazdır (A4)</Trans>
        </button>
        <button type="button" className="tool-btn" onClick={() => void pdf()} disabled={!drawn || pdfBusy}>
          {pdfBusy ? t`PDF hazırlanıyor…` : t`PDF indir`}
        </button>
        <button type="button" className="tool-btn" onClick={() => void share()}>
          <Trans>Bağlantıyı paylaş</Trans>
        </button>
        <button type="button" className="tool-btn" onClick={() => download(new Blob([planFile(plan)], { type: 'application/json' }), `${fileStem(plan)}.onbir-plan.json`)}>
          <Trans>Dosya olarak dışa aktar</Trans>
        </button>
      </div>
      {link && (
        <label className="plan-actions__link">
          <Trans>Paylaşım bağlantısı</Trans>
          <input readOnly value={link} onFocus={(e) => e.currentTarget.select()} data-testid="plan-link" />
        </label>
      )}
    </section>
  );
}
