import { io as connect, type Socket } from 'socket.io-client';
import type { ClientToServerEvents, ServerToClientEvents } from '@onbir/shared/realtime/events';
import type { ChatMessageDto } from '@onbir/shared/room/dto';

export type RecoveringSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/**
 * Connection state recovery in tests (realtime/recovery.ts), shared by the one-process and the
 * two-process suites: a socket that reconnects only when told, its transport dropped (the server sees a
 * closed transport, as from a phone that lost its network, not a goodbye), and what it hears in order.
 */
export async function roomSocket(url: string, token: string, roomId: string): Promise<RecoveringSocket> {
  const socket: RecoveringSocket = connect(url, { auth: { token }, transports: ['websocket'], reconnection: false });
  await connected(socket);
  const ack = await socket.emitWithAck('joinRoom', roomId);
  if (!ack.ok) throw new Error(`joinRoom refused: ${ack.message}`);
  return socket;
}

/** Resolves when the socket connects; rejects with the server's refusal. */
export function connected(socket: RecoveringSocket): Promise<void> {
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
}

/** Closes the socket's transport under it: no DISCONNECT packet, so the server keeps its session. */
export async function dropTransport(socket: RecoveringSocket): Promise<void> {
  const gone = new Promise((resolve) => socket.once('disconnect', resolve));
  socket.io.engine.close();
  await gone;
}

/** The socket's connection again, with its session id and last offset (socket.io-client sends both). */
export async function reconnect(socket: RecoveringSocket): Promise<void> {
  const back = connected(socket);
  socket.connect();
  await back;
}

/** The chat texts the socket hears, in arrival order. */
export function chatTexts(socket: RecoveringSocket): string[] {
  const texts: string[] = [];
  socket.on('chatMessage', (m: ChatMessageDto) => texts.push(m.text));
  return texts;
}

/**
 * The chat texts that reach the client's connection, whether or not its socket hands them on: a socket not
 * (yet) connected keeps the events it receives in a buffer, so its handlers alone cannot tell a leak.
 */
export function chatTextsOnTheWire(socket: RecoveringSocket): string[] {
  const texts: string[] = [];
  socket.io.on('packet', (packet: { data?: unknown }) => {
    const [event, message] = Array.isArray(packet.data) ? packet.data : [];
    if (event === 'chatMessage') texts.push((message as ChatMessageDto).text);
  });
  return texts;
}
