import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import { simulateMatch } from '@onbir/shared/match/engine';
import type { MatchInput } from '@onbir/shared/match/types';
import { matchEventPayload, type FinishedMatch, type FixtureResult, type MatchEventPayload } from '@onbir/shared/match/wire';
import { loadConfig } from '../../config';
import type { AppContext } from '../../context';
import { openDatabase } from '../../db/client';
import { fixtures } from '../../db/schema';
import { createTestDatabaseUrl } from '../../test/database';
import { createTestUser, type TestUser } from '../../test/fixtures';
import { insertDraftedRoom, joinedSocket, matchCalls, type ClientSocket } from '../../test/matchRooms';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const dataDir = mkdtempSync(path.join(tmpdir(), 'onbir-restart-'));
const env = {
  NODE_ENV: 'test',
  PORT: '0',
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  JWT_SECRET: 'restart-test-secret-0123',
  SEED_POOL: 'false',
  LOG_LEVEL: 'info',
  // About 45 seconds a match: the killed server takes ten to come back (database recovery), over thirty on a busy
  // CI machine, and the match must still be on when it is back (a start refused while it is live is tested).
  MATCH_SECONDS_PER_MINUTE: '0.5',
  // One lone server restarted: the several-process takeover (REDIS_URL) is the multi suite's test.
  REDIS_URL: '',
};
const config = loadConfig(env);
const children: ChildProcess[] = [];
const sockets: ClientSocket[] = [];
let dropDb = async () => {};

/** Starts `node --import tsx server/src/main.ts` and resolves with its URL once it listens. */
function startServer(extra: Record<string, string>): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/src/main.ts'], {
    cwd: root,
    env: { ...process.env, ...env, ...extra },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  return new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${out}`)), 60_000);
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const port = /"port":(\d+)/.exec(out)?.[1];
      if (port && out.includes('dinliyor')) {
        clearTimeout(timer);
        resolve({ child, url: `http://127.0.0.1:${port}` });
      }
    });
    child.stderr!.on('data', (chunk: Buffer) => void (out += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`server exited (${code}):\n${out}`)));
  });
}

const exited = (child: ChildProcess) => new Promise<void>((resolve) => (child.exitCode !== null || child.signalCode ? resolve() : child.once('exit', () => resolve())));

afterAll(async () => {
  for (const s of sockets) s.disconnect();
  for (const c of children) if (c.exitCode === null && !c.signalCode) c.kill('SIGKILL');
  await Promise.all(children.map(exited));
  await dropDb();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('a server killed mid-match', () => {
  it('finishes the same match with the same result after a restart, and plays no fixture twice', async () => {
    const db = await createTestDatabaseUrl();
    dropDb = db.drop;
    const dbEnv: Record<string, string> = db.url ? { DATABASE_URL: db.url } : {};

    // Users and a drafted room of three, written before the server owns the database.
    const seed = await openDatabase({ url: db.url, dataDir });
    const ctx = { db: seed.db, config } as AppContext;
    const trio: TestUser[] = [await createTestUser(ctx), await createTestUser(ctx), await createTestUser(ctx)];
    const roomId = await insertDraftedRoom(seed.db, trio, { roomName: 'Yeniden Başlatma' });
    await seed.close();

    const first = await startServer(dbEnv);
    const api = matchCalls(first.url);
    await api.startTournament(trio[0], roomId).expect(200);
    const watcher = await joinedSocket(first.url, trio[1], roomId);
    sockets.push(watcher);
    const before: MatchEventPayload[] = [];
    const midMatch = new Promise<void>((resolve) =>
      watcher.on('matchEvent', (p) => {
        before.push(p);
        if (p.event.minute >= 3) resolve();
      }),
    );
    const { fixtureId } = (await api.startNext(trio[0], roomId).expect(200)).body;
    await midMatch;
    first.child.kill('SIGKILL');
    await exited(first.child);
    expect(before.some((p) => p.event.type === 'end')).toBe(false);

    const second = await startServer(dbEnv);
    const api2 = matchCalls(second.url);
    const watcher2 = await joinedSocket(second.url, trio[2], roomId);
    sockets.push(watcher2);
    const after: MatchEventPayload[] = [];
    watcher2.on('matchEvent', (p) => after.push(p));
    // Refused while the resumed match is live: nobody can start a second one meanwhile.
    const during = await api2.startNext(trio[0], roomId);
    const recent = async (): Promise<FinishedMatch[]> => (await api2.call(trio[0], 'get', `/${roomId}/recent`).expect(200)).body;
    await expect.poll(async () => (await recent()).length, { timeout: 60_000 }).toBe(1);
    const history = await recent();
    second.child.kill('SIGTERM');
    await exited(second.child);

    const check = await openDatabase({ url: db.url, dataDir });
    const rows = await check.db.select().from(fixtures).where(eq(fixtures.roomId, roomId)).orderBy(asc(fixtures.ordinal));
    await check.close();
    const [played, ...rest] = rows;
    expect(played.id).toBe(fixtureId);
    expect(played.played).toBe(true);
    // The resumed process computed the timeline again from the stored input: the one the first was broadcasting.
    const timeline = simulateMatch(played.input as MatchInput);
    for (const p of before) expect(p).toEqual(matchEventPayload(p.roomId, fixtureId, timeline.events[p.seq]));
    expect([played.goalsA, played.goalsB]).toEqual([timeline.score.A, timeline.score.B]);
    expect((played.result as FixtureResult).score).toEqual(timeline.score);
    expect(history[0]).toMatchObject({ matchId: fixtureId, goalsA: timeline.score.A, goalsB: timeline.score.B });
    // No other fixture was started, and the resumed pacer sent no event twice.
    expect(rest.every((f) => !f.played && !f.startedAt)).toBe(true);
    if (during.status !== 409) throw new Error(`start-next-match during the resumed match: ${during.status}`);
    const seqs = after.map((p) => p.seq);
    expect(new Set(seqs).size).toBe(seqs.length);
    expect(seqs.every((q) => q > before.at(-1)!.seq)).toBe(true);
  }, 180_000);
});
