import { useLayoutEffect, useState, type RefObject } from 'react';
import type { CardMetrics } from './cardNames';

export interface PitchMetrics {
  pitch: { width: number; height: number };
  cards: CardMetrics;
  /** The width of one place of the bench's grid, and its cards' metrics. */
  bench: { width: number; cards: CardMetrics } | null;
}

const px = (style: CSSStyleDeclaration, name: string) => parseFloat(style.getPropertyValue(name)) || 0;

/** The sizes the CSS gives the cards of an element (custom properties; see pitch.css). */
export function cardMetricsOf(el: Element): CardMetrics {
  const style = getComputedStyle(el);
  return { card: px(style, '--card'), nameSize: px(style, '--name-size'), minNameSize: px(style, '--name-min'), namePad: px(style, '--name-pad'), posDrop: px(style, '--pos-drop'), fontFamily: style.fontFamily };
}

/**
 * The on-screen pitch's size and its cards' metrics, measured after layout and again whenever the pitch
 * or the bench is resized (a phone turned, a window dragged): the names are fitted to them.
 */
export function usePitchMetrics(pitchRef: RefObject<HTMLElement | null>, benchRef: RefObject<HTMLElement | null>): PitchMetrics | null {
  const [metrics, setMetrics] = useState<PitchMetrics | null>(null);
  useLayoutEffect(() => {
    const pitch = pitchRef.current;
    const bench = benchRef.current;
    if (!pitch) return;
    const measure = () => {
      const box = pitch.getBoundingClientRect();
      let benchPlace: PitchMetrics['bench'] = null;
      if (bench) {
        const columns = getComputedStyle(bench).gridTemplateColumns.split(' ').map(parseFloat).filter((n) => n > 0);
        if (columns.length) benchPlace = { width: Math.min(...columns), cards: cardMetricsOf(bench) };
      }
      setMetrics((old) => {
        const next = { pitch: { width: Math.round(box.width), height: Math.round(box.height) }, cards: cardMetricsOf(pitch), bench: benchPlace };
        return JSON.stringify(old) === JSON.stringify(next) ? old : next;
      });
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(pitch);
    if (bench) observer.observe(bench);
    return () => observer.disconnect();
  }, [pitchRef, benchRef]);
  return metrics;
}
