// The client side of the draft-room benches (draft.bench.ts, auction.bench.ts): the bench server
// (draftBenchServer.ts) in its own process, its CPU, the API calls and the phones' sockets.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createInterface } from 'node:readline';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { io as connect, type Socket } from 'socket.io-client';
import type { ClientToServerEvents, ServerToClientEvents } from '@onbir/shared/realtime/events';

export type BenchUsers = { url: string; users: Array<{ id: string; token: string }> };
export type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;
const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * The bench server with `users` accounts, answered with its URL and their tokens. SERVER_NODE_ARGS (e.g.
 * '--cpu-prof --cpu-prof-dir=<dir>') passes Node flags to it, to profile it as for bench:load.
 */
export function startDraftBenchServer(users: number): Promise<{ bench: BenchUsers; stop: () => void; pid?: number }> {
  const extra = process.env.SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...extra, '--import', 'tsx', path.join(here, 'draftBenchServer.ts'), String(users)], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`bench server exited (${code})`)));
    createInterface({ input: child.stdout! }).once('line', (line) => resolve({ bench: JSON.parse(line) as BenchUsers, stop: () => child.kill('SIGTERM'), pid: child.pid }));
  });
}

/** CPU time (user + system, ms) a process has used so far, from /proc (Linux); null elsewhere. */
export function processCpuMs(pid: number | undefined): number | null {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // utime + stime, in 100 Hz ticks
  } catch {
    return null;
  }
}

/** POST with a JSON body; a request lost on a kept-alive connection the loaded server closed is sent again. */
export async function postJson<B = unknown>(url: string, token: string, body?: object): Promise<{ status: number; body: B; retried: boolean }> {
  for (let attempt = 0; ; attempt++) {
    try {
      const res = await fetch(url, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify(body ?? {}),
      });
      const text = await res.text();
      return { status: res.status, body: (text ? JSON.parse(text) : {}) as B, retried: attempt > 0 };
    } catch (err) {
      if (attempt >= 2) throw err;
    }
  }
}

/** A phone's socket, connected (websocket only, no reconnection: a lost one is a failed bench). */
export function socketFor(url: string, token: string): Promise<ClientSocket> {
  const s: ClientSocket = connect(url, { auth: { token }, transports: ['websocket'], reconnection: false });
  return new Promise((resolve, reject) => {
    s.once('connect', () => resolve(s));
    s.once('connect_error', reject);
  });
}
