import { Router, type Request, type Response } from 'express';
import { z } from 'zod';
import { LEAGUES, POSITIONS } from '@onbir/shared/players/types';
import type { AppContext } from '../../context';
import { notFound } from '../../errors';
import { validate } from '../../http/validate';
import { toBuilderPlayer, toGamePlayer } from './playerViews';
import { getClubSquad, getPoolVersion, readWholePool, searchClubs } from './players.repo';

const searchQuery = z.object({
  q: z.string().max(100, 'Arama metni en fazla 100 karakter olabilir.').optional(),
  clubId: z.coerce.number().int('Geçersiz kulüp.').positive('Geçersiz kulüp.').optional(),
  league: z.enum(['all', ...LEAGUES], 'Geçersiz lig.').optional(),
  position: z.enum(POSITIONS, 'Geçersiz mevki.').optional(),
  page: z.coerce.number().int('Geçersiz sayfa.').min(1, 'Geçersiz sayfa.').max(10_000, 'Geçersiz sayfa.').default(1),
});
const clubsQuery = z.object({
  q: z.string().max(100, 'Arama metni en fazla 100 karakter olabilir.').optional(),
  limit: z.coerce.number().int('Geçersiz limit.').min(1, 'Geçersiz limit.').max(100, 'Geçersiz limit.').default(20),
});
const clubParams = z.object({ clubId: z.coerce.number().int('Geçersiz kulüp.').positive('Geçersiz kulüp.') });

interface CachedBody {
  version: number;
  etag: string;
  body: string;
}

/**
 * The two whole-pool endpoints answer a JSON string built once per pool version; the version is the
 * ETag, so a client that has it gets 304 and the body is rebuilt only after a load or an import.
 */
function poolEndpoint(ctx: AppContext, kind: string, build: (pool: Awaited<ReturnType<typeof readWholePool>>) => unknown) {
  let cached: CachedBody | undefined;
  return async (req: Request, res: Response) => {
    const version = await getPoolVersion(ctx.db);
    if (cached?.version !== version) {
      const body = JSON.stringify(build(await readWholePool(ctx.db)));
      cached = { version, etag: `"pool-${version}-${kind}"`, body };
    }
    res.setHeader('ETag', cached.etag);
    res.setHeader('Cache-Control', 'no-cache');
    if (req.headers['if-none-match']?.split(/\s*,\s*/).includes(cached.etag)) {
      res.status(304).end();
      return;
    }
    res.type('application/json').send(cached.body);
  };
}

export function playersRouter(ctx: AppContext): Router {
  const router = Router();

  router.get(
    '/initial',
    poolEndpoint(ctx, 'initial', (pool) => ({ players: pool.players.map(toBuilderPlayer), teams: pool.teams })),
  );
  router.get(
    '/all-players',
    poolEndpoint(ctx, 'all', (pool) => pool.players.map(toGamePlayer)),
  );

  router.get('/search', async (req, res) => {
    const { q, clubId, league, position, page } = validate(searchQuery, req.query);
    // From the pool in memory (one version read): the builder's list is redrawn at every keystroke.
    const pool = await ctx.pool.at(ctx.db);
    res.json(pool.searchBuilder({ q, clubId, leagues: league ? [league] : [], position, page }));
  });

  router.get('/clubs', async (req, res) => {
    const { q, limit } = validate(clubsQuery, req.query);
    res.json({ items: await searchClubs(ctx.db, { q, limit }) });
  });

  router.get('/clubs/:clubId/squad', async (req, res) => {
    const { clubId } = validate(clubParams, req.params);
    const squad = await getClubSquad(ctx.db, clubId);
    if (!squad) throw notFound('Kulüp bulunamadı.', 'CLUB_NOT_FOUND');
    res.json(squad);
  });

  return router;
}
