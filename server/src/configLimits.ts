import { z } from 'zod';

const count = (def: number) => z.coerce.number().int().min(1).default(def);
const ms = (def: number) => z.coerce.number().int().min(100).default(def);

/**
 * The availability limits (docs/security.md, "Controls"): every one has a default that never touches a
 * person using the app and holds against one client, and can be changed by its environment variable.
 */
export const limitsSchema = {
  /** A connection must send a complete request head within this (the first one and every later one). */
  HTTP_HEADERS_TIMEOUT_MS: ms(5_000),
  /** A whole request (head and body) must arrive within this. */
  HTTP_REQUEST_TIMEOUT_MS: ms(30_000),
  /** An idle keep-alive connection is closed after this. */
  HTTP_KEEP_ALIVE_TIMEOUT_MS: ms(5_000),
  /**
   * Open connections at once, all clients together; 0 means 80% of the process's descriptor limit, so the
   * database, the image cache and the logs always have descriptors left.
   */
  MAX_CONNECTIONS: z.coerce.number().int().min(0).default(0),
  /** Open connections (and, behind TRUST_PROXY, requests in progress) from one client address. */
  MAX_CONNECTIONS_PER_ADDRESS: count(100),
  /** Connections the kernel may queue before the server accepts them (capped by net.core.somaxconn). */
  HTTP_LISTEN_BACKLOG: count(4096),
  /**
   * API writes (POST, PUT, PATCH, DELETE) one account may make per 10 s (by address when not signed in):
   * a person clicks a few a second at most; a scripted burst is refused before it queues database work.
   */
  API_WRITES_PER_10S: count(30),
  /** Largest Socket.IO message (one frame or one polling body), in bytes. */
  SOCKET_MAX_MESSAGE_BYTES: z.coerce.number().int().min(1024).default(8_192),
  /** A new realtime connection that has not finished its Socket.IO handshake by then is closed. */
  SOCKET_CONNECT_TIMEOUT_MS: ms(10_000),
  /**
   * A realtime connection is pinged this often and counted lost when no answer comes within the timeout: a
   * phone that went silent frees its connection after both (its missed broadcasts wait for it: recovery.ts).
   */
  SOCKET_PING_INTERVAL_MS: ms(25_000),
  SOCKET_PING_TIMEOUT_MS: ms(20_000),
  /** Realtime connections open at once per account (every tab is one). */
  SOCKETS_PER_USER: count(10),
  /** Realtime connections open at once per client address, signed in or not. */
  SOCKETS_PER_ADDRESS: count(50),
  /** New realtime connections per client address per minute, at most a sixth of them within 10 s. */
  SOCKET_HANDSHAKES_PER_MINUTE: count(120),
  /** Events one socket may send per SOCKET_EVENT_WINDOW_SECONDS. */
  SOCKET_EVENTS_PER_SOCKET: count(20),
  /** Events one account (or, unauthenticated, one address) may send per window over all its sockets. */
  SOCKET_EVENTS_PER_OWNER: count(40),
  SOCKET_EVENT_WINDOW_SECONDS: count(2),
  /** Events dropped for being over budget before the socket is told why and disconnected. */
  SOCKET_DROPS_BEFORE_DISCONNECT: count(20),
  /**
   * Live board sessions ("Canlı sunum", modules/presenter): realtime connections per client address that
   * carry the live mark, beside SOCKETS_PER_ADDRESS (a class or a squad on one network watches at once),
   * and new ones per minute (a sixth of them per 10 s).
   */
  LIVE_SOCKETS_PER_ADDRESS: count(80),
  LIVE_HANDSHAKES_PER_MINUTE: count(300),
  /** Viewers of one session, all processes together. */
  LIVE_MAX_VIEWERS: count(300),
  /**
   * Viewers of one session from one address (an IPv6 /64) and from one network (an IPv4 /24, an IPv6 /48),
   * per process: a school's or a club's network watches at once, a few addresses cannot fill every seat.
   */
  LIVE_VIEWERS_PER_ADDRESS: count(60),
  LIVE_VIEWERS_PER_SUBNET: count(120),
  /** A session's board (its share payload, in characters). */
  LIVE_MAX_BOARD_BYTES: z.coerce.number().int().min(6_000).default(65_536),
  /** A session's still (the video page's paused frame: a JPEG in base64url, in characters; about 72 KB of JPEG). */
  LIVE_MAX_STILL_BYTES: z.coerce.number().int().min(6_000).default(98_304),
  /** A session with no op from its presenter for this long ends ("Sunum sona erdi"). */
  LIVE_IDLE_MS: ms(30 * 60_000),
  /**
   * A session whose presenter's connection is gone ends after this, unless the presenter comes back (a
   * reload, a phone's network switching): sessions of closed pages do not hold their seats for LIVE_IDLE_MS.
   */
  LIVE_PRESENTER_GRACE_MS: ms(60_000),
  /**
   * Sessions opened from one address (an IPv6 /64) and from one network (an IPv4 /24, an IPv6 /48), over
   * every process's sessions, and sessions one process holds (a board of at most LIVE_MAX_BOARD_BYTES and a still
   * of at most LIVE_MAX_STILL_BYTES each: 3,000 of 64 + 96 KB are 480 MB): 500 networks at their cap leave 500 places, so the few hundred addresses an attacker
   * rents cannot keep a coach out.
   */
  LIVE_SESSIONS_PER_ADDRESS: count(5),
  LIVE_SESSIONS_PER_SUBNET: count(5),
  LIVE_SESSIONS_MAX: count(3_000),
  /** Ops and laser strokes one presenter may send per second (a drag sends about 30). */
  LIVE_OPS_PER_SECOND: count(60),
  /** Board payload one presenter may send per 10 s (about five whole boards of the largest size). */
  LIVE_BOARD_BYTES_PER_10S: count(320_000),
  /** Still payload one presenter may send per 10 s (five of the largest). */
  LIVE_STILL_BYTES_PER_10S: count(491_520),
  /** Whole time one image proxy fetch may take, redirects and a slow body included. */
  IMAGE_FETCH_DEADLINE_MS: ms(10_000),
  /**
   * Least estimated guesses (log10, zxcvbn) for a new password: 5 refuses the common and trivial ones
   * (123456, aaaaaa, qwerty, secret123, the user's own name) and nothing a person picked with any care.
   */
  /** How long a browser that signed in stays trusted past an account lock (modules/auth/deviceCookie.ts). */
  DEVICE_COOKIE_DAYS: count(180),
  PASSWORD_MIN_GUESSES_LOG10: z.coerce.number().min(0).max(12).default(5),
};
