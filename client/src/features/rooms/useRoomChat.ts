import { useCallback, useEffect, useState } from 'react';
import type { ChatMessageDto } from '@onbir/shared/room/dto';
import { roomsApi } from './roomsApi';

/** The room's chat lines and reactions: loaded once (when `enabled`: a spectator has no chat), then each new one from the socket (no repeats). */
export function useRoomChat(roomId: string, enabled = true) {
  const [messages, setMessages] = useState<ChatMessageDto[]>([]);
  const add = useCallback((m: ChatMessageDto) => setMessages((cur) => (cur.some((x) => x.id === m.id) ? cur : [...cur, m])), []);
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    roomsApi.chat(roomId).then(
      (all) => live && setMessages((cur) => [...all, ...cur.filter((m) => !all.some((x) => x.id === m.id))]),
      // The chat is an extra of the room: the room works without it, and sending says what fails.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [roomId, enabled]);
  return { messages, add };
}
