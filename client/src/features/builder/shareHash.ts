import { DEFAULT_BUILDER_FORMATION } from '@onbir/shared/builder/formations';
import { encodeSharedSquad } from '@onbir/shared/builder/share';
import { emptySquad, type Squad } from '@onbir/shared/builder/squad';

/** The link's 'k' value in an address hash, or null. */
export const sharedCode = (hash: string) => new URLSearchParams(hash.replace(/^#/, '')).get('k');

/**
 * The squad a '/ilk11kur#k=…' link carries (either version), or null for a damaged link. The reader and
 * its validation library load only for a page opened with a link (most first visits have none).
 */
export async function readSharedHash(hash: string): Promise<Squad | null> {
  const code = sharedCode(hash);
  if (!code) return null;
  const { decodeSharedSquad } = await import('@onbir/shared/builder/shareDecode');
  return decodeSharedSquad(code);
}

/**
 * Keeps the address bar's hash equal to the squad, so the address itself is the share link (and a
 * reload keeps the work). replaceState: no history entry per click; the router's own state is kept.
 */
export function writeSharedHash(squad: Squad): void {
  const untouched = JSON.stringify(squad) === JSON.stringify(emptySquad(DEFAULT_BUILDER_FORMATION));
  const hash = untouched ? '' : `#k=${encodeSharedSquad(squad)}`;
  if (location.hash === hash) return;
  history.replaceState(history.state, '', `${location.pathname}${location.search}${hash}`);
}
