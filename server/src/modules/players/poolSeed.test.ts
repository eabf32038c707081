import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import type { BuilderTeam, GamePlayer } from '@onbir/shared/players/types';
import { startTestServer, type TestServer } from '../../test/testServer';
import { playersModule } from './index';
import { parsePoolFile, poolFilesIn, POOL_DIR } from './poolFiles';

const files = poolFilesIn(POOL_DIR);

describe.skipIf(files.length === 0)('a fresh server with SEED_POOL=true', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ SEED_POOL: 'true' });
  });
  afterAll(() => server.close());

  it('loads every shipped league file on first start and serves it', async () => {
    const expected = files.map(parsePoolFile);
    const pool = (await request(server.url).get('/api/players/all-players')).body as GamePlayer[];
    expect(pool).toHaveLength(expected.reduce((n, l) => n + l.players.length, 0));
    expect(new Set(pool.map((p) => p.league_name))).toEqual(new Set(expected.map((l) => l.league.name)));

    const lowest = expected.flatMap((l) => l.clubs.map((c) => c.id)).sort((a, b) => a - b).slice(0, 10);
    const popular = (await request(server.url).get('/api/players/clubs').query({ limit: 10 })).body.items as BuilderTeam[];
    expect(popular.map((c) => c.club_id)).toEqual(lowest);
  });

  it('does not load again when the players table has rows', async () => {
    const before = (await request(server.url).get('/api/players/all-players')).headers.etag;
    await playersModule.start!(server.ctx);
    expect((await request(server.url).get('/api/players/all-players')).headers.etag).toBe(before);
  });
});
