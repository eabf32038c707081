import { useEffect, useRef } from 'react';
import type { BoardStore } from '../boardCore';
import { LaserTrail } from './laserTrail';
import { pitchScreen } from './pitchScreen';

/** Laser points go out at most this often, in batches. */
const SEND_MS = 30;

/**
 * Over the presenter's pitch while the laser is on: pointer moves draw a fading red trail here and go to
 * the viewers; the board underneath is not touched.
 */
export function LaserLayer({ store, send }: { store: BoardStore; send(stroke: number, points: number[]): void }) {
  const ref = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const canvas = ref.current!;
    const ctx = canvas.getContext('2d')!;
    const trail = new LaserTrail();
    const dpr = Math.min(window.devicePixelRatio || 1, 3);
    let stroke = 0;
    let down = false;
    let batch: number[] = [];
    let frame = 0;
    let flush: ReturnType<typeof setTimeout> | undefined;
    const size = () => {
      const r = canvas.getBoundingClientRect();
      canvas.width = Math.round(r.width * dpr);
      canvas.height = Math.round(r.height * dpr);
    };
    size();
    const resize = new ResizeObserver(size);
    resize.observe(canvas);
    const paint = () => {
      const map = pitchScreen(store.board, store.view.view, canvas.width / dpr);
      const alive = trail.draw(ctx, performance.now(), (p) => {
        const b = map.toBox(p);
        return { x: b.x * dpr, y: b.y * dpr };
      }, dpr);
      frame = alive ? requestAnimationFrame(paint) : 0;
    };
    const at = (e: PointerEvent) => {
      const r = canvas.getBoundingClientRect();
      return pitchScreen(store.board, store.view.view, r.width).toPitch({ x: e.clientX - r.left, y: e.clientY - r.top });
    };
    const onDown = (e: PointerEvent) => {
      down = true;
      stroke++;
      canvas.setPointerCapture(e.pointerId);
      onMove(e);
    };
    const onMove = (e: PointerEvent) => {
      // A mouse points without a button held; a finger or a pen while it touches.
      if (e.pointerType !== 'mouse' && !down) return;
      const p = at(e);
      trail.add(stroke, [p], performance.now());
      batch.push(Math.round(p.x * 10), Math.round(p.y * 10));
      if (!frame) frame = requestAnimationFrame(paint);
      flush ??= setTimeout(() => {
        flush = undefined;
        send(stroke, batch.slice(0, 128));
        batch = [];
      }, SEND_MS);
    };
    const onUp = () => {
      down = false;
      stroke++;
    };
    canvas.addEventListener('pointerdown', onDown);
    canvas.addEventListener('pointermove', onMove);
    canvas.addEventListener('pointerup', onUp);
    canvas.addEventListener('pointercancel', onUp);
    canvas.addEventListener('pointerleave', onUp);
    return () => {
      resize.disconnect();
      cancelAnimationFrame(frame);
      clearTimeout(flush);
    };
  }, [store, send]);
  return <canvas ref={ref} className="live-laser live-laser--active" data-testid="live-laser" aria-hidden="true" />;
}
