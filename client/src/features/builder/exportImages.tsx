// Loaded on demand (dynamic import) when the first image or video is asked for: the capture library,
// the poster and the video encoder stay out of the builder's first download.
import type { ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { domToCanvas } from 'modern-screenshot';
import type { KitPaint } from '@onbir/shared/builder/kit';
import { LINEUP_SIZE } from '@onbir/shared/builder/formations';
import type { Squad } from '@onbir/shared/builder/squad';
import { IMAGE_SIZES, sizedFileName, type ImageSize } from '@onbir/shared/builder/squadText';
import type { Locale } from '@onbir/shared/text/locale';
import { download } from '../../lib/download';
import { encodeVideo } from '../../lib/video/encodeVideo';
import type { VideoFormat } from '../../lib/video/videoSupport';
import { REVEAL_FPS } from './revealCodec';
import { imagesAsDrawn, imagesReady } from './exportPitch';
import { Poster } from './Poster';

/** Performance measures read by the bench: 'ilk11:post', 'ilk11:story', 'ilk11:video'. */
export const measureName = (what: ImageSize | 'video') => `ilk11:${what}`;

/**
 * Mounts `render(n)` off screen and hands it to `capture` with `show(n)` (render again, wait for every
 * image to load and decode) and the images as drawn (see imagesAsDrawn); unmounted afterwards.
 */
export async function withOffscreen<T>(
  render: (n: number) => ReactNode,
  first: number,
  capture: (el: HTMLElement, show: (n: number) => Promise<void>, images: (url: string) => Promise<string | false>) => Promise<T>,
): Promise<T> {
  const host = document.createElement('div');
  host.className = 'b-poster-host';
  host.setAttribute('aria-hidden', 'true');
  document.body.append(host);
  const root = createRoot(host);
  const show = async (n: number) => {
    flushSync(() => root.render(render(n)));
    // Faces and crests must be loaded and decoded before the capture, or they come out blank.
    await imagesReady(host);
  };
  try {
    await show(first);
    // Every image as drawn in the first render (the reveal's frames show fewer of the same).
    return await capture(host.firstElementChild as HTMLElement, show, imagesAsDrawn(host));
  } finally {
    root.unmount();
    host.remove();
  }
}

const withPoster = <T,>(squad: Squad, paint: KitPaint, size: ImageSize, capture: Parameters<typeof withOffscreen<T>>[2]) =>
  withOffscreen((revealed) => <Poster squad={squad} paint={paint} size={size} revealed={revealed} />, LINEUP_SIZE, capture);

export function snapshot(el: HTMLElement, size: ImageSize, images: (url: string) => Promise<string | false>): Promise<HTMLCanvasElement> {
  const { width, height } = IMAGE_SIZES[size];
  return domToCanvas(el, { width, height, scale: 1, fetchFn: images });
}

/** Downloads the 1080x1350 or 1080x1920 PNG (its words in the page's language, its file named in it too). */
export async function downloadPoster(squad: Squad, paint: KitPaint, size: ImageSize, locale: Locale): Promise<void> {
  const start = performance.now();
  const canvas = await withPoster(squad, paint, size, (el, _show, images) => snapshot(el, size, images));
  const blob = await new Promise<Blob | null>((r) => canvas.toBlob(r, 'image/png'));
  if (!blob) throw new Error('The poster could not be encoded as a PNG');
  download(blob, sizedFileName(squad.formation, squad.club?.club_name, size, 'png', locale));
  performance.measure(measureName(size), { start });
}

const FPS = REVEAL_FPS;

/** The reveal's timing: the empty pitch, then one card after another, then the whole squad held (8.5 s for eleven). */
export const REVEAL = { introMs: 800, perCardMs: 550, holdMs: 2200 };
const REVEAL_MS = REVEAL.introMs + (LINEUP_SIZE - 1) * REVEAL.perCardMs + REVEAL.holdMs;

/** How many cards frame `i` shows: none during the intro, then one more every `perCardMs`. */
function cardsShownAt(i: number): number {
  const ms = (i * 1000) / FPS;
  return ms < REVEAL.introMs ? 0 : Math.min(LINEUP_SIZE, 1 + Math.floor((ms - REVEAL.introMs) / REVEAL.perCardMs));
}

/**
 * The 9:16 video revealing the eleven card by card: the story poster is captured with 0…11 cards,
 * then every frame of the 8.5 s is encoded from those captures, as fast as the encoder goes (not in real time).
 */
export async function downloadRevealVideo(squad: Squad, paint: KitPaint, format: VideoFormat, locale: Locale): Promise<string> {
  const start = performance.now();
  const captures = await withPoster(squad, paint, 'story', async (el, show, images) => {
    const out: HTMLCanvasElement[] = [];
    for (let n = 0; n <= LINEUP_SIZE; n++) {
      await show(n);
      out.push(await snapshot(el, 'story', images));
    }
    return out;
  });
  const { width, height } = IMAGE_SIZES.story;
  const frameCount = Math.round((REVEAL_MS * FPS) / 1000);
  const blob = await encodeVideo({ format, width, height, fps: FPS, frameCount, bitrate: 5_000_000, draw: (i, ctx) => ctx.drawImage(captures[cardsShownAt(i)], 0, 0) });
  const name = sizedFileName(squad.formation, squad.club?.club_name, 'story', format, locale);
  download(blob, name);
  performance.measure(measureName('video'), { start });
  return name;
}
