/**
 * Kit colours as the club rule and the crest read them: '#rrggbb' only (what a colour picker gives),
 * how far apart two colours look (CIE76 ΔE in L*a*b*, the distance a person sees, not the RGB one), and
 * which of black or white reads best on a colour (WCAG relative luminance).
 */
export const HEX_COLOR = /^#[0-9a-f]{6}$/;

/** '#E30A17' → '#e30a17'; null for anything that is not six hex digits after '#'. Hex digits are no one's language: 'en' casing. */
export function normalizeHex(raw: string): string | null {
  const hex = raw.trim().toLocaleLowerCase('en');
  return HEX_COLOR.test(hex) ? hex : null;
}

const channels = (hex: string): [number, number, number] => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255) as [number, number, number];
const linear = (c: number) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);

/** WCAG relative luminance, 0 (black) to 1 (white). */
export function luminance(hex: string): number {
  const [r, g, b] = channels(hex).map(linear);
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function lab(hex: string): [number, number, number] {
  const [r, g, b] = channels(hex).map(linear);
  // sRGB to XYZ (D65), scaled by the white point, then to L*a*b*.
  const x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047;
  const y = 0.2126 * r + 0.7152 * g + 0.0722 * b;
  const z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883;
  const f = (t: number) => (t > 216 / 24389 ? Math.cbrt(t) : (24389 / 27 * t + 16) / 116);
  return [116 * f(y) - 16, 500 * (f(x) - f(y)), 200 * (f(y) - f(z))];
}

/** How different two colours look (CIE76 ΔE): about 2 is barely seen, 100 is black against white. */
export function colorDistance(a: string, b: string): number {
  const [l1, a1, b1] = lab(a);
  const [l2, a2, b2] = lab(b);
  return Math.hypot(l1 - l2, a1 - a2, b1 - b2);
}

/** Black or white, whichever contrasts more with the colour (text on a kit, a crest's letters). */
export function readableOn(hex: string): '#111111' | '#ffffff' {
  const l = luminance(hex);
  return (1.05 / (l + 0.05) >= (l + 0.05) / 0.05) ? '#ffffff' : '#111111';
}
