// Loaded on demand (dynamic import) when the first image or video is asked for: the capture library,
// the poster and the recorder stay out of the builder's first download.
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { domToCanvas } from 'modern-screenshot';
import { fixWebmDuration } from '@onbir/shared/board/webm';
import type { KitPaint } from '@onbir/shared/builder/kit';
import { LINEUP_SIZE } from '@onbir/shared/builder/formations';
import type { Squad } from '@onbir/shared/builder/squad';
import { IMAGE_SIZES, sizedFileName, type ImageSize } from '@onbir/shared/builder/squadText';
import { imagesReady } from './exportPitch';
import { Poster } from './Poster';

/** Performance measures read by the bench: 'ilk11:post', 'ilk11:story', 'ilk11:video'. */
export const measureName = (what: ImageSize | 'video') => `ilk11:${what}`;

/** Mounts a poster off screen at its exact size and hands it to `capture`; unmounted afterwards. */
async function withPoster<T>(squad: Squad, paint: KitPaint, size: ImageSize, capture: (el: HTMLElement, show: (revealed: number) => Promise<void>) => Promise<T>): Promise<T> {
  const host = document.createElement('div');
  host.className = 'b-poster-host';
  host.setAttribute('aria-hidden', 'true');
  document.body.append(host);
  const root = createRoot(host);
  const show = async (revealed: number) => {
    flushSync(() => root.render(<Poster squad={squad} paint={paint} size={size} revealed={revealed} />));
    // Faces and crests must be loaded and decoded before the capture, or they come out blank.
    await imagesReady(host);
  };
  try {
    await show(LINEUP_SIZE);
    return await capture(host.firstElementChild as HTMLElement, show);
  } finally {
    root.unmount();
    host.remove();
  }
}

function snapshot(el: HTMLElement, size: ImageSize): Promise<HTMLCanvasElement> {
  const { width, height } = IMAGE_SIZES[size];
  return domToCanvas(el, { width, height, scale: 1 });
}

function save(blob: Blob, name: string) {
  const a = document.createElement('a');
  a.href = URL.createObjectURL(blob);
  a.download = name;
  a.click();
  setTimeout(() => URL.revokeObjectURL(a.href), 30_000);
}

/** Downloads the 1080x1350 or 1080x1920 PNG. */
export async function downloadPoster(squad: Squad, paint: KitPaint, size: ImageSize): Promise<void> {
  const start = performance.now();
  const canvas = await withPoster(squad, paint, size, (el) => snapshot(el, size));
  const blob = await new Promise<Blob | null>((r) => canvas.toBlob(r, 'image/png'));
  if (!blob) throw new Error('PNG oluşturulamadı');
  save(blob, sizedFileName(squad.formation, squad.club?.club_name, size, 'png'));
  performance.measure(measureName(size), { start });
}

/** What the browser can record: MP4 (H.264) where it encodes it, WebM always in Chromium and Firefox. */
export function videoFormats(): Array<{ container: 'mp4' | 'webm'; mime: string }> {
  if (typeof MediaRecorder === 'undefined') return [];
  const candidates = [
    { container: 'mp4' as const, mime: 'video/mp4;codecs=avc1.42E01F' },
    { container: 'webm' as const, mime: 'video/webm;codecs=vp9' },
    { container: 'webm' as const, mime: 'video/webm;codecs=vp8' },
  ];
  const ok = candidates.filter((c) => MediaRecorder.isTypeSupported(c.mime));
  return ok.filter((c, i) => ok.findIndex((o) => o.container === c.container) === i);
}

/** The reveal's timing: the empty pitch, then one card after another, then the whole squad held (8.5 s for eleven). */
export const REVEAL = { introMs: 800, perCardMs: 550, holdMs: 2200 };
const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * The 9:16 video revealing the eleven card by card: every frame is drawn first (so the recording
 * runs smoothly), then played onto a canvas that MediaRecorder records in real time.
 */
export async function downloadRevealVideo(squad: Squad, paint: KitPaint, container: 'mp4' | 'webm'): Promise<void> {
  const format = videoFormats().find((f) => f.container === container);
  if (!format) throw new Error(`${container} kaydı desteklenmiyor`);
  const start = performance.now();
  const frames = await withPoster(squad, paint, 'story', async (el, show) => {
    const out: HTMLCanvasElement[] = [];
    for (let n = 0; n <= LINEUP_SIZE; n++) {
      await show(n);
      out.push(await snapshot(el, 'story'));
    }
    return out;
  });
  const { width, height } = IMAGE_SIZES.story;
  const canvas = Object.assign(document.createElement('canvas'), { width, height });
  const ctx = canvas.getContext('2d')!;
  let frame = frames[0];
  ctx.drawImage(frame, 0, 0);
  const stream = canvas.captureStream(30);
  const recorder = new MediaRecorder(stream, { mimeType: format.mime, videoBitsPerSecond: 5_000_000 });
  const chunks: Blob[] = [];
  recorder.ondataavailable = (e) => e.data.size && chunks.push(e.data);
  const stopped = new Promise((r) => (recorder.onstop = r));
  // Redrawn every frame: a canvas that does not change gives the stream no frames to record.
  const ticker = setInterval(() => ctx.drawImage(frame, 0, 0), 1000 / 30);
  recorder.start();
  const startedAt = performance.now();
  await wait(REVEAL.introMs);
  for (let n = 1; n <= LINEUP_SIZE; n++) {
    frame = frames[n];
    ctx.drawImage(frame, 0, 0);
    await wait(n === LINEUP_SIZE ? REVEAL.holdMs : REVEAL.perCardMs);
  }
  recorder.stop();
  const recordedMs = performance.now() - startedAt;
  await stopped;
  clearInterval(ticker);
  stream.getTracks().forEach((t) => t.stop());
  const recorded = new Blob(chunks, { type: format.mime.split(';')[0] });
  // Chromium's WebM has no duration until it is written in (the tactics board's fix, shared): the
  // time the recorder ran, which a loaded machine may stretch or trim by a frame or two.
  const blob =
    container === 'webm'
      ? new Blob([fixWebmDuration(new Uint8Array(await recorded.arrayBuffer()), recordedMs) as Uint8Array<ArrayBuffer>], { type: 'video/webm' })
      : recorded;
  save(blob, sizedFileName(squad.formation, squad.club?.club_name, 'story', container));
  performance.measure(measureName('video'), { start });
}
