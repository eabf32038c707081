import { useCallback, useEffect, useState } from 'react';
import type { ChatMessageDto } from '@onbir/shared/room/dto';
import { roomsApi } from './roomsApi';

/** The room's chat lines and reactions: loaded once, then each new one from the socket (no repeats). */
export function useRoomChat(roomId: string) {
  const [messages, setMessages] = useState<ChatMessageDto[]>([]);
  const add = useCallback((m: ChatMessageDto) => setMessages((cur) => (cur.some((x) => x.id === m.id) ? cur : [...cur, m])), []);
  useEffect(() => {
    let live = true;
    roomsApi.chat(roomId).then(
      (all) => live && setMessages((cur) => [...all, ...cur.filter((m) => !all.some((x) => x.id === m.id))]),
      // The chat is an extra of the room: the room works without it, and sending says what fails.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [roomId]);
  return { messages, add };
}
