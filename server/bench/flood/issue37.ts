// The floods of issue 37 for server/bench/flood.bench.ts, each alone and all at once, with what each attack
// is after tried while it runs: the owner's write beside its revoked token, a coach's new session beside
// the session bursts, a player's seat beside the viewer flood. The floods themselves: floods37.ts.
import { liveSocket, type LiveClient } from '../../src/test/liveSessions';
import { jsonRequest } from './http';
import type { FloodTask } from './floodClient';

/** The loopback address the bench's server trusts as a proxy (TRUST_PROXY), for the IPv6 flood. */
export const PROXY = '127.99.0.1';

type Account = { token: string; username: string; login: () => Promise<{ token: string }> };
type Flood = (task: Omit<FloodTask, 'port' | 'durationMs'>) => Promise<Record<string, number>>;

/** `n` addresses each in its own /24: the few hundred addresses an attacker rents. */
const networks = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => `${prefix}.${i}.1`);
const addresses = (prefix: string, n: number) => Array.from({ length: n }, (_, i) => `${prefix}.0.${i + 1}`);

export interface Issue37Checks {
  /** The owner's token from before "Tüm oturumlardan çık" (the attacker's copy). */
  stale: string;
  /** A coach's live session, whose code the viewer flood has. */
  code: string;
  ownerWrite(): Promise<string>;
  coachStarts(): Promise<string>;
  playerWatches(): Promise<string>;
  close(): void;
}

export async function issue37Checks(port: number, account: (name: string, localAddress?: string) => Promise<Account>, runId: string): Promise<Issue37Checks> {
  const owner = await account(`sahip_${runId}`, '127.40.0.1');
  const stale = owner.token;
  const out = await jsonRequest(port, 'POST', '/api/users/logout-all', { token: stale, localAddress: '127.40.0.1' });
  if (out.status !== 200) throw new Error(`logout-all: ${out.status}`);
  const fresh = (await owner.login()).token;
  const url = `http://127.0.0.1:${port}`;
  const coach: LiveClient = await liveSocket(url, { localAddress: '127.41.0.1' });
  const started = await coach.emitWithAck('live:start');
  if (!started.ok) throw new Error(`live:start: ${started.message}`);
  const sockets: LiveClient[] = [coach];
  let rooms = 0;
  return {
    stale,
    code: started.code,
    async ownerWrite() {
      const a = await jsonRequest(port, 'POST', '/api/rooms/create', { token: fresh, body: { roomName: `Sahibin odası ${++rooms}` }, localAddress: '127.40.0.1' });
      return `the owner's room create with a fresh token: ${a.status}${a.status === 201 ? ' (ok)' : ' (REFUSED)'}`;
    },
    async coachStarts() {
      const s = await liveSocket(url, { localAddress: '127.42.0.1' });
      sockets.push(s);
      const res = await s.emitWithAck('live:start');
      return `a coach from another network starts a session: ${res.ok ? 'ok' : `REFUSED ${res.code}`}`;
    },
    async playerWatches() {
      const s = await liveSocket(url, { localAddress: '127.43.0.1' });
      sockets.push(s);
      const res = await s.emitWithAck('live:watch', { code: started.code });
      return `a player from another network takes a seat: ${res.ok ? 'ok' : `REFUSED ${res.code}`}`;
    },
    close: () => sockets.forEach((s) => s.disconnect()),
  };
}

/** Each flood alone, then all of them together (each its own addresses, so one run's sessions do not refuse the next). */
export function issue37Scenarios(c: Issue37Checks, flood: Flood): Array<[string, string, () => Array<Promise<Record<string, number>>>, () => Promise<string>]> {
  const revoked = () => flood({ kind: 'revoked', count: 1, addresses: ['127.30.0.1'], token: c.stale });
  const burst = (prefix: string) => flood({ kind: 'liveBurst', count: 5, addresses: networks(prefix, 101) });
  const seats = (prefix: string) => flood({ kind: 'viewers', count: 315, addresses: addresses(prefix, 7), code: c.code });
  const frames = (prefix: string) => flood({ kind: 'bigFrames', count: 20, addresses: addresses(prefix, 20) });
  const ipv6 = (net: string) => flood({ kind: 'ipv6', count: 300, addresses: [net], proxy: PROXY });
  const all = async () => [await c.ownerWrite(), await c.coachStarts(), await c.playerWatches()].join('; ');
  return [
    ['revoked', 'a revoked token writing 30/s', () => [revoked()], c.ownerWrite],
    ['liveBurst', '5 live sessions from 101 networks', () => [burst('127.32')], c.coachStarts],
    ['viewers', '315 viewers of a session, 7 addresses', () => [seats('127.33')], c.playerWatches],
    ['bigFrames', '1 MB frames from 20 addresses', () => [frames('127.34')], async () => ''],
    ['ipv6', 'one IPv6 /64 rotating addresses', () => [ipv6('2001:db8:37:64')], async () => ''],
    ['all37', 'all of issue 37 at once', () => [revoked(), burst('127.36'), seats('127.37'), frames('127.38'), ipv6('2001:db8:38:64')], all],
  ];
}
