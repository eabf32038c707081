import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import type { BuilderPlayer, BuilderTeam, GamePlayer, Page } from '@onbir/shared/players/types';
import { startTestServer, type TestServer } from '../../test/testServer';
import type { Db } from '../../db/client';
import { seedPoolIfEmpty } from './poolLoader';
import { writePool } from './poolWriter';
import { syntheticClub } from '../../test/syntheticPool';

const fixtureDir = path.join(import.meta.dirname, 'fixtures');

describe('players API', () => {
  let server: TestServer;
  let db: Db;
  beforeAll(async () => {
    server = await startTestServer();
    db = server.ctx.db;
    await seedPoolIfEmpty(db, fixtureDir);
    const extra = syntheticClub(9001, 'La Liga', 30, { faceUrl: 'https://cdn.sofifa.net/players/1/2/3.png' });
    await writePool(db, { leagues: [{ name: 'La Liga', country: 'Spain', season: '2024-25' }], clubs: [extra.club], players: extra.players }, 'merge');
  });
  afterAll(() => server.close());

  it('GET /initial answers the builder shapes, compressed, with an ETag and 304', async () => {
    const res = await request(server.url).get('/api/players/initial').set('Accept-Encoding', 'gzip');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    const { players, teams } = res.body as { players: BuilderPlayer[]; teams: BuilderTeam[] };
    expect(players).toHaveLength(38);
    expect(teams.map((t) => t.club_id)).toEqual([7, 8, 9001]);
    expect(players.find((p) => p.player_id === 'pool-7-erling-braut-haaland')).toEqual({
      player_id: 'pool-7-erling-braut-haaland',
      player_name: 'E. Haaland',
      player_image_url: '/api/images/badge/circle/6cabdd/1c2c5b/EH.svg',
      position: 'ST',
      current_club_id: 7,
      club_name: 'Manchester City',
      positions: ['ST', 'CF'],
    });
    expect(teams[0]).toEqual({ club_id: 7, club_name: 'Manchester City', logo_url: '/api/images/badge/shield/6cabdd/1c2c5b/MC.svg', colors: ['#6cabdd', '#1c2c5b'] });
    const synthetic = players.find((p) => p.player_id === 'test-9001-0')!;
    expect(synthetic.player_image_url).toBe(
      `/api/images/proxy?url=${encodeURIComponent('https://cdn.sofifa.net/players/1/2/3.png')}&fallback=${encodeURIComponent('/api/images/badge/circle/123456/abcdef/O.svg')}`,
    );

    const etag = res.headers.etag;
    expect(etag).toMatch(/^"pool-\d+-initial"$/);
    const again = await request(server.url).get('/api/players/initial').set('If-None-Match', etag);
    expect(again.status).toBe(304);
  });

  it('GET /all-players answers the game pool and a new ETag after the pool changes', async () => {
    const res = await request(server.url).get('/api/players/all-players');
    expect(res.status).toBe(200);
    const pool = res.body as GamePlayer[];
    expect(pool).toHaveLength(38);
    expect(pool[0].overall).toBeGreaterThanOrEqual(pool[pool.length - 1].overall);
    expect(pool.find((p) => p.id === 'pool-8-mohamed-salah-hamed-mahrous-ghaly')).toMatchObject({
      short_name: 'M. Salah',
      long_name: 'Mohamed Salah Hamed Mahrous Ghaly',
      player_positions: 'RW, ST, RM, CF',
      player_face_url: '/api/images/badge/circle/c8102e/f6eb61/MS.svg',
      league_name: 'Premier League',
      club_name: 'Liverpool',
      overall: 89,
    });
    const etag = res.headers.etag;
    expect((await request(server.url).get('/api/players/all-players').set('If-None-Match', etag)).status).toBe(304);

    const more = syntheticClub(9002, 'Serie A', 1);
    await writePool(db, { leagues: [{ name: 'Serie A', country: 'Italy', season: '2024-25' }], clubs: [more.club], players: more.players }, 'merge');
    const changed = await request(server.url).get('/api/players/all-players').set('If-None-Match', etag);
    expect(changed.status).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.body).toHaveLength(39);
  });

  it('GET /search pages by 20, best first, and matches names and clubs without case or accents', async () => {
    const first = (await request(server.url).get('/api/players/search').query({ league: 'La Liga' })).body as Page<BuilderPlayer>;
    expect(first).toMatchObject({ page: 1, pageSize: 20, total: 30 });
    expect(first.items).toHaveLength(20);
    const second = (await request(server.url).get('/api/players/search').query({ league: 'La Liga', page: 2 })).body as Page<BuilderPlayer>;
    expect(second.items).toHaveLength(10);
    const ids = [...first.items, ...second.items].map((p) => p.player_id);
    expect(new Set(ids).size).toBe(30);

    const byName = (await request(server.url).get('/api/players/search').query({ q: 'RUBEN DİAS' })).body as Page<BuilderPlayer>;
    expect(byName.items.map((p) => p.player_name)).toEqual(['Rúben Dias']);
    const byClub = (await request(server.url).get('/api/players/search').query({ q: 'liverpool' })).body as Page<BuilderPlayer>;
    expect(byClub.items.map((p) => p.player_name)).toEqual(['Alisson', 'M. Salah', 'V. van Dijk']);
    const gks = (await request(server.url).get('/api/players/search').query({ clubId: 7, position: 'GK' })).body as Page<BuilderPlayer>;
    expect(gks.items.map((p) => p.player_name)).toEqual(['Ederson', 'S. Ortega']);
    const literal = (await request(server.url).get('/api/players/search').query({ q: '%' })).body as Page<BuilderPlayer>;
    expect(literal.total).toBe(0);
  });

  it("GET /search orders a slot's picker: players of its position first, the ones already placed last", async () => {
    const all = (await request(server.url).get('/api/players/search')).body as Page<BuilderPlayer>;
    expect(all.items[0].position).not.toBe('GK');
    const keepers = (await request(server.url).get('/api/players/search').query({ prefer: 'GK' })).body as Page<BuilderPlayer>;
    expect(keepers.total).toBe(all.total);
    const gkCount = ((await request(server.url).get('/api/players/search').query({ position: 'GK' })).body as Page<BuilderPlayer>).total;
    expect(keepers.items.slice(0, gkCount).every((p) => p.positions?.includes('GK'))).toBe(true);
    expect(keepers.items[gkCount].positions).not.toContain('GK');
    const placed = keepers.items[0].player_id;
    const later = (await request(server.url).get('/api/players/search').query({ prefer: 'GK', later: placed })).body as Page<BuilderPlayer>;
    expect(later.items[0]).toEqual(keepers.items[1]);
    const last = (await request(server.url).get('/api/players/search').query({ prefer: 'GK', later: placed, page: 2 })).body as Page<BuilderPlayer>;
    expect(last.items.at(-1)!.player_id).toBe(placed);
    const tooMany = await request(server.url).get('/api/players/search').query({ later: Array.from({ length: 21 }, (_, i) => `p${i}`).join(',') });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.message).toBe('Çok fazla oyuncu.');
  });

  it('GET /lookup names the players and the club of a shared link by id, unknown ids left out', async () => {
    const res = await request(server.url).get('/api/players/lookup').query({ ids: 'pool-8-mohamed-salah-hamed-mahrous-ghaly,nobody,pool-7-erling-braut-haaland', club: 8 });
    expect(res.status).toBe(200);
    expect(res.body.players.map((p: BuilderPlayer) => p.player_name)).toEqual(['M. Salah', 'E. Haaland']);
    expect(res.body.club).toMatchObject({ club_id: 8, club_name: 'Liverpool' });
    expect((await request(server.url).get('/api/players/lookup').query({ club: 4242 })).body).toEqual({ players: [], club: null });
    const tooMany = await request(server.url).get('/api/players/lookup').query({ ids: Array.from({ length: 21 }, (_, i) => `p${i}`).join(',') });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.message).toBe('Çok fazla oyuncu.');
    expect((await request(server.url).get('/api/players/lookup').query({ ids: 'x'.repeat(81) })).status).toBe(400);
    expect((await request(server.url).get('/api/players/lookup?ids=a&ids=b')).status).toBe(400);
  });

  it("GET /match-data answers a club's squad and the fan's players with their ratings, cacheable, the same for every request", async () => {
    const ids = 'pool-8-mohamed-salah-hamed-mahrous-ghaly,manual-1,pool-7-erling-braut-haaland';
    const res = await request(server.url).get('/api/players/match-data').query({ club: 7, ids });
    expect(res.status).toBe(200);
    expect(res.body.club).toMatchObject({ club_id: 7, club_name: 'Manchester City' });
    expect(res.body.squad.length).toBe(5);
    expect(res.body.squad.every((p: GamePlayer) => p.club_name === 'Manchester City' && p.overall > 0 && p.goalkeeping > 0)).toBe(true);
    expect(res.body.players.map((p: GamePlayer) => p.short_name)).toEqual(['M. Salah', 'E. Haaland']);
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    expect((await request(server.url).get('/api/players/match-data').query({ club: 7, ids }).set('If-None-Match', res.headers.etag)).status).toBe(304);
    // A flood of quick matches is a flood of these reads of the pool in memory (the matches run in the
    // browsers): 300 of them, 20 at a time (one address's connection budget), all answered alike.
    for (let batch = 0; batch < 15; batch++) {
      const answers = await Promise.all(Array.from({ length: 20 }, () => request(server.url).get('/api/players/match-data').query({ club: 7, ids })));
      expect(answers.every((r) => r.status === 200 && JSON.stringify(r.body) === JSON.stringify(res.body))).toBe(true);
    }
    const missing = await request(server.url).get('/api/players/match-data').query({ club: 4242 });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Kulüp bulunamadı.');
    expect((await request(server.url).get('/api/players/match-data').query({ club: 'x' })).status).toBe(400);
    expect((await request(server.url).get('/api/players/match-data').query({ club: 7, ids: Array.from({ length: 21 }, (_, i) => `p${i}`).join(',') })).body.message).toBe('Çok fazla oyuncu.');
  });

  it('GET /search refuses bad filters with a Turkish message', async () => {
    const res = await request(server.url).get('/api/players/search').query({ position: 'XX' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Geçersiz mevki.');
    expect((await request(server.url).get('/api/players/search').query({ page: 0 })).status).toBe(400);
  });

  it('GET /clubs lists clubs by id and searches them', async () => {
    const all = await request(server.url).get('/api/players/clubs').query({ limit: 2 });
    expect(all.body.items.map((c: BuilderTeam) => c.club_id)).toEqual([7, 8]);
    const city = await request(server.url).get('/api/players/clubs').query({ q: 'CİTY' });
    expect(city.body.items).toEqual([{ club_id: 7, club_name: 'Manchester City', logo_url: '/api/images/badge/shield/6cabdd/1c2c5b/MC.svg', colors: ['#6cabdd', '#1c2c5b'] }]);
    expect((await request(server.url).get('/api/players/clubs').query({ limit: 500 })).status).toBe(400);
  });

  it('GET /clubs/:id/squad answers the club and its players, 404 for an unknown club', async () => {
    const res = await request(server.url).get('/api/players/clubs/8/squad');
    expect(res.body.club).toEqual({ club_id: 8, club_name: 'Liverpool', logo_url: '/api/images/badge/shield/c8102e/f6eb61/L.svg', colors: ['#c8102e', '#f6eb61'] });
    expect(res.body.players.map((p: BuilderPlayer) => p.position)).toEqual(['GK', 'RW', 'CB']);
    const missing = await request(server.url).get('/api/players/clubs/4242/squad');
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Kulüp bulunamadı.');
    expect((await request(server.url).get('/api/players/clubs/abc/squad')).status).toBe(400);
  });

  it('answers image paths the server draws: initials on the club colours', async () => {
    const { club, players } = (await request(server.url).get('/api/players/clubs/8/squad')).body as { club: BuilderTeam; players: BuilderPlayer[] };
    const face = await request(server.url).get(players.find((p) => p.player_name === 'V. van Dijk')!.player_image_url);
    expect(face.status).toBe(200);
    expect(face.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(face.body.toString()).toContain('>VD</text>');
    expect(face.body.toString()).toContain('#c8102e');
    const crest = (await request(server.url).get(club.logo_url)).body.toString();
    expect(crest).toContain('>L</text>');
    expect(crest).toContain('#f6eb61');
  });
});
