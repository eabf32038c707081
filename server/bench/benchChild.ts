// The bench side of the live benches (live.bench.ts, liveDecisions.bench.ts): their server runs in its own
// process, so the thousands of socket clients do not share its event loop, and talks in JSON lines.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

/** A bench server script of this folder started with `rooms`, its stdout read line by line. */
export function startBenchServer(script: string, rooms: number) {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(here, script), String(rooms)], {
    stdio: ['pipe', 'pipe', 'inherit'],
    env: { ...process.env, TEST_LOG_LEVEL: 'silent' },
  });
  let buffer = '';
  const waiting: Array<(line: string) => void> = [];
  child.stdout.on('data', (chunk: Buffer) => {
    buffer += chunk.toString();
    for (let nl = buffer.indexOf('\n'); nl >= 0; nl = buffer.indexOf('\n')) {
      const line = buffer.slice(0, nl);
      buffer = buffer.slice(nl + 1);
      waiting.shift()?.(line);
    }
  });
  const exited = new Promise<never>((_, reject) => child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`))));
  exited.catch(() => {}); // only a pending nextLine cares
  return {
    pid: child.pid!,
    nextLine: <T>() => Promise.race([new Promise<string>((resolve) => waiting.push(resolve)), exited]).then((l) => JSON.parse(l) as T),
    send: (line: string) => child.stdin.write(`${line}\n`),
    stop: () =>
      new Promise<void>((done) => {
        if (child.exitCode !== null || child.signalCode) return done();
        child.removeAllListeners('exit');
        child.once('exit', () => done());
        child.kill('SIGTERM');
      }),
  };
}
export type BenchServer = ReturnType<typeof startBenchServer>;

/** Runs tasks with at most `limit` in flight. */
export async function pool<T>(items: T[], limit: number, fn: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) await fn(items[next++]);
    }),
  );
}
