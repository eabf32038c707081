import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface ServerProcess {
  url: string;
  port: number;
  child: ChildProcess;
  /** Everything the process printed, for failure messages. */
  output(): string;
  /** Resolves when the process has exited. */
  exited: Promise<number | null>;
  kill(signal?: NodeJS.Signals): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/** Starts the real server (`server/src/main.ts`) as its own process and waits until /api/ready answers. */
export async function startServerProcess(env: Record<string, string>): Promise<ServerProcess> {
  const port = env.PORT ? Number(env.PORT) : await freePort();
  let out = '';
  // SERVER_NODE_ARGS: extra Node.js flags for the server processes, e.g. '--cpu-prof --cpu-prof-dir=/tmp/prof'
  // to profile them under bench:load (NODE_OPTIONS refuses --cpu-prof).
  const extra = process.env.SERVER_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
  const child = spawn(process.execPath, [...extra, '--import', 'tsx', 'server/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      JWT_SECRET: 'multi-process-secret-multi-process-secret',
      HOST: '127.0.0.1',
      ...env,
      PORT: String(port),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => (out += d));
  child.stderr?.on('data', (d) => (out += d));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server process exited early:\n${out}`);
    try {
      const res = await fetch(`${url}/api/ready`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server process not ready in time:\n${out}`);
    }
    // eslint-disable-next-line no-restricted-syntax -- a readiness poll's interval, bounded by its deadline (no vitest here: benches start servers too)
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    port,
    child,
    output: () => out,
    exited,
    async kill(signal = 'SIGTERM') {
      if (child.exitCode === null) child.kill(signal);
      await exited;
    },
  };
}
