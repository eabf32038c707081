import { useState } from 'react';
import { boardMessages } from '@onbir/shared/messages/board';
import { Section } from './controls';
import type { SavedBoard } from './savedBoards';

interface Props {
  saved: SavedBoard[];
  onSave(name: string): void;
  onLoad(saved: SavedBoard): void;
  onDelete(name: string): void;
  onShare(): void;
  /** The last share link, and whether it reached the clipboard. */
  share: { url: string; copied: boolean } | null;
}

/** Save and load named boards in this browser, and the share link. */
export function SavedBoardsPanel({ saved, onSave, onLoad, onDelete, onShare, share }: Props) {
  const [name, setName] = useState('');
  return (
    <Section title="Kayıtlı tahtalar" className="board-panel">
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
      {share && (
        <div className="board-panel__share">
          <p role="status" className={share.copied ? 'board-note' : 'board-note board-note--warn'}>
            {share.copied ? boardMessages.LINK_COPIED : boardMessages.LINK_NOT_COPIED}
          </p>
          <input readOnly value={share.url} aria-label="Paylaşım bağlantısı" onFocus={(e) => e.target.select()} />
        </div>
      )}
      {saved.length > 0 && (
        <ul className="board-panel__list">
          {saved.map((s) => (
            <li key={s.name} className="board-panel__item">
              <span className="board-panel__name" title={s.name}>
                {s.name}
              </span>
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
    </Section>
  );
}
