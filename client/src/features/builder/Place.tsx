import type { CSSProperties } from 'react';
import { useLingui } from '@lingui/react/macro';
import { useDraggable, useDroppable } from '@dnd-kit/core';
import { displayName, type LineupEntry } from '@onbir/shared/builder/lineup';
import { Icon } from '../../ui/Icon';
import type { FittedName } from './cardNames';
import { CardFace } from './PlayerCard';

export interface PlaceProps {
  placeKey: string;
  /** Spoken name of the place ('Sol bek', 'Yedek 3'). */
  name: string;
  /** The code shown on the card ('LB', 'Y3'). */
  code: string;
  entry: LineupEntry | undefined;
  number?: number;
  captain: boolean;
  /** The name set to fit its room (absent until the pitch is measured). */
  fitted?: FittedName;
  /** This place's card is the one being moved ('Taşı'). */
  picked: boolean;
  /** Some card is being moved: every other place is a target. */
  moving: boolean;
  /** This place's card is being dragged. */
  dragging: boolean;
  className: string;
  style?: CSSProperties;
  onOpen(key: string): void;
  onRemove(key: string): void;
}

/**
 * A pitch slot or a bench place: a drop target holding an empty button or a draggable card with its X.
 * Both are named by hidden text, not aria-label: the visible code and name ('LB', 'Ferdi') are not the
 * whole of 'Sol bek: Ferdi, 3 numara', and a label that leaves out visible text misleads voice control.
 */
export function Place(props: PlaceProps) {
  const { t } = useLingui();
  const { placeKey, name, code, entry, number, captain, fitted, picked, moving, dragging, className, style, onOpen, onRemove } = props;
  const drop = useDroppable({ id: placeKey });
  const drag = useDraggable({ id: placeKey, disabled: !entry });
  const classes = [className, drop.isOver ? 'is-over' : '', picked ? 'is-picked' : '', moving && !picked ? 'is-target' : '', dragging ? 'is-dragging' : ''];
  // What a screen reader says: 'Sol bek, boş' or 'Sol bek: Ferdi, 3 numara, kaptan' ('Left back: Ferdi, number 3, captain').
  const playerName = displayName(entry?.player_name);
  const place = entry ? [`${name}: ${playerName}`, number ? t`${number} numara` : '', captain ? t`kaptan` : ''].filter(Boolean).join(', ') : t`${name}, boş`;
  const label = moving && !picked ? t`${place}, buraya taşı` : place;
  return (
    <div ref={drop.setNodeRef} className={classes.join(' ')} data-slot={placeKey} data-place={placeKey} style={style}>
      {entry ? (
        <>
          <button
            ref={drag.setNodeRef}
            type="button"
            className="b-card"
            {...drag.attributes}
            {...drag.listeners}
            // dnd-kit marks draggables as role=button with a description of its keyboard sensor, which
            // is not used here: the place's own name and the picker's 'Taşı' are the keyboard path.
            role={undefined}
            aria-roledescription={undefined}
            aria-describedby={undefined}
            aria-pressed={picked || undefined}
            onClick={() => onOpen(placeKey)}
          >
            <span className="b-visually-hidden">{label}</span>
            <CardFace entry={entry} position={code} number={number} captain={captain} fitted={fitted} />
          </button>
          <button type="button" className="b-card-x" data-capture="skip" aria-label={t`${playerName} oyuncusunu çıkar`} onClick={() => onRemove(placeKey)}>
            <Icon name="close" size={12} />
          </button>
        </>
      ) : (
        <button type="button" className="b-slot-empty" onClick={() => onOpen(placeKey)}>
          <span className="b-visually-hidden">{label}</span>
          <Icon name="plus" size={16} className="b-slot-plus" />
          <span className="b-slot-pos" aria-hidden="true">
            {code}
          </span>
        </button>
      )}
    </div>
  );
}
