/**
 * The typed Socket.IO event maps shared by server and client. Payload shapes are completed by the
 * rooms and match modules (RoomDto, MatchEventPayload).
 */
export interface ServerToClientEvents {
  updateRoom: (room: unknown) => void;
  in_progress: (roomId: string) => void;
  matchEvent: (payload: unknown) => void;
}

export interface ClientToServerEvents {
  joinRoom: (roomId: string, ack?: (res: { ok: boolean; message?: string }) => void) => void;
}

export interface SocketData {
  userId: string;
  username: string;
}
