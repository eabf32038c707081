import { useState, type DragEvent } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { moveInQueue, moveInQueueBy, removeFromQueue } from '@onbir/shared/room/rules/pickQueue';
import type { GamePlayer } from '@onbir/shared/players/types';
import { useLocale } from '../../lib/i18n/locale';
import { positionsText } from './positions';

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
  const { t } = useLingui();
  const locale = useLocale();
  const ids = queue.map((p) => p.id);
  const moveUp = (name: string) => t`${name} yukarı taşı`;
  const moveDown = (name: string) => t`${name} aşağı taşı`;
  const removeName = (name: string) => t`${name} listeden çıkar`;
  const [dragged, setDragged] = useState<string | null>(null);
  const drop = (e: DragEvent, to: number) => {
    e.preventDefault();
    if (dragged) onChange(moveInQueue(ids, dragged, to));
    setDragged(null);
  };
  return (
    <section className="rm-card rm-queue" aria-label={t`Seçim listem`}>
      <div className="rm-queue-head">
        <h2>
          <Trans>Seçim listem</Trans>
        </h2>
        <label className="rm-switch">
          <input type="checkbox" role="switch" checked={autodraft} onChange={(e) => onAutodraft(e.target.checked)} />
          <span>
            <Trans>Otomatik seç</Trans>
          </span>
        </label>
      </div>
      <p className="rm-muted rm-hint">
        <Trans>Süre dolduğunda ya da “Otomatik seç” açıkken listedeki ilk uygun oyuncu seçilir.</Trans>
      </p>
      {queue.length === 0 && (
        <p className="rm-muted">
          <Trans>Listeniz boş: oyuncu listesinden “Listeye ekle” ile ekleyin.</Trans>
        </p>
      )}
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
              <small>{positionsText(p.player_positions, locale)}</small>
            </span>
            <button type="button" className="rm-icon-btn" disabled={i === 0} onClick={() => onChange(moveInQueueBy(ids, p.id, -1))} aria-label={moveUp(p.short_name)}>
              ↑
            </button>
            <button type="button" className="rm-icon-btn" disabled={i === queue.length - 1} onClick={() => onChange(moveInQueueBy(ids, p.id, 1))} aria-label={moveDown(p.short_name)}>
              ↓
            </button>
            <button type="button" className="rm-icon-btn" onClick={() => onChange(removeFromQueue(ids, p.id))} aria-label={removeName(p.short_name)}>
              ×
            </button>
          </li>
        ))}
      </ol>
    </section>
  );
}
