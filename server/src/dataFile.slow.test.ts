import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, expect, it } from 'vitest';

const run = promisify(execFile);
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'onbir-start-files-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

/**
 * Server processes starting at the same moment on one DATA_DIR with no JWT_SECRET or VAPID keys given
 * (`npm start` twice, two processes of a deployment): each makes its secret and key pair unless another
 * wrote them first, and then every process must sign with the same ones. Four processes race on each of
 * 40 fresh directories, all starting each at the same millisecond (server/src/test/startFilesRace.child.ts).
 */
it('gives processes starting at once on one DATA_DIR one secret and one key pair, and none a half-written file', async () => {
  const dirs = Array.from({ length: 40 }, (_, i) => path.join(root, String(i)));
  // Past the children's own start (loading TypeScript takes about a second each on a loaded machine).
  const start = Date.now() + 8_000;
  const children = Array.from({ length: 4 }, () =>
    run(process.execPath, ['--import', 'tsx', 'server/src/test/startFilesRace.child.ts', String(start), '40', ...dirs], { timeout: 60_000 }),
  );
  const lines = (await Promise.all(children)).flatMap(({ stdout }) => stdout.trim().split('\n').map((l) => JSON.parse(l) as { dir: string; error?: string; secret?: string; publicKey?: string }));
  expect(lines.filter((l) => l.error)).toEqual([]);
  for (const dir of dirs) {
    const seen = lines.filter((l) => l.dir === dir);
    expect(seen).toHaveLength(4);
    expect(new Set(seen.map((l) => l.secret)).size, dir).toBe(1);
    expect(new Set(seen.map((l) => l.publicKey)).size, dir).toBe(1);
    expect(fs.readdirSync(dir).sort(), 'no draft left beside the files').toEqual(['jwt-secret', 'vapid-keys']);
  }
}, 90_000);
