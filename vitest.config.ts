import os from 'node:os';
import { defineConfig } from 'vitest/config';
import { i18n } from './client/i18nPlugin';

export default defineConfig({
  test: {
    // Vitest leaves one core free by default: on a 2-core machine one test file at a time, while a server
    // test file mostly waits on its server and PGlite threads. Two files at once keep both cores busy.
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    projects: [
      // Pure code: one module graph per worker (18 s -> 6 s on a busy 2-core machine), on threads, which start
      // and talk to the runner for less CPU than processes (shared and client: 42 -> 36 s of CPU).
      // Both pure projects allow 30 s a test: property tests that take 1-2 s here took 6-11 s on a starved CI
      // machine and failed on the 5 s default, though nothing was wrong.
      {
        test: {
          name: 'shared',
          // and the docs check's parser (scripts/docsCheck/), pure code too; the lint rules' own tests (eslint/)
          include: ['shared/src/**/*.test.ts', 'scripts/docsCheck/**/*.test.ts', 'scripts/i18nCheck/**/*.test.ts', 'eslint/**/*.test.ts', '.ci/**/*.test.ts'],
          environment: 'node',
          isolate: false,
          pool: 'threads',
          testTimeout: 30_000,
        },
      },
      {
        // Lingui's macros and the catalogues, as in the build.
        plugins: i18n({ failOnMissing: false }),
        test: {
          name: 'client',
          include: ['client/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          isolate: false,
          pool: 'threads',
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'server',
          include: ['server/src/**/*.test.ts'],
          exclude: ['server/src/**/*.slow.test.ts'],
          environment: 'node',
          // One module graph per worker instead of one per file: importing the server (Express, Socket.IO,
          // drizzle, PGlite) for each of ~50 files cost about as much CPU as the tests. Safe because every
          // file builds its own server and database and no server test mocks modules.
          isolate: false,
          // CI runs this project beside four other suites (.ci/run): the 500-request floods that take 2-3 s alone
          // took 17-26 s there on a slow day.
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      // `npm run test:slow`: what takes minutes (servers killed and restarted, the full-size fuzz) or keeps a worker
      // for tens of seconds (paced match days, the draft evening), so that npm test stays under 2 minutes; run by .ci/run.
      {
        test: {
          name: 'slow',
          include: ['server/src/**/*.slow.test.ts', 'server/src/security/hostileInput.test.ts'],
          environment: 'node',
          env: { HOSTILE_INPUT_RUNS: '5000' },
          // Files side by side (two here, `maxWorkers`): the paced match files mostly wait on their clocks and
          // assert no timing, and .ci/run's side-by-side stage took 197 s against 230 s for the same CPU (docs/testing.md).
          testTimeout: 600_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'multi',
          include: ['server/test/multi/**/*.test.ts'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 120_000,
          // One file at a time: these files assert how late a kick-off or a clock's take-over comes (under 1.5-5 s).
          fileParallelism: false,
        },
      },
    ],
  },
});
