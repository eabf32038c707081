import { useState } from 'react';
import type { SavedBoard } from './savedBoards';

interface Props {
  saved: SavedBoard[];
  onSave(name: string): void;
  onLoad(saved: SavedBoard): void;
  onDelete(name: string): void;
  onShare(): void;
  shareLink: string | null;
}

/** Save and load named boards in this browser, and the share link. */
export function SavedBoardsPanel({ saved, onSave, onLoad, onDelete, onShare, shareLink }: Props) {
  const [name, setName] = useState('');
  return (
    <section className="board-panel" aria-label="Kayıtlı tahtalar">
      <form
        className="board-panel__row"
        onSubmit={(e) => {
          e.preventDefault();
          if (name.trim()) onSave(name.trim());
        }}
      >
        <input className="board-panel__input" value={name} maxLength={40} placeholder="Tahta adı" aria-label="Tahta adı" onChange={(e) => setName(e.target.value)} />
        <button type="submit" className="btn btn--primary" disabled={!name.trim()}>
          Tahtayı Kaydet
        </button>
        <button type="button" className="btn" onClick={onShare}>
          Paylaşım Bağlantısı
        </button>
      </form>
      {shareLink && (
        <label className="board-panel__share">
          <span>Bağlantı panoya kopyalandı:</span>
          <input readOnly value={shareLink} aria-label="Paylaşım bağlantısı" onFocus={(e) => e.target.select()} />
        </label>
      )}
      {saved.length > 0 && (
        <ul className="board-panel__list">
          {saved.map((s) => (
            <li key={s.name} className="board-panel__item">
              <span className="board-panel__name">{s.name}</span>
              <time className="board-panel__time">{new Date(s.savedAt).toLocaleString('tr-TR', { dateStyle: 'short', timeStyle: 'short' })}</time>
              <button type="button" className="btn btn--small" onClick={() => onLoad(s)} aria-label={`${s.name} tahtasını yükle`}>
                Yükle
              </button>
              <button type="button" className="btn btn--small btn--ghost" onClick={() => onDelete(s.name)} aria-label={`${s.name} tahtasını sil`}>
                Sil
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
