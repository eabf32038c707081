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

