import { useCallback, useEffect, useRef, useState } from 'react';
import { addToQueue } from '@onbir/shared/room/rules/pickQueue';
import type { GamePlayer } from '@onbir/shared/players/types';
import { sendAction } from './roomActions';
import { roomsApi } from './roomsApi';

/**
 * The player's private queue as the server keeps it: loaded once, replaced by each change (add, remove,
 * reorder), and dropped of players drafted meanwhile. A refused change is reported through `fail`.
 *
 * Each change sends the whole list, so changes go one after another, each built on the one before it: two
 * quick "Listeye ekle" taps send [A] then [A, B], where two lists built on the last answer would send [A]
 * and [B] and keep only one of them.
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
  // The list the last change asked for, while changes are on their way (null: the server's answer is current).
  const intended = useRef<string[] | null>(null);
  const inFlight = useRef<Promise<void>>(Promise.resolve());
  const changes = useRef(0);
  const save = useCallback(
    (ids: string[]) => {
      const playerIds = ids.filter((id) => !draftedIds.has(id));
      intended.current = playerIds;
      const change = ++changes.current;
      inFlight.current = inFlight.current.then(async () => {
        try {
          const answer = await sendAction('setQueue', roomId, { playerIds });
          setQueue(answer.players);
          if (change === changes.current) intended.current = null;
        } catch (err) {
          // The server kept its list: later changes built on the refused one are built on the shown list again.
          if (change === changes.current) intended.current = null;
          failRef.current(err);
        }
      });
      return inFlight.current;
    },
    [roomId, draftedIds],
  );
  const add = (p: GamePlayer) => void save(addToQueue(intended.current ?? shown.map((x) => x.id), p.id));
  return { queue: shown, ids: new Set(shown.map((p) => p.id)), save, add };
}
