import { io as connect, type Socket } from 'socket.io-client';
import { LIVE_NAMESPACE, LIVE_QUERY, type LiveEnded, type Laser } from '@onbir/shared/presenter/protocol';
import type { LiveClientToServer, LiveServerToClient } from '@onbir/shared/realtime/events';
import { applyPatch, viewerStateOf, type ViewerState } from '@onbir/shared/presenter/state';

/** Live sessions from the outside, as the client does it (API tests, the multi-process suite, the bench). */

export type LiveClient = Socket<LiveServerToClient, LiveClientToServer>;

export async function liveSocket(baseUrl: string, opts: { mark?: boolean; localAddress?: string; headers?: Record<string, string> } = {}): Promise<LiveClient> {
  const socket: LiveClient = connect(`${baseUrl}${LIVE_NAMESPACE}`, {
    query: opts.mark === false ? {} : { [LIVE_QUERY]: '1' },
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
    ...(opts.localAddress ? { localAddress: opts.localAddress } : {}),
    ...(opts.headers ? { extraHeaders: opts.headers } : {}),
  } as Parameters<typeof connect>[1]);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return socket;
}

/** A connection lost (a phone out of signal, a tab killed): the transport closes without a word from the app. */
export const dropConnection = (socket: LiveClient) => socket.io.engine.close();

export interface Presenter {
  socket: LiveClient;
  code: string;
  token: string;
  /** The most characters a still may have (the start's answer). */
  stillChars: number;
  /** The last viewer count the server told the presenter. */
  viewers(): number;
  notices: { code: string }[];
}

export async function startPresenting(baseUrl: string, localAddress?: string): Promise<Presenter> {
  const socket = await liveSocket(baseUrl, { localAddress });
  let viewers = 0;
  const notices: Presenter['notices'] = [];
  socket.on('live:viewers', (n) => (viewers = n));
  socket.on('live:notice', (n) => notices.push(n));
  const res = await socket.emitWithAck('live:start');
  if (!res.ok) throw new Error(`live:start refused: ${res.message}`);
  return { socket, code: res.code, token: res.token, stillChars: res.stillChars, viewers: () => viewers, notices };
}

/** A viewer that keeps the state as the page does: patches in order, the whole state again after a gap. */
export class Follower {
  state: ViewerState | null = null;
  viewers = 0;
  patches = 0;
  ended: LiveEnded | null = null;
  lasers: Laser[] = [];
  /** When each patch arrived (performance.now()), by seq. */
  arrivals = new Map<number, number>();

  private constructor(readonly socket: LiveClient) {
    socket.on('live:patch', (p) => {
      this.arrivals.set(p.seq, performance.now());
      this.patches++;
      if (!this.state) return;
      const next = applyPatch(this.state, p, Date.now());
      if (next) this.state = next;
      else void this.watch(this.state.code);
    });
    socket.on('live:state', (s) => (this.state = viewerStateOf(s, Date.now())));
    socket.on('live:viewers', (n) => (this.viewers = n));
    socket.on('live:ended', (e) => (this.ended = e));
    socket.on('live:laser', (l) => this.lasers.push(l));
  }

  static async join(baseUrl: string, code: string, localAddress?: string, headers?: Record<string, string>): Promise<Follower> {
    const f = new Follower(await liveSocket(baseUrl, { localAddress, headers }));
    const res = await f.watch(code);
    if (!res.ok) {
      f.socket.close();
      throw Object.assign(new Error(res.message), { code: res.code });
    }
    return f;
  }

  async watch(code: string) {
    const res = await this.socket.emitWithAck('live:watch', { code });
    if (res.ok) {
      this.state = viewerStateOf(res.snapshot, Date.now());
      this.viewers = res.snapshot.viewers;
    }
    return res;
  }

  close() {
    this.socket.close();
  }
}

/** What a viewer shows, without the clock it was received on. */
export const shownState = (v: ViewerState | null) => v && { board: v.board, still: v.still, moves: v.moves, locked: v.locked, presenter: v.presenter, play: { t: v.play.t, on: v.play.on, speed: v.play.speed, loop: v.play.loop }, seq: v.seq };

export async function until(check: () => boolean, ms = 5000, what = 'condition'): Promise<void> {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    // eslint-disable-next-line no-restricted-syntax -- a poll's interval: the loop waits for the condition, up to its deadline
    await new Promise((r) => setTimeout(r, 10));
  }
}
