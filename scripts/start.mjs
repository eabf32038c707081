// `npm start`: builds the client when no build exists yet, then serves everything on one port.
import { existsSync } from 'node:fs';
import { spawnSync, spawn } from 'node:child_process';

if (!existsSync('client/dist/index.html')) {
  console.log('İstemci derleniyor (ilk çalıştırma)...');
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', shell: process.platform === 'win32' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const server = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], { stdio: 'inherit' });
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => server.kill(sig));
server.on('exit', (code) => process.exit(code ?? 0));
