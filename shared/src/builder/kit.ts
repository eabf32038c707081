import type { BuilderTeam } from '../players/types';
import type { Kit } from './squad';

/** The site's green with white trim: the kit of a lineup without a club. */
export const DEFAULT_KIT: Kit = { primary: '#13694c', secondary: '#ffffff' };
// Pure black, not the site's ink: with white it guarantees 4.5:1 (AA) on any shirt colour (the worst is a mid grey, ~4.6).
const DARK_TEXT = '#000000';
const LIGHT_TEXT = '#ffffff';
const HEX = /^#[0-9a-f]{6}$/i;
const BADGE = /^\/api\/images\/badge\/(?:circle|shield)\/([0-9a-f]{6})\/([0-9a-f]{6})\//;

export const isHexColour = (c: string) => HEX.test(c);

/** WCAG 2.1 relative luminance of '#rrggbb'. */
export function relativeLuminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2.1 contrast ratio, 1 … 21. */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

/** White or near-black, whichever reads better on `background` (computed, never guessed from a name). */
export function readableTextOn(background: string): string {
  return contrastRatio(background, LIGHT_TEXT) >= contrastRatio(background, DARK_TEXT) ? LIGHT_TEXT : DARK_TEXT;
}

/**
 * A club's colours: those the server sends with the club, else those its generated crest is drawn in
 * (the badge path carries them), else the default kit.
 */
export function clubKit(club: BuilderTeam | null): Kit {
  if (!club) return DEFAULT_KIT;
  if (club.colors && isHexColour(club.colors[0]) && isHexColour(club.colors[1])) return { primary: club.colors[0], secondary: club.colors[1] };
  const m = BADGE.exec(club.logo_url);
  return m ? { primary: `#${m[1]}`, secondary: `#${m[2]}` } : DEFAULT_KIT;
}

/** What a card is painted with: the shirt, its trim and the text colour readable on the shirt. */
export interface KitPaint extends Kit {
  text: string;
}

export function kitPaint(kit: Kit | null, club: BuilderTeam | null): KitPaint {
  const chosen = kit ?? clubKit(club);
  return { ...chosen, text: readableTextOn(chosen.primary) };
}
