import { useCallback, useEffect, useRef, useState } from 'react';
import { addToQueue } from '@onbir/shared/room/rules/pickQueue';
import type { GamePlayer } from '@onbir/shared/players/types';
import { sendAction } from './roomActions';
import { roomsApi } from './roomsApi';

/**
 * The player's private queue as the server keeps it: loaded once, replaced by each change (add, remove,
 * reorder), and dropped of players drafted meanwhile. A refused change is reported through `fail`.
 */
export function useDraftQueue(roomId: string, draftedIds: ReadonlySet<string>, fail: (err: unknown) => void) {
  const [queue, setQueue] = useState<GamePlayer[]>([]);
  // `fail` may change every render; the queue is loaded once per room.
  const failRef = useRef(fail);
  useEffect(() => {
    failRef.current = fail;
  });
  useEffect(() => {
    let live = true;
    roomsApi.queue(roomId).then(
      (q) => live && setQueue(q.players),
      (err: unknown) => failRef.current(err),
    );
    return () => {
      live = false;
    };
  }, [roomId]);
  const shown = queue.filter((p) => !draftedIds.has(p.id));
  const save = useCallback(
    async (ids: string[]) => {
      try {
        setQueue((await sendAction('setQueue', roomId, { playerIds: ids.filter((id) => !draftedIds.has(id)) })).players);
      } catch (err) {
        failRef.current(err);
      }
    },
    [roomId, draftedIds],
  );
  const add = (p: GamePlayer) => void save(addToQueue(shown.map((x) => x.id), p.id));
  return { queue: shown, ids: new Set(shown.map((p) => p.id)), save, add };
}
