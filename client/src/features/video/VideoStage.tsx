import { useEffect, useRef, useState, type PointerEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { framePoint, type Annotation, type FramePoint } from '@onbir/shared/video/model';
import { drawAnnotations } from './drawAnnotations';
import type { Clip } from './useClip';

/** Where a drag on the picture started and where it is now, in the frame's own space. */
interface Draft {
  from: FramePoint;
  to: FramePoint;
}

/** A drag shorter than this share of the frame is a tap, not an arrow. */
const MIN_ARROW = 0.02;

interface Props {
  clip: Clip;
  annotations: readonly Annotation[];
  colour: string;
  /** A finished drag: an arrow from → to. */
  onArrow(from: FramePoint, to: FramePoint): void;
  /** A tap (a drag too short for an arrow): where the spotlight's player stands. */
  onTap(at: FramePoint): void;
}

/**
 * The clip with its drawings: the video, and a canvas over it of the same box on which the annotations
 * visible at the clip time are drawn; a drag draws an arrow, a tap puts the spotlight on a player.
 */
export function VideoStage({ clip, annotations, colour, onArrow, onTap }: Props) {
  const { t } = useLingui();
  const canvas = useRef<HTMLCanvasElement | null>(null);
  const [size, setSize] = useState({ w: 0, h: 0 });
  const [aspect, setAspect] = useState(16 / 9);
  const [draft, setDraft] = useState<Draft | null>(null);

  // The canvas's backing store follows its box at the device's pixel ratio (sharp lines on a phone).
  useEffect(() => {
    const c = canvas.current;
    if (!c) return;
    const observer = new ResizeObserver(() => {
      const dpr = window.devicePixelRatio || 1;
      setSize({ w: Math.round(c.clientWidth * dpr), h: Math.round(c.clientHeight * dpr) });
    });
    observer.observe(c);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    const c = canvas.current;
    const ctx = c?.getContext('2d');
    if (!c || !ctx || !size.w) return;
    c.width = size.w;
    c.height = size.h;
    const space = { ctx, w: size.w, h: size.h, source: clip.video.current ?? undefined };
    const shown = draft ? [...annotations, arrowOf(draft, colour, clip.time)] : annotations;
    drawAnnotations(space, shown, clip.time);
  }, [annotations, clip.time, clip.video, colour, draft, size]);

  const at = (e: PointerEvent<HTMLCanvasElement>): FramePoint => {
    const box = e.currentTarget.getBoundingClientRect();
    const clamp = (v: number) => Math.min(1, Math.max(0, v));
    return framePoint(clamp((e.clientX - box.left) / box.width), clamp((e.clientY - box.top) / box.height));
  };
  const down = (e: PointerEvent<HTMLCanvasElement>) => {
    if (!clip.duration) return;
    e.currentTarget.setPointerCapture(e.pointerId);
    clip.video.current?.pause();
    const p = at(e);
    setDraft({ from: p, to: p });
  };
  const move = (e: PointerEvent<HTMLCanvasElement>) => draft && setDraft({ ...draft, to: at(e) });
  const up = (e: PointerEvent<HTMLCanvasElement>) => {
    if (!draft) return;
    const to = at(e);
    setDraft(null);
    if (Math.hypot(to.x - draft.from.x, to.y - draft.from.y) >= MIN_ARROW) onArrow(draft.from, to);
    else onTap(draft.from);
  };

  return (
    <div className="video-stage" style={{ aspectRatio: String(aspect) }}>
      <video
        ref={clip.video}
        src={clip.clip?.url}
        className="video-stage__video"
        playsInline
        preload="auto"
        onLoadedMetadata={(e) => e.currentTarget.videoWidth && setAspect(e.currentTarget.videoWidth / e.currentTarget.videoHeight)}
      />
      <canvas
        ref={canvas}
        className="video-stage__canvas"
        role="img"
        data-testid="video-canvas"
        aria-label={t`Videonun üzerine çizim alanı: sürükleyince ok, oyuncuya dokununca halka`}
        onPointerDown={down}
        onPointerMove={move}
        onPointerUp={up}
        onPointerCancel={() => setDraft(null)}
      />
    </div>
  );
}

/** The arrow being dragged, drawn as the annotation it will become. */
function arrowOf(d: Draft, colour: string, time: number): Annotation {
  return { kind: 'shape', id: -1, start: time, duration: Number.MAX_VALUE, shape: { kind: 'arrow', style: 'run', colour, from: d.from, to: d.to } };
}
