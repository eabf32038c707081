import { useDraggable, useDroppable } from '@dnd-kit/core';
import type { BuilderSlot } from '@onbir/shared/builder/formations';
import { displayName, type LineupEntry } from '@onbir/shared/builder/lineup';
import { CardFace } from './PlayerCard';

interface Props {
  slot: BuilderSlot;
  entry: LineupEntry | undefined;
  /** This slot's card is the one picked for a tap move. */
  picked: boolean;
  /** Some card is picked: every other slot is a target. */
  moving: boolean;
  /** This slot's card is being dragged. */
  dragging: boolean;
  onSlot(key: string): void;
  onCard(key: string): void;
  onRemove(key: string): void;
}

/** One slot of the pitch: a drop target, holding either an empty '+' button or a draggable card with its X. */
export function PitchSlot({ slot, entry, picked, moving, dragging, onSlot, onCard, onRemove }: Props) {
  const drop = useDroppable({ id: slot.key });
  const drag = useDraggable({ id: slot.key, disabled: !entry });
  const classes = ['b-slot', drop.isOver ? 'is-over' : '', picked ? 'is-picked' : '', moving && !picked ? 'is-target' : '', dragging ? 'is-dragging' : ''];
  return (
    <div
      ref={drop.setNodeRef}
      className={classes.join(' ')}
      data-slot={slot.key}
      // Screen right is the right flank (width 0); own goal at the bottom (depth 0).
      style={{ left: `${(1 - slot.width) * 100}%`, top: `${(1 - slot.depth) * 100}%` }}
    >
      {entry ? (
        <>
          <button
            ref={drag.setNodeRef}
            type="button"
            className="b-card"
            {...drag.attributes}
            {...drag.listeners}
            aria-pressed={picked}
            aria-label={`${displayName(entry.player_name)} (${slot.position}): taşımak için seç`}
            onClick={() => (moving && !picked ? onSlot(slot.key) : onCard(slot.key))}
          >
            <CardFace entry={entry} position={slot.position} />
          </button>
          <button type="button" className="b-card-x" data-capture="skip" aria-label={`${displayName(entry.player_name)} oyuncusunu kaldır`} onClick={() => onRemove(slot.key)}>
            ×
          </button>
        </>
      ) : (
        <button type="button" className="b-slot-empty" aria-label={`${slot.position} slotu: oyuncu seç`} onClick={() => onSlot(slot.key)}>
          <span className="b-slot-plus" aria-hidden="true">+</span>
          <span className="b-slot-pos">{slot.position}</span>
        </button>
      )}
    </div>
  );
}
