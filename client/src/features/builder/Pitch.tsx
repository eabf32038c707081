import { useState, type Ref } from 'react';
import { DndContext, DragOverlay, PointerSensor, TouchSensor, useSensor, useSensors, type DragEndEvent, type DragStartEvent } from '@dnd-kit/core';
import { builderSlots } from '@onbir/shared/builder/formations';
import { displayName, type Lineup } from '@onbir/shared/builder/lineup';
import type { BuilderTeam } from '@onbir/shared/players/types';
import { DEFAULT_CREST, FallbackImage } from './FallbackImage';
import { CardFace } from './PlayerCard';
import { PitchSlot } from './PitchSlot';

interface Props {
  formation: string;
  club: BuilderTeam | null;
  lineup: Lineup;
  picked: string | null;
  pitchRef: Ref<HTMLDivElement>;
  onSlot(key: string): void;
  onCard(key: string): void;
  onRemove(key: string): void;
  onMove(from: string, to: string | null): void;
}

/** The vertical pitch: markings, the club crest, and the formation's slots; cards drag between slots. */
export function Pitch({ formation, club, lineup, picked, pitchRef, onSlot, onCard, onRemove, onMove }: Props) {
  const [dragged, setDragged] = useState<string | null>(null);
  // Mouse and pen through pointer events, fingers through touch events as well (phones). A drag starts
  // only after a few pixels of travel, never after a hold: a tap, however slow, stays a tap (the
  // tap-to-move), and cards have touch-action: none, so dragging one does not scroll the page.
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { distance: 6 } }),
  );
  const slots = builderSlots(formation);
  const draggedSlot = slots.find((s) => s.key === dragged);

  const onDragStart = (e: DragStartEvent) => setDragged(String(e.active.id));
  const onDragEnd = (e: DragEndEvent) => {
    setDragged(null);
    onMove(String(e.active.id), e.over ? String(e.over.id) : null);
  };

  return (
    // The page scrolls only when a card comes really close to the window's top or bottom edge: the
    // default band (a fifth of the window) would scroll a phone's page under a finger aiming at the strikers.
    <DndContext sensors={sensors} autoScroll={{ threshold: { x: 0, y: 0.08 } }} onDragStart={onDragStart} onDragEnd={onDragEnd} onDragCancel={() => setDragged(null)}>
      <div className="b-pitch" ref={pitchRef} data-testid="builder-pitch">
        <div className="b-lines" aria-hidden="true">
          <span className="b-line-half" />
          <span className="b-line-circle" />
          <span className="b-line-spot" />
          <span className="b-line-box is-top" />
          <span className="b-line-six is-top" />
          <span className="b-line-box is-bottom" />
          <span className="b-line-six is-bottom" />
        </div>
        <div className="b-pitch-head">
          {club && <FallbackImage className="b-pitch-crest" src={club.logo_url} fallback={DEFAULT_CREST} alt={`${displayName(club.club_name)} logosu`} />}
          <span className="b-pitch-title">
            <strong>{club ? displayName(club.club_name) : 'İlk 11'}</strong>
            <span>{formation}</span>
          </span>
        </div>
        {slots.map((slot) => (
          <PitchSlot
            key={slot.key}
            slot={slot}
            entry={lineup[slot.key]}
            picked={picked === slot.key}
            moving={picked !== null}
            dragging={dragged === slot.key}
            onSlot={onSlot}
            onCard={onCard}
            onRemove={onRemove}
          />
        ))}
      </div>
      <DragOverlay dropAnimation={null}>
        {draggedSlot && lineup[draggedSlot.key] ? (
          <div className="b-card is-overlay">
            <CardFace entry={lineup[draggedSlot.key]} position={draggedSlot.position} />
          </div>
        ) : null}
      </DragOverlay>
    </DndContext>
  );
}
