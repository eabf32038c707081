import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from '../../lib/navigation';
import type { RoomDto } from '@onbir/shared/room/dto';
import { refusal } from '@onbir/shared/room/refusal';
import type { ServerToClientEvents } from '@onbir/shared/realtime/events';
import { ApiError } from '../../lib/api';
import { watchRoom } from '../../lib/socket';
import { useSession } from '../../lib/useSession';
import { roomsApi } from './roomsApi';
import { useRoomText } from './roomText';
import { isMemberOf, roomRedirect, type RoomScreen } from './roomRedirect';
import { turkishText } from '@onbir/shared/messages/refusal';

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
 * (updates older than the one shown are dropped), reloaded after every reconnect, and the redirects of
 * docs/rooms.md, 'Room updates on screen', applied on every update. It says whether the connection is up (the screens show a banner while
 * it is not) and whether the user only watches (a spectator of an open room's match screen). A locked room
 * the user may not watch is `locked` (the match screen asks for its password); anything else that sends
 * the user away says why on the rooms list.
 */
export function useLiveRoom(roomId: string, screen: RoomScreen, opts: LiveRoomOptions = {}) {
  const navigate = useNavigate();
  const { user } = useSession();
  const userId = user?._id;
  const [room, setRoom] = useState<RoomDto | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [online, setOnline] = useState(true);
  const [locked, setLocked] = useState(false);
  const shownVersion = useRef(-1);
  // The callbacks may change every render; the socket is set up once per room.
  const optsRef = useRef(opts);
  // The kicked notice comes as a key and values: worded in the language on screen when it arrives.
  const roomText = useRoomText();
  const roomTextRef = useRef(roomText);
  useEffect(() => {
    optsRef.current = opts;
    roomTextRef.current = roomText;
  });

  // Kicked: the room list says why; later updates of this room no longer concern this screen.
  const gone = useRef(false);
  // The user's own leave is under way: an update or refusal finding his seat gone is its echo, not a reason to send him off.
  const leaving = useRef(false);
  const leave = useCallback(
    (notice?: string) => {
      gone.current = true;
      navigate('/rooms', { replace: true, state: { notice } });
    },
    [navigate],
  );
  const accept = useCallback(
    (next: RoomDto) => {
      if (gone.current || next.version < shownVersion.current) return;
      shownVersion.current = next.version;
      setRoom(next);
      setLocked(false);
      const to = roomRedirect(next, userId, screen);
      // The refusal's catalogue text: the rooms list's notice shows it in the language on screen.
      if (to === '/rooms') {
        if (!leaving.current) leave(turkishText(refusal('NOT_MEMBER')));
      }
      else if (to) navigate(to, { replace: true });
    },
    [navigate, leave, userId, screen],
  );

  const refetch = useCallback(async () => {
    try {
      const [next] = await Promise.all([roomsApi.get(roomId), optsRef.current.reload?.()]);
      accept(next);
      setError(null);
    } catch (err) {
      if (err instanceof ApiError && err.code === 'LOCKED_MEMBERS_ONLY' && screen === 'match') setLocked(true);
      else if (err instanceof ApiError && [400, 403, 404].includes(err.status)) {
        if (!leaving.current) leave(err.message);
      }
      else setError((err as Error).message);
    }
  }, [accept, leave, roomId, screen]);

  useEffect(() => {
    shownVersion.current = -1;
    gone.current = false;
    void refetch();
    return watchRoom(roomId, {
      onRoom: accept,
      onResync: () => void refetch(),
      onConnection: setOnline,
      onInProgress: (id) => screen !== 'match' && navigate(`/match/${id}`),
      onMatchEvent: (payload) => optsRef.current.onMatchEvent?.(payload),
      onRefused: (r) => {
        if (gone.current || leaving.current) return;
        if (r.code === 'LOCKED_MEMBERS_ONLY' && screen === 'match') setLocked(true);
        else leave(r.message);
      },
      onNotice: (n) => optsRef.current.onNotice?.(n),
      onChat: (m) => optsRef.current.onChat?.(m),
      onKicked: (n) => leave(roomTextRef.current(n.text.key, n.text.values)),
    });
  }, [roomId, accept, refetch, navigate, leave, screen]);

  /**
   * Leaves the room by `run` (the leave action's call; true when it went through). Its answer, not the
   * room update it causes (which may come first over the socket), sends the user to the rooms list with
   * `notice`; a leave that failed shows the room as it now is.
   */
  const leaveRoom = useCallback(
    async (run: () => Promise<boolean>, notice?: string) => {
      leaving.current = true;
      const left = await run().finally(() => {
        leaving.current = false;
      });
      if (left) leave(notice);
      else void refetch();
    },
    [leave, refetch],
  );

  const spectator = room !== null && !isMemberOf(room, userId);
  return { room, error, refetch, userId, online, spectator, locked, leaveRoom };
}
