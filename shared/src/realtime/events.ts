import type { ChatMessageDto, KickedNotice, RoomDto, RoomNotice } from '../room/dto';
import type { MatchEventPayload } from '../match/wire';
import type { RealtimeRefusalCode } from '../messages/realtime';
import type { Refusal, RefusalParams } from '../messages/refusal';
import type { PresenterCode } from '../messages/presenter';
import type { Laser, LiveEnded, LiveOp, LivePatch, LiveSnapshot } from '../presenter/protocol';

/**
 * A request's refusal: its code and values, and its text in the connection's language (the server words it).
 * The code is a refusal's, or one of the server's own errors (VALIDATION, INTERNAL).
 */
export interface Refused {
  ok: false;
  code: string;
  params: RefusalParams;
  message: string;
}

/** What every acknowledgement carries: the answer's fields, or why the request was refused. */
export type Response<T extends object = object> = ({ ok: true } & T) | Refused;

/**
 * One event: its payload (the arguments before any acknowledgement) and, for a request, what the
 * acknowledgement carries; `optional` marks a request whose sender may also want no answer.
 */
interface Event<Payload extends unknown[], Ack extends Response<object> | undefined = undefined, Optional extends boolean = false> {
  payload: Payload;
  ack: Ack;
  optional: Optional;
}

/**
 * Every Socket.IO event of the app, by namespace and direction: the one map server and client type their
 * sockets from (`Listeners` below). `/` is the rooms' and matches' namespace (signed in), `/live` the
 * board's live sessions (docs/presenter.md).
 */
export interface SocketEvents {
  '/': {
    clientToServer: {
      /** Subscribes to a room's updates (members), or to its room and live match (spectators of an open room); the room follows as an updateRoom. */
      joinRoom: Event<[roomId: string], Response<{ spectator: boolean }>>;
    };
    serverToClient: {
      /** The full room after every change. */
      updateRoom: Event<[room: RoomDto]>;
      /** A notice every member sees: an automatic pick ("Süre doldu: M. Akanji otomatik seçildi."), a seat taken over. */
      roomNotice: Event<[notice: RoomNotice]>;
      /** To the kicked player's own sockets: why he left the room. */
      kicked: Event<[notice: KickedNotice]>;
      /** A chat line or a reaction to a pick, to the room's members (never to spectators). */
      chatMessage: Event<[message: ChatMessageDto]>;
      /** The room id whose tournament started: clients go to /match/{roomId}. */
      in_progress: Event<[roomId: string]>;
      /** One event of the live match, as its minute comes. */
      matchEvent: Event<[payload: MatchEventPayload]>;
      /** Why the server is closing this connection (over a budget: too many sockets or events); sent just before it does. */
      refused: Event<[notice: Refusal<RealtimeRefusalCode> & { message: string }]>;
    };
  };
  '/live': {
    clientToServer: {
      /** `stillChars`: the most characters a still may have here (LIVE_MAX_STILL_BYTES), so the page makes its JPEG fit. */
      'live:start': Event<[], Response<{ code: string; token: string; stillChars: number }>>;
      'live:present': Event<[req: { code: string; token: string }], Response<{ viewers: number }>>;
      /** The presenter sends moves without waiting for their answers; anything else waits for its ack. */
      'live:op': Event<[op: LiveOp], Response, true>;
      'live:laser': Event<[laser: Laser]>;
      'live:end': Event<[], Response>;
      'live:watch': Event<[req: { code: string }], Response<{ snapshot: LiveSnapshot }>>;
    };
    serverToClient: {
      'live:state': Event<[snapshot: LiveSnapshot]>;
      'live:patch': Event<[patch: LivePatch]>;
      'live:laser': Event<[laser: Laser]>;
      'live:viewers': Event<[count: number]>;
      'live:ended': Event<[ended: LiveEnded]>;
      /** To the presenter: something it sent was refused (too fast, too big) or it lost the session. */
      'live:notice': Event<[notice: Refusal<PresenterCode>]>;
    };
  };
}

/**
 * An event map as Socket.IO's typed listeners. A client may still send a request without its
 * acknowledgement (nothing but the types stop it), so the server checks for one before answering.
 */
type Listeners<M> = {
  [K in keyof M]: M[K] extends Event<infer P, infer A, infer O>
    ? [A] extends [undefined]
      ? (...args: P) => void
      : [O] extends [true]
        ? (...args: [...P, ack?: (res: A) => void]) => void
        : (...args: [...P, ack: (res: A) => void]) => void
    : never;
};

export type ClientToServerEvents = Listeners<SocketEvents['/']['clientToServer']>;
export type ServerToClientEvents = Listeners<SocketEvents['/']['serverToClient']>;
export type LiveClientToServer = Listeners<SocketEvents['/live']['clientToServer']>;
export type LiveServerToClient = Listeners<SocketEvents['/live']['serverToClient']>;

export interface SocketData {
  userId: string;
  username: string;
  /** The token's account version and expiry (ms): a recovered connection is checked against them (server/src/realtime/recovery.ts). */
  tokenVersion?: number;
  tokenExpiresAt?: number;
}
