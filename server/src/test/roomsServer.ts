import { afterAll, afterEach, beforeAll } from 'vitest';
import { startTestServer, type TestServer, type TestServerOptions } from './testServer';
import type { TestUser } from './fixtures';
import { roomsKit, type ClientSocket } from './rooms';
import { insertTestPool, type TestPoolOptions } from './roomsPool';

/**
 * A rooms test file's server: started before its tests over a test pool; after each test its sockets are
 * closed and the pick clock runs at real speed again.
 */
export function useRoomsServer(pool: TestPoolOptions = {}, opts: TestServerOptions = {}) {
  const env = { s: null as unknown as TestServer, kit: null as unknown as ReturnType<typeof roomsKit>, sockets: [] as ClientSocket[] };
  beforeAll(async () => {
    env.s = await startTestServer({}, opts);
    await insertTestPool(env.s.ctx, pool);
    env.kit = roomsKit(env.s);
  });
  afterEach(() => {
    env.sockets.splice(0).forEach((x) => x.disconnect());
    env.s.ctx.timers.msPerSecond = 1000;
  });
  afterAll(async () => {
    await env.s?.close();
  });
  return {
    env,
    /** A member's socket subscribed to the room (closed after the test). */
    async socketIn(u: TestUser, roomId: string): Promise<ClientSocket> {
      const socket = await env.kit.socket(u);
      env.sockets.push(socket);
      await socket.emitWithAck('joinRoom', roomId);
      return socket;
    },
  };
}
