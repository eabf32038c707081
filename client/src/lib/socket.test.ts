import { afterEach, expect, it, vi } from 'vitest';

/** A stand-in for socket.io-client's socket: records what the client emits and lets the test fire events. */
const sockets: Array<{ handlers: Map<string, (...a: unknown[]) => void>; emitted: unknown[][]; disconnected: boolean; recovered: boolean }> = [];
vi.mock('socket.io-client', () => ({
  io: () => {
    const s = { handlers: new Map<string, (...a: unknown[]) => void>(), emitted: [] as unknown[][], disconnected: false, recovered: false };
    sockets.push(s);
    return {
      get recovered() {
        return s.recovered;
      },
      on: (event: string, fn: (...a: unknown[]) => void) => s.handlers.set(event, fn),
      emit: (...args: unknown[]) => s.emitted.push(args),
      removeAllListeners: () => s.handlers.clear(),
      disconnect: () => void (s.disconnected = true),
    };
  },
}));
// The client project shares one module graph between files: a file run earlier may hold ./socket on the real
// socket.io-client, so it is loaded afresh here, on the stand-in.
vi.resetModules();
const { watchRoom } = await import('./socket');

afterEach(() => void (sockets.length = 0));
const nextTask = () => new Promise((r) => setTimeout(r));

it('a room stopped and watched again at once (StrictMode, a re-subscribing screen) keeps its socket and its one joinRoom', async () => {
  const first = { onRoom: vi.fn() };
  const second = { onRoom: vi.fn() };
  const stopFirst = watchRoom('r1', first);
  stopFirst();
  const stop = watchRoom('r1', second);
  expect(sockets).toHaveLength(1);
  sockets[0].handlers.get('connect')!();
  expect(sockets[0].emitted.filter(([e]) => e === 'joinRoom')).toHaveLength(1);
  sockets[0].handlers.get('updateRoom')!({ _id: 'r1', version: 1 });
  expect(first.onRoom).not.toHaveBeenCalled();
  expect(second.onRoom).toHaveBeenCalledTimes(1);
  await nextTask();
  expect(sockets[0].disconnected).toBe(false);

  stop();
  await nextTask();
  expect(sockets[0].disconnected).toBe(true);
  // Watched again later: a new socket, which joins on its own connect.
  const again = watchRoom('r1', { onRoom: vi.fn() });
  expect(sockets).toHaveLength(2);
  again();
});

/** Answers every joinRoom the socket has sent and not yet had answered. */
function answerJoins(s: (typeof sockets)[number], res: unknown = { ok: true, spectator: false }) {
  for (const call of s.emitted.splice(0)) if (call[0] === 'joinRoom') (call[2] as (r: unknown) => void)(res);
}

it('two rooms are two sockets, and every accepted join (the first too) asks the screens to resync', () => {
  const onResync = vi.fn();
  const stopA = watchRoom('a', { onRoom: vi.fn(), onResync });
  const stopB = watchRoom('b', { onRoom: vi.fn() });
  expect(sockets).toHaveLength(2);
  const connect = sockets[0].handlers.get('connect')!;
  connect();
  // What the screen loaded before its join was accepted may lack what was sent in between: it reloads.
  expect(onResync).not.toHaveBeenCalled();
  answerJoins(sockets[0]);
  expect(onResync).toHaveBeenCalledTimes(1);
  connect();
  answerJoins(sockets[0]);
  expect(onResync).toHaveBeenCalledTimes(2);
  connect();
  answerJoins(sockets[0], { ok: false, code: 'ROOM_NOT_FOUND', message: 'Oda bulunamadı.' });
  expect(onResync).toHaveBeenCalledTimes(2);
  stopA();
  stopB();
});

it('a recovered reconnect neither joins again nor reloads; one that was not recovered does both', () => {
  const onResync = vi.fn();
  const onConnection = vi.fn();
  const onRoom = vi.fn();
  const stop = watchRoom('c', { onRoom, onResync, onConnection });
  const s = sockets[0];
  const connect = s.handlers.get('connect')!;
  let joins = 0;
  const answer = () => {
    joins += s.emitted.filter(([e, id]) => e === 'joinRoom' && id === 'c').length;
    answerJoins(s);
  };
  connect();
  answer();
  s.recovered = true;
  connect();
  answer();
  expect([joins, onResync.mock.calls.length, onConnection.mock.calls.length]).toEqual([1, 1, 2]);
  // The missed events replayed after the recovery reach the screen as any other.
  s.handlers.get('updateRoom')!({ _id: 'c', version: 7 }, '1700000000000-0');
  expect(onRoom).toHaveBeenCalledWith({ _id: 'c', version: 7 });
  s.recovered = false;
  connect();
  answer();
  expect([joins, onResync.mock.calls.length]).toEqual([2, 2]);
  stop();
});
