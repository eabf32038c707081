import { download } from '../../lib/download';
import { pngFileName } from '@onbir/shared/builder/squadText';
import type { Locale } from '@onbir/shared/text/locale';

/** Performance measure of one export, from the click to the download (read by the bench). */
export const PNG_MEASURE = 'ilk11:png';
/** docs/builder.md, 'The screen': the builder's PNG is captured at quality 0.98 and scale 0.8 ... */
const PNG_QUALITY = 0.98;
const PNG_SCALE = 0.8;
/**
 * ... of a full-size capture: the pitch as if drawn 1350 px wide, so the file is 1080 px on its short side
 * whatever the screen (a phone's 366 px pitch at 0.8 gave a 299x440 thumbnail). The capture is an SVG
 * of the page's own elements, so drawing it larger is as sharp as drawing it at 1x.
 */
export const FULL_PITCH_WIDTH = 1350;
export const pngScale = (pitchWidth: number) => (PNG_SCALE * FULL_PITCH_WIDTH) / pitchWidth;

const skipped = (node: Node) => !(node instanceof HTMLElement && node.dataset.capture === 'skip');

function settled(img: HTMLImageElement): Promise<void> {
  return new Promise((resolve) => {
    img.addEventListener('load', () => resolve(), { once: true });
    img.addEventListener('error', () => resolve(), { once: true });
  });
}

/**
 * Resolves once every image in `root` has loaded and decoded. A face that fails swaps to its local
 * fallback in its error handler, which starts a new load: hence the rounds until nothing is pending.
 */
export async function imagesReady(root: HTMLElement): Promise<void> {
  for (let round = 0; round < 4; round++) {
    const pending = [...root.querySelectorAll('img')].filter((img) => !img.complete);
    if (pending.length === 0) break;
    await Promise.all(pending.map(settled));
    await new Promise((r) => setTimeout(r));
  }
  await Promise.all([...root.querySelectorAll('img')].map((img) => img.decode().catch(() => undefined)));
}

/** The smallest side an image is redrawn at for the capture: a badge (SVG) stays sharp on a 1080 px poster. */
const REDRAW_MIN = 256;

/**
 * The images of `root` as the page already has them, as data URLs for the capture library, which
 * otherwise fetches every image again: offline, or with a CDN gone since, that fetch fails and the face
 * came out blank. The proxy serves every image from our origin with CORS, so the canvas stays readable.
 */
export function imagesAsDrawn(root: HTMLElement): (url: string) => Promise<string | false> {
  const drawn = new Map<string, string>();
  for (const img of Array.from(root.querySelectorAll('img'))) {
    const src = img.currentSrc || img.src;
    if (!img.complete || !img.naturalWidth || src.startsWith('data:') || drawn.has(src)) continue;
    const scale = Math.max(1, REDRAW_MIN / Math.min(img.naturalWidth, img.naturalHeight));
    const canvas = Object.assign(document.createElement('canvas'), { width: Math.round(img.naturalWidth * scale), height: Math.round(img.naturalHeight * scale) });
    try {
      canvas.getContext('2d')!.drawImage(img, 0, 0, canvas.width, canvas.height);
      drawn.set(src, canvas.toDataURL('image/png'));
    } catch {
      // A canvas it would taint: the library fetches that one itself.
    }
  }
  return async (url) => drawn.get(new URL(url, location.href).href) ?? false;
}

/**
 * The capture library (modern-screenshot: why, in docs/builder.md) stays out of the page's first
 * download; it comes with the export code, which the export panel fetches once its buttons near the
 * screen or 5 s after the page is in (ExportPanel.tsx), so the first export does not wait for it.
 */
export const loadCapture = () => import('modern-screenshot');

/** The pitch as a PNG data URL. */
export async function capturePitch(pitch: HTMLElement): Promise<string> {
  const [{ domToPng }] = await Promise.all([loadCapture(), imagesReady(pitch)]);
  return domToPng(pitch, { scale: pngScale(pitch.getBoundingClientRect().width), quality: PNG_QUALITY, filter: skipped, fetchFn: imagesAsDrawn(pitch) });
}

/**
 * 'PNG İndir': captures and downloads 'Ilk11_Stabil_{formation}_{club or Kadro}.png' (English:
 * 'Starting_XI_…'). A missing pitch is only logged; a failed capture throws, and the export panel says so on
 * the page (docs/builder.md, 'The screen').
 */
export async function downloadPitchPng(pitch: HTMLElement | null, formation: string, clubName: string | null, locale: Locale): Promise<void> {
  if (!pitch) {
    console.error('PNG: no pitch to capture.');
    return;
  }
  const start = performance.now();
  download(await capturePitch(pitch), pngFileName(formation, clubName, locale));
  performance.measure(PNG_MEASURE, { start });
}
