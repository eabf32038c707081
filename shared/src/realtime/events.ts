import type { ChatMessageDto, KickedNotice, RoomNotice } from '../game/draftRoom';
import type { RoomDto } from '../game/rooms';
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
  /** A chat line or a reaction to a pick, to the room's members. */
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

export type JoinRoomAck = { ok: true } | { ok: false; message: string };

export interface ClientToServerEvents {
  /** Subscribes to a room's updates; refused unless the user is a member. The server answers with an updateRoom. */
  joinRoom: (roomId: string, ack?: (res: JoinRoomAck) => void) => void;
}

export interface SocketData {
  userId: string;
  username: string;
}
