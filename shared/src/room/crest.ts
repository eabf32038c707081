import { initialsOf } from '../players/text';
import { foldText } from '../text/fold';
import type { Club } from './rules/club';
import { readableOn } from './rules/clubColors';

/**
 * A club's crest, generated: a shield shape and a pattern chosen by the club's name, painted in its two
 * colours, with its initials on a disc in the middle. A pure function of name and colours (the same club
 * gets the same bytes on every screen and in every export; nothing is fetched), written as a standalone
 * SVG document that screens show as an image (`crestDataUri`), so it can never run anything.
 */

/** FNV-1a of the folded name: "Kartal Spor" and "kartal spor" get one crest. */
function hashOf(text: string): number {
  let h = 0x811c9dc5;
  for (const ch of foldText(text)) h = Math.imul(h ^ ch.codePointAt(0)!, 0x01000193);
  return h >>> 0;
}

const SHAPES = [
  // a classic shield
  'M50 4 L94 16 V58 C94 88 72 106 50 116 C28 106 6 88 6 58 V16 Z',
  // a heater shield, flat top
  'M8 8 H92 V52 C92 84 72 104 50 114 C28 104 8 84 8 52 Z',
  // a round badge
  'M50 12 A48 48 0 1 1 49.99 12 Z',
  // an octagon
  'M30 6 H70 L94 30 V88 L70 114 H30 L6 88 V30 Z',
] as const;

/** Patterns in the secondary colour over the primary, drawn on a 100 × 120 field. */
const PATTERNS: ReadonlyArray<(c: string) => string> = [
  () => '',
  (c) => [10, 34, 58, 82].map((x) => `<rect x="${x}" y="0" width="12" height="120" fill="${c}"/>`).join(''),
  (c) => `<rect x="50" y="0" width="50" height="120" fill="${c}"/>`,
  (c) => `<polygon points="0,28 28,0 100,92 72,120" fill="${c}"/>`,
  (c) => [18, 54, 90].map((y) => `<rect x="0" y="${y}" width="100" height="16" fill="${c}"/>`).join(''),
  (c) => `<polygon points="0,40 50,78 100,40 100,62 50,100 0,62" fill="${c}"/>`,
];

const escapeXml = (s: string) => s.replace(/[&<>"']/g, (ch) => `&#${ch.codePointAt(0)};`);

/** The crest as an SVG document (100 × 120). */
export function crestSvg(club: Club): string {
  const [primary, secondary] = club.colors;
  const h = hashOf(club.name);
  const shape = SHAPES[h % SHAPES.length];
  const pattern = PATTERNS[Math.floor(h / SHAPES.length) % PATTERNS.length](secondary);
  const initials = escapeXml(initialsOf(club.name));
  const size = initials.length > 2 ? 17 : initials.length > 1 ? 22 : 27;
  const clip = `c${h.toString(36)}`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 120" width="100" height="120">` +
    `<defs><clipPath id="${clip}"><path d="${shape}"/></clipPath></defs>` +
    `<g clip-path="url(#${clip})"><rect width="100" height="120" fill="${primary}"/>${pattern}</g>` +
    `<path d="${shape}" fill="none" stroke="${secondary}" stroke-width="5"/>` +
    `<path d="${shape}" fill="none" stroke="#111111" stroke-opacity="0.35" stroke-width="1"/>` +
    `<circle cx="50" cy="60" r="24" fill="${primary}" stroke="${secondary}" stroke-width="3"/>` +
    `<text x="50" y="60" dy="0.35em" text-anchor="middle" font-family="system-ui, Arial, sans-serif" font-weight="700" font-size="${size}" fill="${readableOn(primary)}">${initials}</text>` +
    `</svg>`
  );
}

/** The crest as an image address (an `<img src>`, a canvas image, an export). */
export const crestDataUri = (club: Club) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(crestSvg(club))}`;
