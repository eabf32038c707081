import { PNG } from 'pngjs';

/** A rectangle of an image, in its pixels. */
export interface PixelRect {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** A PNG's RGBA pixels inside `rect` (the whole image when none is given), row after row. */
export function pngPixels(png: Buffer, rect?: PixelRect): { width: number; height: number; data: Uint8Array } {
  const image = PNG.sync.read(png);
  const { x, y, w, h } = rect ?? { x: 0, y: 0, w: image.width, h: image.height };
  const data = new Uint8Array(w * h * 4);
  for (let row = 0; row < h; row++) {
    const from = ((y + row) * image.width + x) * 4;
    data.set(image.data.subarray(from, from + w * 4), row * w * 4);
  }
  return { width: image.width, height: image.height, data };
}

/** Pixels of a PNG inside a rectangle whose every channel is within 40 of `rgb`. */
export function colourCount(png: Buffer, rect: PixelRect, rgb: readonly number[]): number {
  const { data } = pngPixels(png, rect);
  let n = 0;
  for (let i = 0; i < data.length; i += 4) if ([0, 1, 2].every((k) => Math.abs(data[i + k] - rgb[k]) < 40)) n++;
  return n;
}

/**
 * Pixels of two PNGs (inside `rect`, or whole) where a channel differs by more than `tolerance` (rounding and
 * anti-aliasing stay below it); every pixel when the images' sizes differ.
 */
export function differingPixels(a: Buffer, b: Buffer, rect?: PixelRect, tolerance = 8): number {
  const [x, y] = [pngPixels(a, rect), pngPixels(b, rect)];
  if (x.width !== y.width || x.height !== y.height) return x.width * x.height;
  let n = 0;
  for (let i = 0; i < x.data.length; i += 4) if ([0, 1, 2].some((k) => Math.abs(x.data[i + k] - y.data[i + k]) > tolerance)) n++;
  return n;
}
