// `npm run bench`: runs every area's benchmark in turn; each prints its own figures.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';

const benches = [
  'server/bench/players.bench.ts',
  'shared/bench/engine.bench.ts',
  'server/bench/aiPick.bench.ts',
  'server/bench/draft.bench.ts',
  'server/bench/auction.bench.ts',
  'server/bench/live.bench.ts',
  'server/bench/liveDecisions.bench.ts',
  'server/bench/league.bench.ts',
  'server/bench/accounts.bench.ts',
  'server/bench/socketFlood.bench.ts',
  'server/bench/flood.bench.ts',
  'e2e/bench/board.bench.ts',
  'e2e/bench/heavyLink.bench.ts',
  'e2e/bench/presenter.bench.ts',
  'e2e/bench/builder.bench.ts',
  'e2e/bench/coldLoad.bench.ts',
  'e2e/bench/i18n.bench.ts',
  'e2e/bench/video.bench.ts',
];

let failed = 0;
for (const file of benches) {
  if (!existsSync(file)) continue;
  console.log(`\n=== ${file}`);
  const r = spawnSync(process.execPath, ['--import', 'tsx', file], { stdio: 'inherit' });
  if (r.status !== 0) failed++;
}
process.exit(failed ? 1 : 0);
