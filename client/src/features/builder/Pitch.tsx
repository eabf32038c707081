import { useMemo, useRef, useState, type CSSProperties, type RefObject } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { DndContext, DragOverlay, PointerSensor, TouchSensor, useSensor, useSensors, type DragEndEvent, type DragStartEvent } from '@dnd-kit/core';
import { builderSlots } from '@onbir/shared/builder/formations';
import type { KitPaint } from '@onbir/shared/builder/kit';
import { placeNames } from '@onbir/shared/builder/placeNames';
import { BENCH_KEYS, isBenchKey, type Squad } from '@onbir/shared/builder/squad';
import { positionCode } from '@onbir/shared/text/positions';
import { useLocale } from '../../lib/i18n/locale';
import { Place } from './Place';
import { PitchHead, PitchLines, slotStyle } from './PitchMarkings';
import { fitBenchNames, fitPitchNames } from './cardNames';
import { CardFace } from './PlayerCard';
import { usePitchMetrics } from './usePitchMetrics';
import './pitch.css';

interface Props {
  squad: Squad;
  paint: KitPaint;
  picked: string | null;
  pitchRef: RefObject<HTMLDivElement | null>;
  onOpen(key: string): void;
  onRemove(key: string): void;
  onMove(from: string, to: string | null): void;
}

// Slots are centred on their spot with a CSS transform, and dnd-kit measures drop targets without
// transforms by default: each target counted half a card right of and below where it is drawn, so a
// card dropped on the goalkeeper could land on a centre back on a narrow phone. Measure them as drawn.
const MEASURING = {
  droppable: {
    measure: (el: HTMLElement) => {
      const { top, left, width, height, bottom, right } = el.getBoundingClientRect();
      return { top, left, width, height, bottom, right };
    },
  },
};

/** The kit's colours as CSS variables for the cards inside. */
export const kitVars = (paint: KitPaint) => ({ '--kit-primary': paint.primary, '--kit-secondary': paint.secondary, '--kit-text': paint.text }) as CSSProperties;

/** The vertical pitch and the bench under it; cards drag between any two places. */
export function Pitch({ squad, paint, picked, pitchRef, onOpen, onRemove, onMove }: Props) {
  const { t } = useLingui();
  const locale = useLocale();
  const [dragged, setDragged] = useState<string | null>(null);
  // Mouse and pen through pointer events, fingers through touch events as well (phones). A drag starts
  // only after a few pixels of travel, never after a hold: a tap, however slow, stays a tap, and cards
  // have touch-action: none, so dragging one does not scroll the page.
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(TouchSensor, { activationConstraint: { distance: 6 } }),
  );
  const slots = builderSlots(squad.formation);
  const names = placeNames(squad.formation, locale);
  const gkTop = squad.orientation === 'gk-top';
  const entryAt = (key: string) => (isBenchKey(key) ? squad.bench[key] : squad.lineup[key]);
  // On the card: the position as the language writes it ('STP' / 'CB'), a bench place's number ('Y3' / 'S3').
  const codeOf = (key: string) => {
    if (!isBenchKey(key)) return positionCode(slots.find((s) => s.key === key)?.position ?? '', locale);
    const place = Number(key.slice(4)) + 1;
    return t({ message: `Y${place}`, comment: 'A bench place on its card: Y(edek) and its number; English S(ub)' });
  };
  const draggedEntry = dragged ? entryAt(dragged) : undefined;
  const benchRef = useRef<HTMLDivElement>(null);
  const metrics = usePitchMetrics(pitchRef, benchRef);
  // Each name set to fit the room its neighbours leave on this pitch (cardNames.ts).
  const fitted = useMemo(() => {
    if (!metrics) return {};
    const out = fitPitchNames(squad.lineup, squad.formation, squad.orientation, metrics.pitch, metrics.cards, squad.captain);
    return metrics.bench ? { ...out, ...fitBenchNames(squad.bench, metrics.bench.width - 2, metrics.bench.cards) } : out;
  }, [metrics, squad.lineup, squad.bench, squad.formation, squad.orientation, squad.captain]);

  const onDragStart = (e: DragStartEvent) => setDragged(String(e.active.id));
  const onDragEnd = (e: DragEndEvent) => {
    setDragged(null);
    onMove(String(e.active.id), e.over ? String(e.over.id) : null);
  };
  const common = (key: string) => {
    const entry = entryAt(key);
    return {
      placeKey: key,
      name: names[key],
      code: codeOf(key),
      entry,
      number: entry ? squad.numbers[entry.player_id] : undefined,
      captain: !!entry && entry.player_id === squad.captain,
      fitted: fitted[key],
      picked: picked === key,
      moving: picked !== null,
      dragging: dragged === key,
      onOpen,
      onRemove,
    };
  };

  return (
    // The page scrolls only when a card comes really close to the window's top or bottom edge: the
    // default band (a fifth of the window) would scroll a phone's page under a finger aiming at the strikers.
    <DndContext sensors={sensors} measuring={MEASURING} autoScroll={{ threshold: { x: 0, y: 0.08 } }} onDragStart={onDragStart} onDragEnd={onDragEnd} onDragCancel={() => setDragged(null)}>
      <div className={`b-pitch${gkTop ? ' is-gk-top' : ''}`} ref={pitchRef} data-testid="builder-pitch" style={kitVars(paint)} role="group" aria-label={t`Saha`}>
        <PitchLines />
        <PitchHead club={squad.club} formation={squad.formation} title={squad.title} />
        {slots.map((slot) => (
          <Place key={slot.key} {...common(slot.key)} className="b-slot" style={slotStyle(slot.depth, slot.width, gkTop)} />
        ))}
      </div>
      <section className="b-bench" aria-label={t`Yedekler`} data-testid="builder-bench" style={kitVars(paint)}>
        <h2 className="b-bench-title">
          <Trans>Yedekler</Trans>
        </h2>
        <div className="b-bench-places" ref={benchRef}>
          {BENCH_KEYS.map((key) => (
            <Place key={key} {...common(key)} className="b-bench-place" />
          ))}
        </div>
      </section>
      <DragOverlay dropAnimation={null}>
        {dragged && draggedEntry ? (
          <div className="b-card is-overlay" style={kitVars(paint)}>
            <CardFace entry={draggedEntry} position={codeOf(dragged)} number={squad.numbers[draggedEntry.player_id]} captain={draggedEntry.player_id === squad.captain} />
          </div>
        ) : null}
      </DragOverlay>
    </DndContext>
  );
}
