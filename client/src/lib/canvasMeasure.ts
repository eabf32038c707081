import type { Measure } from '@onbir/shared/pitch/nameForms';

const measures = new Map<string, Measure>();

/** Text widths from a canvas in the labels' font (600 weight), remembered per font, size and text. */
export function canvasMeasure(fontFamily: string): Measure {
  let m = measures.get(fontFamily);
  if (m) return m;
  const ctx = typeof document === 'undefined' ? null : document.createElement('canvas').getContext('2d');
  const widths = new Map<string, number>();
  m = (text, size) => {
    const key = `${size}|${text}`;
    let w = widths.get(key);
    if (w === undefined) {
      if (!ctx) return text.length * size * 0.6;
      ctx.font = `600 ${size}px ${fontFamily}`;
      // Rounded up, plus a pixel: the label must never be a hair narrower than its text.
      w = Math.ceil(ctx.measureText(text).width) + 1;
      widths.set(key, w);
    }
    return w;
  };
  measures.set(fontFamily, m);
  return m;
}
