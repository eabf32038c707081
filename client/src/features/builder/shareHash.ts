import { DEFAULT_BUILDER_FORMATION } from '@onbir/shared/builder/formations';
import { decodeSharedLineup, encodeSharedLineup, type SharedLineup } from '@onbir/shared/builder/share';

/** The lineup a '/ilk11kur#k=…' link carries, or an empty 4-4-2. */
export function readSharedHash(hash: string): SharedLineup {
  const k = new URLSearchParams(hash.replace(/^#/, '')).get('k');
  return (k && decodeSharedLineup(k)) || { formation: DEFAULT_BUILDER_FORMATION, club: null, lineup: {} };
}

/**
 * Keeps the address bar's hash equal to the lineup, so the address itself is the share link (and a
 * reload keeps the work). replaceState: no history entry per click; the router's own state is kept.
 */
export function writeSharedHash(shared: SharedLineup): void {
  const empty = !shared.club && Object.keys(shared.lineup).length === 0 && shared.formation === DEFAULT_BUILDER_FORMATION;
  const hash = empty ? '' : `#k=${encodeSharedLineup(shared)}`;
  if (location.hash === hash) return;
  history.replaceState(history.state, '', `${location.pathname}${location.search}${hash}`);
}
