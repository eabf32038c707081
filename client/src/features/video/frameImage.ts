import type { Annotation } from '@onbir/shared/video/model';
import { drawOver } from './drawAnnotations';

/** The frame on screen with the drawings visible at `time`, at most `maxWidth` pixels wide (the clip's own size when smaller). */
export function frameCanvas(v: HTMLVideoElement, annotations: readonly Annotation[], time: number, maxWidth = Infinity): HTMLCanvasElement {
  const scale = Math.min(1, maxWidth / v.videoWidth);
  const canvas = Object.assign(document.createElement('canvas'), { width: Math.round(v.videoWidth * scale), height: Math.round(v.videoHeight * scale) });
  const ctx = canvas.getContext('2d')!;
  ctx.drawImage(v, 0, 0, canvas.width, canvas.height);
  drawOver({ ctx, w: canvas.width, h: canvas.height, source: v }, annotations, time);
  return canvas;
}

/** A live still's width: sharp on a phone held sideways, small enough to send a few times a second. */
const STILL_WIDTH = 960;
/** Qualities tried in turn until the JPEG fits; then the picture is made smaller. */
const QUALITIES = [0.8, 0.65, 0.5, 0.35];

/** The frame with its drawings as a JPEG's base64url of at most `maxChars` characters, or null when none fits. */
export function stillJpeg(v: HTMLVideoElement, annotations: readonly Annotation[], time: number, maxChars: number): string | null {
  for (let width = STILL_WIDTH; width >= 160; width = Math.round(width * 0.7)) {
    const canvas = frameCanvas(v, annotations, time, width);
    for (const q of QUALITIES) {
      const url = canvas.toDataURL('image/jpeg', q);
      const data = url.slice(url.indexOf(',') + 1).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
      if (data.length <= maxChars) return data;
    }
  }
  return null;
}
