import { useState, type DragEvent } from 'react';
import { moveInQueue, moveInQueueBy, removeFromQueue } from '@onbir/shared/room/rules/pickQueue';
import type { GamePlayer } from '@onbir/shared/players/types';

/**
 * The private pick queue (only its owner sees it) and the "Otomatik seç" switch: players in the order the
 * automatic pick takes them; reordered by dragging or, from the keyboard, by the up/down buttons.
 */
export function PickQueuePanel({
  queue,
  autodraft,
  onChange,
  onAutodraft,
}: {
  queue: GamePlayer[];
  autodraft: boolean;
  onChange: (ids: string[]) => void;
  onAutodraft: (on: boolean) => void;
}) {
  const ids = queue.map((p) => p.id);
  const [dragged, setDragged] = useState<string | null>(null);
  const drop = (e: DragEvent, to: number) => {
    e.preventDefault();
    if (dragged) onChange(moveInQueue(ids, dragged, to));
    setDragged(null);
  };
  return (
    <section className="rm-card rm-queue" aria-label="Seçim listem">
      <div className="rm-queue-head">
        <h2>Seçim listem</h2>
        <label className="rm-switch">
          <input type="checkbox" role="switch" checked={autodraft} onChange={(e) => onAutodraft(e.target.checked)} />
          <span>Otomatik seç</span>
        </label>
      </div>
      <p className="rm-muted rm-hint">Süre dolduğunda ya da “Otomatik seç” açıkken listedeki ilk uygun oyuncu seçilir.</p>
      {queue.length === 0 && <p className="rm-muted">Listeniz boş: oyuncu listesinden “Listeye ekle” ile ekleyin.</p>}
      <ol className="rm-queue-list">
        {queue.map((p, i) => (
          <li
            key={p.id}
            draggable
            onDragStart={() => setDragged(p.id)}
            onDragOver={(e) => e.preventDefault()}
            onDrop={(e) => drop(e, i)}
            className={dragged === p.id ? 'rm-dragging' : ''}
            data-testid="queue-player"
          >
            <span className="rm-queue-n">{i + 1}</span>
            <span className="rm-ovr">{p.overall}</span>
            <span className="rm-picker-name">
              <strong>{p.short_name}</strong>
              <small>{p.player_positions}</small>
            </span>
            <button type="button" className="rm-icon-btn" disabled={i === 0} onClick={() => onChange(moveInQueueBy(ids, p.id, -1))} aria-label={`${p.short_name} yukarı taşı`}>
              ↑
            </button>
            <button type="button" className="rm-icon-btn" disabled={i === queue.length - 1} onClick={() => onChange(moveInQueueBy(ids, p.id, 1))} aria-label={`${p.short_name} aşağı taşı`}>
              ↓
            </button>
            <button type="button" className="rm-icon-btn" onClick={() => onChange(removeFromQueue(ids, p.id))} aria-label={`${p.short_name} listeden çıkar`}>
              ×
            </button>
          </li>
        ))}
      </ol>
    </section>
  );
}
