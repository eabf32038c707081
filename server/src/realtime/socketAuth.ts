import type { Server } from 'socket.io';
import { answerWith, wording, wordMessage } from '@onbir/shared/messages/wording';
import { socketLocale } from './socketLocale';
import type { AppContext, Io } from '../context';
import { BUMP_EVENT, sessionsOf, userRoom, type Sessions } from '../modules/auth/sessions';
import { verifyToken, type AuthUser } from '../modules/auth/token';

type IoSocket = Parameters<Parameters<Io['use']>[0]>[0];
// setTimeout's longest delay; a token that lives longer is checked again when this one fires.
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * Authentication of the realtime connection. The handshake must carry a valid token of a session that
 * has not ended (auth.token). After that the socket is checked again on every event it sends (a socket
 * whose session ended — password change, reset, "Tüm oturumlardan çık", account gone — is disconnected
 * and the event dropped) and closed when its token expires. Every socket joins its user's room, so
 * ending the sessions closes the user's sockets on every process at once (sessions.ts).
 */
export function socketAuth(io: Io, ctx: AppContext): Parameters<Io['use']>[0] {
  const sessions = sessionsOf(ctx);
  const users = new WeakMap<IoSocket, AuthUser>();
  // Another process ended a user's sessions: its new version replaces the cached one.
  if (ctx.redis) (io as unknown as Server).on(BUMP_EVENT, (userId: string, version: number) => sessions.learned(userId, version));
  io.on('connection', (socket) => {
    const user = users.get(socket);
    // A socket refused by a budget (socketBudgets.ts) is already gone: joining a room now would leak it.
    if (user && socket.connected) guard(socket, user, sessions, ctx.log);
  });
  return (socket, next) => {
    const raw = (socket.handshake.auth as { token?: unknown } | undefined)?.token;
    const user = verifyToken(ctx.config, typeof raw === 'string' ? raw : undefined);
    // The connection's refusal in its language (socketLocale.ts): no acknowledgement carries it.
    const refuse = (code: 'LOGIN_REQUIRED' | 'SESSION_ENDED') => next(new Error(wordMessage(wording('accounts', code), socketLocale(socket))));
    if (!user) return refuse('LOGIN_REQUIRED');
    sessions.isCurrent(user).then(
      (current) => {
        if (!current) return refuse('SESSION_ENDED');
        socket.data.userId = user.id;
        socket.data.username = user.username;
        socket.data.tokenVersion = user.ver ?? 0;
        if (user.exp !== undefined) socket.data.tokenExpiresAt = user.exp * 1000;
        users.set(socket, user);
        next();
      },
      (err: Error) => next(err),
    );
  };
}

function guard(socket: IoSocket, user: AuthUser, sessions: Sessions, log: AppContext['log']) {
  void socket.join(userRoom(user.id));
  const expiresAt = (user.exp ?? Infinity) * 1000;
  let timer: NodeJS.Timeout | undefined;
  const arm = () => {
    const ms = expiresAt - Date.now();
    if (!Number.isFinite(ms)) return;
    if (ms <= 0) return void socket.disconnect(true);
    timer = setTimeout(arm, Math.min(ms, MAX_TIMER_MS));
  };
  arm();
  socket.once('disconnect', () => clearTimeout(timer));

  // One check at a time, in arrival order, so a cache miss cannot let a later event overtake an earlier one.
  let chain = Promise.resolve();
  socket.use((packet, next) => {
    chain = chain
      .then(async () => {
        const current = Date.now() < expiresAt && (await sessions.isCurrent(user).catch(() => false));
        if (current) return next();
        const ack = packet.at(-1);
        if (typeof ack === 'function') ack({ ok: false, code: 'SESSION_ENDED', ...answerWith(wording('accounts', 'SESSION_ENDED')) });
        socket.disconnect(true);
      })
      // A handler that throws must not stop the chain: every later event of the socket would wait forever.
      .catch((err: unknown) => log.error({ err, event: packet[0] }, 'socket event failed'));
  });
}

