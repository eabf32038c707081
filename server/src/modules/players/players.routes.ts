import type { ValidationCode } from '@onbir/shared/messages/validation';
import { wording } from '@onbir/shared/messages/wording';
import { Router, type Request, type Response } from 'express';
import { z } from 'zod';
import { LEAGUES, POSITIONS } from '@onbir/shared/players/types';
import { said } from '@onbir/shared/validation/said';
import { noControlCharacters } from '@onbir/shared/validation/text';
import type { AppContext } from '../../context';
import { notFound } from '../../errors';
import { validate } from '../../http/validate';
import { toBuilderPlayer, toGamePlayer } from './playerViews';
import { getClub, getClubSquad, getPoolVersion, readWholePool, searchClubs } from './players.repo';

/** A query's refusal from the validation catalogue. */
const V = (code: ValidationCode) => said(wording('validation', code));

/** Players named by id: at most a matchday squad (11 + 9) in one request. */
const LOOKUP_MAX = 20;
const idList = z
  .string()
  .max(LOOKUP_MAX * 81, V('TOO_MANY_PLAYERS'))
  .transform((s) => s.split(',').filter(Boolean))
  .pipe(z.array(z.string().max(80, V('INVALID_PLAYER'))).max(LOOKUP_MAX, V('TOO_MANY_PLAYERS')));
const searchQuery = z.object({
  q: z.string().max(100, said(wording('validation', 'FIELD_TOO_LONG', { field: 'SEARCH_TEXT', max: 100 }))).check(noControlCharacters('SEARCH_TEXT')).optional(),
  clubId: z.coerce.number().int(V('INVALID_CLUB')).positive(V('INVALID_CLUB')).optional(),
  league: z.enum(['all', ...LEAGUES], V('INVALID_LEAGUE')).optional(),
  position: z.enum(POSITIONS, V('INVALID_POSITION')).optional(),
  page: z.coerce.number().int(V('INVALID_PAGE')).min(1, V('INVALID_PAGE')).max(10_000, V('INVALID_PAGE')).default(1),
  // The builder's picker: players of the slot's position first, those already in the squad last.
  prefer: z.enum(POSITIONS, V('INVALID_POSITION')).optional(),
  later: idList.optional(),
});
const lookupQuery = z.object({
  ids: idList.default([]),
  club: z.coerce.number().int(V('INVALID_CLUB')).positive(V('INVALID_CLUB')).optional(),
});
const matchDataQuery = z.object({
  club: z.coerce.number(V('INVALID_CLUB')).int(V('INVALID_CLUB')).positive(V('INVALID_CLUB')),
  ids: idList.default([]),
});
const clubsQuery = z.object({
  q: z.string().max(100, said(wording('validation', 'FIELD_TOO_LONG', { field: 'SEARCH_TEXT', max: 100 }))).check(noControlCharacters('SEARCH_TEXT')).optional(),
  limit: z.coerce.number().int(V('INVALID_LIMIT')).min(1, V('INVALID_LIMIT')).max(100, V('INVALID_LIMIT')).default(20),
});
const clubParams = z.object({ clubId: z.coerce.number().int(V('INVALID_CLUB')).positive(V('INVALID_CLUB')) });

/** FNV-1a of the ids: the ETag names the exact set of players asked for. */
function hashIds(ids: readonly string[]): string {
  let h = 0x811c9dc5;
  for (const ch of ids.join(',')) h = Math.imul(h ^ ch.codePointAt(0)!, 0x01000193);
  return (h >>> 0).toString(36);
}

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
    const { q, clubId, league, position, page, prefer, later } = validate(searchQuery, req.query);
    // From the pool in memory (one version read): the builder's list is redrawn at every keystroke.
    const pool = await ctx.pool.at(ctx.db);
    res.json(pool.searchBuilder({ q, clubId, leagues: league ? [league] : [], position, page, prefer, later }));
  });

  // A shared builder link names pool players and the club by id: their names, faces and the club's crest.
  router.get('/lookup', async (req, res) => {
    const { ids, club } = validate(lookupQuery, req.query);
    const pool = await ctx.pool.at(ctx.db);
    res.json({ players: pool.builderByIds(ids), club: club === undefined ? null : await getClub(ctx.db, club) });
  });

  // 'Bu 11'i oynat': the club's whole squad and the fan's players, in the game's shape (with ratings). The
  // match itself is played in the browser; this is a read of the pool in memory, the same for every fan
  // of one lineup and club, so caches may keep it (and a replay link asks for exactly the same).
  router.get('/match-data', async (req, res) => {
    const { club, ids } = validate(matchDataQuery, req.query);
    const version = await getPoolVersion(ctx.db);
    const team = await getClub(ctx.db, club);
    if (!team) throw notFound(wording('server', 'CLUB_NOT_FOUND'), 'CLUB_NOT_FOUND');
    const pool = await ctx.pool.atVersion(ctx.db, version);
    const etag = `"pool-${version}-match-${club}-${hashIds(ids)}"`;
    res.setHeader('ETag', etag);
    res.setHeader('Cache-Control', 'public, max-age=300');
    if (req.headers['if-none-match'] === etag) {
      res.status(304).end();
      return;
    }
    const squad = pool.search({ clubId: club, pageSize: 100 }).items;
    res.json({ club: team, squad, players: [...pool.byIds(ids).values()], poolVersion: version });
  });

  router.get('/clubs', async (req, res) => {
    const { q, limit } = validate(clubsQuery, req.query);
    res.json({ items: await searchClubs(ctx.db, { q, limit }) });
  });

  router.get('/clubs/:clubId/squad', async (req, res) => {
    const { clubId } = validate(clubParams, req.params);
    const squad = await getClubSquad(ctx.db, clubId);
    if (!squad) throw notFound(wording('server', 'CLUB_NOT_FOUND'), 'CLUB_NOT_FOUND');
    res.json(squad);
  });

  return router;
}
