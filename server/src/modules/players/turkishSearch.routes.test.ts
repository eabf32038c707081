import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import type { BuilderPlayer, BuilderTeam, Page } from '@onbir/shared/players/types';
import { startTestServer, type TestServer } from '../../test/testServer';
import { writePool } from './poolWriter';
import { syntheticClub } from '../../test/syntheticPool';

// The builder's search as a Turkish fan types it (docs/i18n.md, issue 31): without the Turkish letters,
// in any case. PGlite has no ICU, so the pool stores folded names and folds the query the same way.
const NAMES = ['Berkan Işık', 'Arda Güler', 'Çağlar Söyüncü', 'İlkay Gündoğan', 'Oğuz Aydın'];

describe('players API: accent- and dotless-i-insensitive search', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
    const besiktas = syntheticClub(9101, 'Süper Lig', NAMES.length);
    const fener = syntheticClub(9102, 'Süper Lig', 1);
    besiktas.club.name = 'Beşiktaş';
    fener.club.name = 'Fenerbahçe';
    besiktas.players.forEach((p, i) => Object.assign(p, { fullName: NAMES[i], shortName: NAMES[i] }));
    await writePool(
      server.ctx.db,
      { leagues: [{ name: 'Süper Lig', country: 'Türkiye', season: '2024-25' }], clubs: [besiktas.club, fener.club], players: [...besiktas.players, ...fener.players] },
      'merge',
    );
  });
  afterAll(() => server.close());

  const players = async (q: string) => ((await request(server.url).get('/api/players/search').query({ q })).body as Page<BuilderPlayer>).items.map((p) => p.player_name);
  const clubs = async (q: string) => ((await request(server.url).get('/api/players/clubs').query({ q })).body as { items: BuilderTeam[] }).items.map((c) => c.club_name);

  it("finds 'Işık' from 'isik' and 'Güler' from 'guler', whatever the case or the letters typed", async () => {
    for (const q of ['isik', 'IŞIK', 'ışık', 'ISIK', 'berkan isik']) expect(await players(q), q).toEqual(['Berkan Işık']);
    for (const q of ['guler', 'GÜLER', 'arda gu']) expect(await players(q), q).toEqual(['Arda Güler']);
    for (const q of ['ilkay', 'İLKAY', 'gundogan', 'Gündoğan']) expect(await players(q), q).toEqual(['İlkay Gündoğan']);
    expect(await players('caglar soyuncu')).toEqual(['Çağlar Söyüncü']);
    expect(await players('oguz')).toEqual(['Oğuz Aydın']);
    // A club's name finds its players too, folded the same way.
    expect((await players('besiktas')).sort()).toEqual([...NAMES].sort());
    expect(await players('gulerr')).toEqual([]);
  });

  it("finds 'Beşiktaş' from 'besiktas' and 'Fenerbahçe' from 'FENERBAHCE' in the club search", async () => {
    for (const q of ['besiktas', 'BEŞİKTAŞ', 'beşiktaş', 'BESIKTAS', 'şikt']) expect(await clubs(q), q).toEqual(['Beşiktaş']);
    for (const q of ['fenerbahce', 'FENERBAHCE', 'Fenerbahçe']) expect(await clubs(q), q).toEqual(['Fenerbahçe']);
  });
});
