import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DATA, formatPoolFile, poolWithImages, readPoolFiles, readTransfermarkt } from './import/poolImagesCli';

const present = fs.existsSync(path.join(DATA, 'transfermarkt-players-2026-07.csv'));

// On the full Transfermarkt snapshot (../shared/data, as in CI): the shipped pool's crests and portraits
// are exactly what the matcher gives (the files were written by `npm run pool:images`), with the coverage
// ../shared/data/README.md measures.
describe.skipIf(!present)('the shipped pool against the Transfermarkt snapshot', () => {
  it('is up to date, and matches every club and at least 97.5% of the players', async () => {
    const shipped = readPoolFiles();
    const { pool, match, files } = poolWithImages(shipped, await readTransfermarkt(DATA));
    expect(match.clubs.size).toBe(149);
    const total = pool.reduce((n, c) => n + c.players.length, 0);
    expect(match.players.size / total).toBeGreaterThan(0.975);
    for (const [i, { file, data }] of files.entries()) expect(formatPoolFile(data), path.basename(file)).toBe(fs.readFileSync(shipped[i].file, 'utf8'));
  });
});
