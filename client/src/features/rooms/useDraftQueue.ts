import { useEffect, useRef, useState } from 'react';
import { addToQueue } from '@onbir/shared/room/rules/pickQueue';
import type { GamePlayer } from '@onbir/shared/players/types';
import { sendAction } from './roomActions';
import { roomsApi } from './roomsApi';

/**
 * The player's private queue: loaded once, then shown as the player last changed it (add, remove, reorder)
 * while the change is on its way, and as the server answered once it is there; players drafted meanwhile
 * are left out. A refused change shows the server's list again and is reported through `fail`.
 *
 * Each change sends the whole list, so changes go one after another, each built on the one before it: two
 * quick "Listeye ekle" taps send [A] then [A, B] (two lists built on the server's last answer would send [A]
 * and [B] and keep only B), and a removal made while an add is on its way keeps the add.
 */
export function useDraftQueue(roomId: string, draftedIds: ReadonlySet<string>, fail: (err: unknown) => void) {
  const [queue, setQueue] = useState<GamePlayer[]>([]);
  // The list shown, read by a change made before the page has drawn the one before it (two taps in one frame).
  const latest = useRef<GamePlayer[]>([]);
  // The server's last answer: what a refused change falls back to.
  const confirmed = useRef<GamePlayer[]>([]);
  const inFlight = useRef<Promise<void>>(Promise.resolve());
  const changes = useRef(0);
  // `fail` may change every render; the queue is loaded once per room.
  const failRef = useRef(fail);
  useEffect(() => {
    failRef.current = fail;
  });
  const show = (players: GamePlayer[]) => {
    latest.current = players;
    setQueue(players);
  };
  useEffect(() => {
    let live = true;
    roomsApi.queue(roomId).then(
      (q) => {
        if (!live) return;
        confirmed.current = q.players;
        show(q.players);
      },
      (err: unknown) => failRef.current(err),
    );
    return () => {
      live = false;
    };
  }, [roomId]);

  const send = (players: GamePlayer[]) => {
    const kept = players.filter((p) => !draftedIds.has(p.id));
    show(kept);
    const change = ++changes.current;
    inFlight.current = inFlight.current.then(async () => {
      try {
        const answer = await sendAction('setQueue', roomId, { playerIds: kept.map((p) => p.id) });
        confirmed.current = answer.players;
        if (change === changes.current) show(answer.players);
      } catch (err) {
        if (change === changes.current) show(confirmed.current);
        failRef.current(err);
      }
    });
    return inFlight.current;
  };
  /** A new order or a removal, as ids of the list shown. */
  const save = (ids: string[]) => send(ids.flatMap((id) => latest.current.filter((p) => p.id === id)));
  const add = (p: GamePlayer) => {
    const ids = addToQueue(latest.current.map((x) => x.id), p.id);
    void send(ids.flatMap((id) => (id === p.id ? [p] : latest.current.filter((x) => x.id === id))));
  };
  const shown = queue.filter((p) => !draftedIds.has(p.id));
  return { queue: shown, ids: new Set(shown.map((p) => p.id)), save, add };
}
