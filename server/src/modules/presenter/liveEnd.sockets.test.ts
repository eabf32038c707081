import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { LIVE_NAMESPACE } from '@onbir/shared/presenter/protocol';
import { startTestServer, type TestServer } from '../../test/testServer';
import { liveSocket, startPresenting, type LiveClient } from '../../test/liveSessions';

/**
 * A session's end unbinds its own viewers only, found by its room: issue 37's bursts end hundreds of
 * sessions at once among a thousand live sockets, and each end used to read every socket of the process.
 */
let server: TestServer;
const open: LiveClient[] = [];
const track = (s: LiveClient) => (open.push(s), s);

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  open.forEach((s) => s.disconnect());
  await server?.close();
});

async function viewerOf(code: string) {
  const v = track(await liveSocket(server.url));
  let ended = false;
  v.on('live:ended', () => (ended = true));
  expect((await v.emitWithAck('live:watch', { code })).ok).toBe(true);
  return { socket: v, ended: () => ended };
}

describe('the end of a live session', () => {
  it('frees its viewers to watch another session without reading the other sessions’ sockets', async () => {
    const [a, b] = [await startPresenting(server.url), await startPresenting(server.url)];
    [a, b].forEach((p) => track(p.socket));
    const ofA = [await viewerOf(a.code), await viewerOf(a.code)];
    const ofB = await viewerOf(b.code);
    const sockets = server.ctx.io!.of(LIVE_NAMESPACE).sockets;
    const readAll = vi.spyOn(sockets, 'values');
    expect((await a.socket.emitWithAck('live:end')).ok).toBe(true);
    await expect.poll(() => ofA.every((v) => v.ended())).toBe(true);
    // The old end read every live socket of the process (here 6) to find the session's viewers.
    expect(readAll).not.toHaveBeenCalled();
    readAll.mockRestore();
    // Unbound: a viewer of the ended session watches the other one; that one's viewer was left as it was.
    expect((await ofA[0].socket.emitWithAck('live:watch', { code: b.code })).ok).toBe(true);
    expect(ofB.ended()).toBe(false);
    await expect.poll(() => b.viewers()).toBe(2);
  });
});
