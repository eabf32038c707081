import { initialsOf } from '@onbir/shared/players/text';

const HEX = /^#[0-9a-fA-F]{6}$/;

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

const escapeXml = (s: string) => s.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The generated image for a player or club without a usable picture: the initials of the name on the
 * club's colours (a circle for a player, a shield for a club). The text takes the secondary colour unless
 * it is too close to the primary, then black or white, whichever reads.
 */
export function badgeSvg(opts: { name: string; primary: string; secondary: string; shape: 'circle' | 'shield' }): string {
  const primary = HEX.test(opts.primary) ? opts.primary : '#1f2937';
  const secondary = HEX.test(opts.secondary) ? opts.secondary : '#ffffff';
  const ink = Math.abs(luminance(primary) - luminance(secondary)) >= 0.3 ? secondary : luminance(primary) > 0.5 ? '#111111' : '#ffffff';
  const initials = escapeXml(initialsOf(opts.name));
  const shape =
    opts.shape === 'circle'
      ? `<circle cx="64" cy="64" r="60" fill="${primary}" stroke="${secondary}" stroke-width="6"/>`
      : `<path d="M64 4 L118 18 V62 C118 94 94 114 64 124 C34 114 10 94 10 62 V18 Z" fill="${primary}" stroke="${secondary}" stroke-width="6"/>`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128">${shape}` +
    `<text x="64" y="66" dominant-baseline="middle" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" ` +
    `font-weight="700" font-size="${initials.length > 2 ? 36 : 46}" fill="${ink}">${initials}</text></svg>`
  );
}
