import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatCode } from '@onbir/shared/presenter/code';
import { LiveQr } from './LiveQr';
import { watchUrl } from './liveSocket';

/** How viewers join a running session: its code, the link's QR code, the link to copy, and who is watching. */
export function LiveInvite({ code, viewers }: { code: string; viewers: number }) {
  const { t } = useLingui();
  const [copied, setCopied] = useState<string | null>(null);
  const url = watchUrl(code);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(t`Bağlantı panoya kopyalandı.`);
    } catch {
      setCopied(t`Bağlantı panoya kopyalanamadı; alandan seçip kopyalayın.`);
    }
  };
  return (
    <>
      <p className="live-dialog__code-label">
        <Trans>Sunum kodu</Trans>
      </p>
      <p className="live-dialog__code" data-testid="live-code">
        {formatCode(code)}
      </p>
      <LiveQr url={url} label={t`İzleme bağlantısının QR kodu: ${url}`} />
      <label className="live-dialog__link">
        <Trans>İzleme bağlantısı</Trans>
        <input readOnly value={url} onFocus={(e) => e.currentTarget.select()} data-testid="live-link" />
      </label>
      <button type="button" className="btn" onClick={() => void copy()}>
        <Trans>Bağlantıyı kopyala</Trans>
      </button>
      <p className="live-dialog__status" role="status">
        {copied ?? ''} <Trans>{viewers} izleyici bağlı.</Trans>
      </p>
    </>
  );
}
