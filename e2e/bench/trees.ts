// A source tree served as `npm start` serves it, for the benches that compare this tree with another.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';

export interface Tree {
  name: string;
  dir: string;
  url: string;
  server: ChildProcess;
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });

/** Starts a tree's own server as `npm start` does (its build, its code), on a free port, with the bundled pool. */
export async function serve(name: string, dir: string): Promise<Tree> {
  if (!existsSync(path.join(dir, 'client/dist/index.html'))) {
    const built = spawnSync('npm', ['run', 'build'], { cwd: dir, stdio: 'inherit' });
    if (built.status !== 0) throw new Error(`${name}: the build failed`);
  }
  const port = await freePort();
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: dir,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: 'memory://', NODE_ENV: 'production', LOG_LEVEL: 'warn', JWT_SECRET: 'cold-load-bench-secret-0123456789abcdef' },
  });
  const url = `http://127.0.0.1:${port}`;
  for (let waited = 0; ; waited += 250) {
    const ok = await fetch(`${url}/api/players/clubs?q=&limit=10`).then((r) => r.ok, () => false);
    if (ok) break;
    if (waited > 120_000 || server.exitCode !== null) throw new Error(`${name}: the server did not start`);
    await new Promise((r) => setTimeout(r, 250));
  }
  return { name, dir, url, server };
}

