import { Trans, useLingui } from '@lingui/react/macro';
import { Modal } from '../boardCore';

export function VideoPreviewModal({ url, onClose, onDownload }: { url: string; onClose(): void; onDownload(): void }) {
  const { t } = useLingui();
  return (
    <Modal title={t`Canlı Kayıt Önizleme`} onClose={onClose}>
      <video className="board-video" src={url} controls playsInline />
      <div className="board-form__actions">
        <button type="button" className="btn" onClick={onClose}>
          <Trans>Kapat</Trans>
        </button>
        <button type="button" className="btn btn--primary" onClick={onDownload}>
          <Trans>Kaydı İndir (WebM)</Trans>
        </button>
      </div>
    </Modal>
  );
}
