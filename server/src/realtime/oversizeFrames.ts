import type { Server } from 'socket.io';

/** What `ws` reports when a frame's header announces more than maxPayload (it answers close 1009). */
const TOO_LARGE = 'WS_ERR_UNSUPPORTED_MESSAGE_LENGTH';

interface EngineSocket {
  transport: { name: string; socket?: WsLike };
  on(event: 'upgrade', listener: (transport: EngineSocket['transport']) => void): void;
}
interface WsLike {
  on(event: 'error', listener: (err: Error & { code?: string }) => void): void;
  terminate(): void;
}

function destroyWhenTooLarge(transport: EngineSocket['transport']): void {
  if (transport.name !== 'websocket' || !transport.socket) return;
  const ws = transport.socket;
  ws.on('error', (err) => {
    if (err.code === TOO_LARGE) ws.terminate();
  });
}

/**
 * A WebSocket frame whose header announces more than SOCKET_MAX_MESSAGE_BYTES destroys its connection at
 * once. `ws` answers close 1009 but then reads and discards the frame's bytes until the peer answers the
 * close or its 30 s timer ends: a client that ignores the close is read as fast as it can send (gigabytes a
 * connection). Hooked on every engine connection and on an upgrade from polling to WebSocket.
 */
export function destroyOversizeFrames(io: Server): void {
  io.engine.on('connection', (raw: EngineSocket) => {
    destroyWhenTooLarge(raw.transport);
    raw.on('upgrade', destroyWhenTooLarge);
  });
}
