import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useLingui } from '@lingui/react/macro';
import { isRefusal } from '@onbir/shared/messages/refusal';
import { drawnOf, isDragTool, type Gesture, type ToolOptions, type VideoTool } from '@onbir/shared/video/gesture';
import { framePoint, type Annotation, type FramePoint } from '@onbir/shared/video/model';
import { drawAnnotations, drawCursor } from './drawAnnotations';
import type { Clip } from './useClip';
import { useKeyboardPen } from './useKeyboardPen';

interface Props {
  clip: Clip;
  annotations: readonly Annotation[];
  tool: VideoTool;
  /** The tool's options: the drag being made is drawn in the zone shape chosen. */
  options: ToolOptions;
  colour: string;
  /** A finished drag or a tap on the frame (by pointer, or by the keyboard's cursor and Enter). */
  onGesture(g: Gesture): void;
}

const clamp = (v: number) => Math.min(1, Math.max(0, v));

/**
 * The clip with its drawings: the video, and a canvas over it of the same box on which the annotations
 * visible at the clip time are drawn, with the drawing being made; a drag or a tap makes the tool's drawing.
 * By keyboard, the focused canvas shows a cursor that the arrow keys move and Enter sets (useKeyboardPen).
 */
export function VideoStage({ clip, annotations, tool, options, colour, onGesture }: Props) {
  const { t } = useLingui();
  const canvas = useRef<HTMLCanvasElement | null>(null);
  const [size, setSize] = useState({ w: 0, h: 0 });
  const [aspect, setAspect] = useState(16 / 9);
  const [draft, setDraft] = useState<Gesture | null>(null);
  const pen = useKeyboardPen(tool, onGesture);

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

  const making = draft ?? pen.draft;
  useEffect(() => {
    const c = canvas.current;
    const ctx = c?.getContext('2d');
    if (!c || !ctx || !size.w) return;
    c.width = size.w;
    c.height = size.h;
    const space = { ctx, w: size.w, h: size.h, source: clip.video.current ?? undefined };
    const preview = making && tool !== 'spotlight' && isDragTool(tool) ? drawnOf(tool, making, { ...options, colour, start: clip.time, duration: Number.MAX_VALUE }) : null;
    drawAnnotations(space, preview && !isRefusal(preview) ? [...annotations, preview] : annotations, clip.time);
    if (pen.cursor) drawCursor(space, pen.cursor, colour);
  }, [annotations, clip.time, clip.video, colour, making, options, pen.cursor, size, tool]);

  const at = (e: PointerEvent<HTMLCanvasElement>): FramePoint => {
    const box = e.currentTarget.getBoundingClientRect();
    return framePoint(clamp((e.clientX - box.left) / box.width), clamp((e.clientY - box.top) / box.height));
  };
  const down = (e: PointerEvent<HTMLCanvasElement>) => {
    if (!clip.duration) return;
    e.currentTarget.setPointerCapture(e.pointerId);
    clip.video.current?.pause();
    const p = at(e);
    setDraft({ from: p, to: p, path: [p] });
  };
  const move = (e: PointerEvent<HTMLCanvasElement>) => {
    if (!draft) return;
    const p = at(e);
    setDraft({ ...draft, to: p, path: [...draft.path, p] });
  };
  const up = (e: PointerEvent<HTMLCanvasElement>) => {
    if (!draft) return;
    const p = at(e);
    setDraft(null);
    onGesture({ ...draft, to: p, path: [...draft.path, p] });
  };
  const keys = (e: KeyboardEvent<HTMLCanvasElement>) => {
    if (!clip.duration || !pen.key(e.key, e.shiftKey)) return;
    clip.video.current?.pause();
    // The page's own keys (frame steps on ← →) stay off while the cursor moves.
    e.preventDefault();
    e.stopPropagation();
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
        tabIndex={0}
        data-testid="video-canvas"
        aria-label={t`Videonun üzerine çizim alanı: seçilen araçla sürükleyin ya da dokunun. Klavyeyle: oklar imleci taşır, Enter başlatır ve bitirir, Escape vazgeçer.`}
        aria-describedby="video-pen-status"
        onPointerDown={down}
        onPointerMove={move}
        onPointerUp={up}
        onPointerCancel={() => setDraft(null)}
        onKeyDown={keys}
        // The cursor is the keyboard's: a tap or a click that focuses the picture draws no cross on it.
        onFocus={(e) => e.currentTarget.matches(':focus-visible') && pen.show()}
        onBlur={pen.hide}
      />
      <p id="video-pen-status" className="video-sr-only" aria-live="polite">
        {pen.draft ? t`Başlangıç işaretlendi: bitişe gidip Enter'a basın.` : ''}
      </p>
    </div>
  );
}
