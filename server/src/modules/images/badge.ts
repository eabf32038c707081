import { initialsOf } from '@onbir/shared/players/text';

/** A generated picture: initials on two colours, a circle (a player's face) or a shield (a club's crest). */
export interface Badge {
  shape: 'circle' | 'shield';
  /** Six lower-case hex digits, no '#'. */
  primary: string;
  secondary: string;
  initials: string;
}

const HEX = /^[0-9a-f]{6}$/;
// initialsOf gives up to two upper-cased letters (an upper case can be several: 'ß' -> 'SS'), or '?'.
const INITIALS = /^(?:[\p{L}\p{M}]{1,6}|\?)$/u;
const NEUTRAL_PRIMARY = '1f2937';
const NEUTRAL_SECONDARY = 'ffffff';

/** What a fallback that is not one of our badges is replaced with. */
export const NEUTRAL_BADGE: Badge = { shape: 'circle', primary: NEUTRAL_PRIMARY, secondary: NEUTRAL_SECONDARY, initials: '?' };

function hexOf(colour: string | null, neutral: string): string {
  const hex = colour?.replace(/^#/, '').toLocaleLowerCase('en');
  return hex && HEX.test(hex) ? hex : neutral;
}

/** The badge of a name on a club's colours ('#rrggbb'; a missing or malformed colour reads as the neutral one). */
export function badgeOf(name: string, colours: { primary: string | null; secondary: string | null }, shape: Badge['shape']): Badge {
  const initials = initialsOf(name);
  return {
    shape,
    primary: hexOf(colours.primary, NEUTRAL_PRIMARY),
    secondary: hexOf(colours.secondary, NEUTRAL_SECONDARY),
    // A letter outside the BMP comes out of initialsOf as half a surrogate pair: not something to put in a URL.
    initials: INITIALS.test(initials) ? initials : '?',
  };
}

/**
 * A badge's path carries everything the badge shows, so serving it reads nothing and its answer never
 * changes (cached for good), and every face or crest that looks the same shares one URL: one download.
 */
export const badgePath = (b: Badge) => `/api/images/badge/${b.shape}/${b.primary}/${b.secondary}/${encodeURIComponent(b.initials)}.svg`;

const BADGE_PATH = /^\/api\/images\/badge\/(circle|shield)\/([0-9a-f]{6})\/([0-9a-f]{6})\/([^/]+)\.svg$/;

/** The badge a path (as badgePath writes it, percent-encoded) names; null for anything else. */
export function parseBadgePath(path: string): Badge | null {
  const m = BADGE_PATH.exec(path);
  if (!m) return null;
  let initials: string;
  try {
    initials = decodeURIComponent(m[4]);
  } catch {
    return null;
  }
  return INITIALS.test(initials) ? { shape: m[1] as Badge['shape'], primary: m[2], secondary: m[3], initials } : null;
}

function luminance(hex: string): number {
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

const escapeXml = (s: string) => s.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The badge as SVG. The text takes the secondary colour unless it is too close to the primary, then
 * black or white, whichever reads. Colours and initials are checked where a Badge is made (badgeOf,
 * parseBadgePath); the text is escaped all the same.
 */
export function badgeSvg(b: Badge): string {
  const primary = `#${b.primary}`;
  const secondary = `#${b.secondary}`;
  const ink =
    Math.abs(luminance(b.primary) - luminance(b.secondary)) >= 0.3 ? secondary : luminance(b.primary) > 0.5 ? '#111111' : '#ffffff';
  const initials = escapeXml(b.initials);
  const shape =
    b.shape === 'circle'
      ? `<circle cx="64" cy="64" r="60" fill="${primary}" stroke="${secondary}" stroke-width="6"/>`
      : `<path d="M64 4 L118 18 V62 C118 94 94 114 64 124 C34 114 10 94 10 62 V18 Z" fill="${primary}" stroke="${secondary}" stroke-width="6"/>`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128">${shape}` +
    `<text x="64" y="66" dominant-baseline="middle" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" ` +
    `font-weight="700" font-size="${[...b.initials].length > 2 ? 36 : 46}" fill="${ink}">${initials}</text></svg>`
  );
}
