import { DEFAULT_BUILDER_FORMATION } from '@onbir/shared/builder/formations';
import { decodeSharedSquad, encodeSharedSquad } from '@onbir/shared/builder/share';
import { emptySquad, type Squad } from '@onbir/shared/builder/squad';

/** The squad a '/ilk11kur#k=…' link carries (either version of the link), or an empty 4-4-2. */
export function readSharedHash(hash: string): Squad {
  const k = new URLSearchParams(hash.replace(/^#/, '')).get('k');
  return (k && decodeSharedSquad(k)) || emptySquad();
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
