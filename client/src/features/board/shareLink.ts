import type { Board } from '@onbir/shared/board/model';

/** The whole board travels in the hash, which never reaches a server. */
const HASH_PREFIX = '#tahta=';

export async function shareUrl(board: Board, origin = window.location.origin): Promise<string> {
  const { encodeBoard } = await import('@onbir/shared/board/serialize');
  return `${origin}/taktik${HASH_PREFIX}${await encodeBoard(board)}`;
}

export function sharedPayload(hash: string): string | null {
  return hash.startsWith(HASH_PREFIX) ? hash.slice(HASH_PREFIX.length) : null;
}

/** Longer links than this are held out of the address bar while the page starts (a board at the limits a board keeps makes about 56,000). */
const HELD_LINK_CHARS = 64 * 1024;
let held: string | null = null;

/**
 * Takes a long board link out of the address bar before the router starts. Chromium spends about a second on
 * each history call the page makes while its address is a 590 kB link (the router makes one as it starts;
 * e2e/bench/heavyLink.bench.ts): one call takes it out, and the board's link, thinned on read, goes back
 * once the board is read (`restoreHeldLink`). Runs first in main.tsx.
 */
export function holdLongLink(): void {
  const { hash, pathname, search } = window.location;
  if (hash.length <= HELD_LINK_CHARS || sharedPayload(hash) === null) return;
  held = hash;
  history.replaceState(history.state, '', `${pathname}${search}`);
}

/** The hash the page was opened with, a long link held out of the address bar included. */
export const openingHash = () => held ?? window.location.hash;

/** The board read from a held link back in the address bar, as the link it now is (none for a broken one). */
export async function restoreHeldLink(board: Board | null): Promise<void> {
  if (held === null) return;
  held = null;
  if (board) history.replaceState(history.state, '', await shareUrl(board));
}
