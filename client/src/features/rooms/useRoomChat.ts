import { useCallback, useEffect, useState } from 'react';
import type { ChatMessageDto } from '@onbir/shared/room/dto';
import { roomsApi } from './roomsApi';

/**
 * Lines in the order the server lists them (made first, first; then by id), whatever order they arrived in:
 * with two server processes, a line sent through the other one may arrive after a newer line sent through this
 * one, and every member must read the same conversation. A line already there is not added again.
 */
export function inChatOrder(current: ChatMessageDto[], incoming: ChatMessageDto[]): ChatMessageDto[] {
  const fresh = incoming.filter((m, i) => !current.some((x) => x.id === m.id) && incoming.findIndex((x) => x.id === m.id) === i);
  if (!fresh.length) return current;
  return [...current, ...fresh].sort(byMade);
}

const byMade = (a: ChatMessageDto, b: ChatMessageDto) => Date.parse(a.createdAt) - Date.parse(b.createdAt) || (a.id < b.id ? -1 : 1);

/** The room's chat lines and reactions: loaded once (when `enabled`: a spectator has no chat), then each new one from the socket. */
export function useRoomChat(roomId: string, enabled = true) {
  const [messages, setMessages] = useState<ChatMessageDto[]>([]);
  const add = useCallback((m: ChatMessageDto) => setMessages((cur) => inChatOrder(cur, [m])), []);
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    roomsApi.chat(roomId).then(
      (all) => live && setMessages((cur) => inChatOrder(cur, all)),
      // The chat is an extra of the room: the room works without it, and sending says what fails.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [roomId, enabled]);
  return { messages, add };
}
