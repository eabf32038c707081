import { Modal } from './Modal';

export function VideoPreviewModal({ url, onClose, onDownload }: { url: string; onClose(): void; onDownload(): void }) {
  return (
    <Modal title="Canlı Kayıt Önizleme" onClose={onClose}>
      <video className="board-video" src={url} controls playsInline />
      <div className="board-form__actions">
        <button type="button" className="btn" onClick={onClose}>
          Kapat
        </button>
        <button type="button" className="btn btn--primary" onClick={onDownload}>
          Kaydı İndir (WebM)
        </button>
      </div>
    </Modal>
  );
}
