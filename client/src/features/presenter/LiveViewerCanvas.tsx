import { useLayoutEffect, useRef, type CSSProperties } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { LayoutKind } from '@onbir/shared/board/layout';
import { layoutFor } from '@onbir/shared/board/layout';
import type { Board } from '@onbir/shared/board/model';
import { applyFrame, frameAt, type Step } from '@onbir/shared/board/steps';
import { BoardRenderer } from '../boardCore';
import { i18n } from '../../lib/i18n/runtime';
import type { LiveView } from './liveView';
import { pitchScreen } from './pitchScreen';

/** The board at a playback time, as the board page shows it (equipment moved apart, so drawn objects stay cached). */
function shownAt(board: Board, t: number | null, steps: Step[]): { board: Board; equipment?: Step['equipment'] } {
  if (t === null) return { board };
  const frame = frameAt(steps, board.objects, t);
  return { board: applyFrame(board, { ...frame, equipment: {} }), equipment: frame.equipment };
}

/**
 * The viewer's pitch: the board's own renderer, repainted on the next frame after any change and every
 * frame while a playback runs; the laser's fading trail on a canvas above it. Each paint after a change
 * leaves a `canli:paint` mark with the state's seq (the latency bench reads it).
 */
export function LiveViewerCanvas({ view, layout }: { view: LiveView; layout: LayoutKind }) {
  const { t } = useLingui();
  const ref = useRef<HTMLCanvasElement>(null);
  const laserRef = useRef<HTMLCanvasElement>(null);
  const l = layoutFor(layout, view.board()?.format);
  const dpr = Math.min(window.devicePixelRatio || 1, 3);

  useLayoutEffect(() => {
    const canvas = ref.current!;
    const laser = laserRef.current!;
    const ctx = canvas.getContext('2d')!;
    const lctx = laser.getContext('2d')!;
    let renderer: BoardRenderer | null = null;
    let frame = 0;
    let markedSeq = -1;
    let marks = 0;
    const paint = () => {
      frame = 0;
      const now = performance.now();
      const board = view.board();
      if (board) {
        const layoutNow = layoutFor(board.layout, board.format);
        if (!renderer || canvas.width !== Math.round(layoutNow.width * dpr) || canvas.height !== Math.round(layoutNow.height * dpr)) {
          canvas.width = Math.round(layoutNow.width * dpr);
          canvas.height = Math.round(layoutNow.height * dpr);
          renderer = new BoardRenderer(layoutNow, dpr);
        }
        const t = view.playT(now);
        const shown = shownAt(board, t, view.steps());
        const look = view.look();
        renderer.render(ctx, {
          ...shown,
          view: look,
          pending: null,
          pendingObject: null,
          active: null,
          overlays: { selected: null, focus: null, pair: [], measure: look.measure, playback: t === null ? null : { steps: view.steps(), t } },
        });
        const seq = view.state?.seq ?? -1;
        if (seq !== markedSeq) {
          markedSeq = seq;
          if (++marks % 5000 === 0) performance.clearMarks('canli:paint');
          performance.mark('canli:paint', { detail: { seq } });
        }
      }
      const box = laser.getBoundingClientRect();
      if (laser.width !== Math.round(box.width * dpr)) [laser.width, laser.height] = [Math.round(box.width * dpr), Math.round(box.height * dpr)];
      const map = board ? pitchScreen(board, view.look().view, box.width) : null;
      const glowing = map
        ? view.laser.draw(
            lctx,
            now,
            (p) => {
              const b = map.toBox(p);
              return { x: b.x * dpr, y: b.y * dpr };
            },
            dpr,
          )
        : false;
      const running = view.running(now);
      if (running || glowing) frame = requestAnimationFrame(paint);
      // The controls follow the running clock (the next frame is already asked for).
      if (running) view.tick();
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(paint);
    };
    paint();
    const unsubscribe = view.subscribe(schedule);
    // The pitch's words (measurements, the captain's armband) follow a change of language.
    const offLanguage = i18n.on('change', schedule);
    return () => {
      unsubscribe();
      offLanguage();
      cancelAnimationFrame(frame);
    };
  }, [view, dpr]);

  return (
    <div className="live-stage" style={{ aspectRatio: `${l.width} / ${l.height}`, '--live-ratio': l.width / l.height } as CSSProperties}>
      <canvas ref={ref} className="live-canvas" role="img" aria-label={t`Sunulan taktik tahtası`} data-testid="live-canvas" />
      <canvas ref={laserRef} className="live-laser" aria-hidden="true" />
    </div>
  );
}
