import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from '../../app/navigation';
import type { RoomDto } from '@onbir/shared/game/rooms';
import type { ServerToClientEvents } from '@onbir/shared/realtime/events';
import { ApiError } from '../../lib/api';
import { watchRoom } from '../../lib/socket';
import { useSession } from '../../lib/useSession';
import { roomsApi } from './roomsApi';
import { roomRedirect, type RoomScreen } from './roomRedirect';

export interface LiveRoomOptions {
  /** The match screen's live events. */
  onMatchEvent?: ServerToClientEvents['matchEvent'];
  /** Also reloaded with the room on start and after a reconnect (the match screen's snapshot). */
  reload?: () => Promise<void>;
  onNotice?: ServerToClientEvents['roomNotice'];
  onChat?: ServerToClientEvents['chatMessage'];
}

/**
 * The room shown on the lobby, draft and match screens: loaded once, then kept live over the socket
 * (updates older than the one shown are dropped), reloaded after a reconnect, and the redirects of spec
 * 4.4 applied on every update.
 */
export function useLiveRoom(roomId: string, screen: RoomScreen, opts: LiveRoomOptions = {}) {
  const navigate = useNavigate();
  const { user } = useSession();
  const userId = user?._id;
  const [room, setRoom] = useState<RoomDto | null>(null);
  const [error, setError] = useState<string | null>(null);
  const shownVersion = useRef(-1);
  // The callbacks may change every render; the socket is set up once per room.
  const optsRef = useRef(opts);
  useEffect(() => {
    optsRef.current = opts;
  });

  // Kicked: the room list says why; later updates of this room no longer concern this screen.
  const kicked = useRef(false);
  const accept = useCallback(
    (next: RoomDto) => {
      if (kicked.current || next.version < shownVersion.current) return;
      shownVersion.current = next.version;
      setRoom(next);
      const to = roomRedirect(next, userId, screen);
      if (to) navigate(to, { replace: true });
    },
    [navigate, userId, screen],
  );

  const refetch = useCallback(async () => {
    try {
      const [next] = await Promise.all([roomsApi.get(roomId), optsRef.current.reload?.()]);
      accept(next);
      setError(null);
    } catch (err) {
      if (err instanceof ApiError && (err.status === 404 || err.status === 400)) navigate('/rooms', { replace: true });
      else setError((err as Error).message);
    }
  }, [accept, navigate, roomId]);

  useEffect(() => {
    shownVersion.current = -1;
    void refetch();
    return watchRoom(roomId, {
      onRoom: accept,
      onResync: () => void refetch(),
      onInProgress: (id) => screen !== 'match' && navigate(`/match/${id}`),
      onMatchEvent: (payload) => optsRef.current.onMatchEvent?.(payload),
      onRefused: () => !kicked.current && navigate('/rooms', { replace: true }),
      onNotice: (n) => optsRef.current.onNotice?.(n),
      onChat: (m) => optsRef.current.onChat?.(m),
      onKicked: (n) => {
        kicked.current = true;
        navigate('/rooms', { replace: true, state: { notice: n.message } });
      },
    });
  }, [roomId, accept, refetch, navigate, screen]);

  return { room, error, refetch, userId };
}
