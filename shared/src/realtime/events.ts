import type { ActionAnswer, ChatMessageDto, KickedNotice, RoomDto, RoomNotice } from '../room/dto';
import type { MatchEventPayload } from '../match/wire';
import type { RealtimeRefusalCode } from '../messages/realtime';

/**
 * The typed Socket.IO event maps shared by server and client. The match module completes matchEvent's
 * payload (MatchEventPayload).
 */
export interface ServerToClientEvents {
  /** The full room after every change. */
  updateRoom: (room: RoomDto) => void;
  /** A notice every member sees: an automatic pick ("Süre doldu: M. Akanji otomatik seçildi."), a seat taken over. */
  roomNotice: (notice: RoomNotice) => void;
  /** To the kicked player's own sockets: why he left the room. */
  kicked: (notice: KickedNotice) => void;
  /** A chat line or a reaction to a pick, to the room's members (never to spectators). */
  chatMessage: (message: ChatMessageDto) => void;
  /** The room id whose tournament started: clients go to /match/{roomId}. */
  in_progress: (roomId: string) => void;
  /** One event of the live match, as its minute comes. */
  matchEvent: (payload: MatchEventPayload) => void;
  /** Why the server is closing this connection (over a budget: too many sockets or events); sent just before it does. */
  refused: (notice: RealtimeRefusal) => void;
}

export interface RealtimeRefusal {
  code: RealtimeRefusalCode;
  message: string;
}

/** joinRoom's answer: a member follows the room; anyone else signed in watches an open room as a spectator (no chat, no actions). */
export type JoinRoomAck = { ok: true; spectator: boolean } | { ok: false; code: string; message: string };

/** An action sent over the socket: answered as the HTTP call would be. */
export type RoomActionAck = { ok: true; answer: ActionAnswer } | { ok: false; code: string; message: string };

export interface ClientToServerEvents {
  /** Subscribes to a room's updates (members), or to its room and live match (spectators of an open room). The server answers with an updateRoom. */
  joinRoom: (roomId: string, ack?: (res: JoinRoomAck) => void) => void;
  /** Any action of the room machine that has a route (shared/src/room/routes.ts), by name, with its body. */
  roomAction: (roomId: string, action: string, body: unknown, ack?: (res: RoomActionAck) => void) => void;
}

export interface SocketData {
  userId: string;
  username: string;
}
