import { Router, type Request } from 'express';
import { z } from 'zod';
import type { ValidationCode } from '@onbir/shared/messages/validation';
import { wording } from '@onbir/shared/messages/wording';
import { said } from '@onbir/shared/validation/said';
import type { AppContext } from '../../context';
import { knockoutDecisionsSchema } from '@onbir/shared/pickFive/knockoutDecisions';
import { validate } from '../../http/validate';
import { currentUser, requireAuth } from '../auth/requireAuth';
import { sessionsOf } from '../auth/sessions';
import { verifyToken } from '../auth/token';
import { dailyTable, dailyView, poolBody, saveDailyRun } from './pickFive.service';

const V = (code: ValidationCode) => said(wording('validation', code));
const date = z.string(V('INVALID_DATE')).regex(/^\d{4}-\d{2}-\d{2}$/, V('INVALID_DATE'));
/** A whole run is 2 + 10 + 5 choices; anything longer is refused before any replay. */
const runBody = z.strictObject({
  date,
  choices: z.array(z.number(V('INVALID_CHOICES')).int(V('INVALID_CHOICES')).min(0, V('INVALID_CHOICES')).max(4, V('INVALID_CHOICES')), V('INVALID_CHOICES')).max(40, V('INVALID_CHOICES')),
  decisions: knockoutDecisionsSchema.default([]),
});
const tableQuery = z.object({ date: date.optional() });

/** The viewer of a public read when the request carries a current session; null otherwise (never refused). */
async function viewerOf(ctx: AppContext, req: Request): Promise<string | null> {
  const header = req.headers.authorization;
  const user = verifyToken(ctx.config, header?.startsWith('Bearer ') ? header.slice(7) : undefined);
  return user && (await sessionsOf(ctx).isCurrent(user)) ? user.id : null;
}

/**
 * /api/pick-five (docs/drafts.md, 'Screens and API'): the pool the draws read, to anyone; the daily
 * challenge's day, its runs (signed in, one a day, replayed and played here) and its table.
 */
export function pickFiveRouter(ctx: AppContext): Router {
  const r = Router();
  r.get('/pool', async (req, res) => {
    const { etag, body } = await poolBody(ctx);
    res.setHeader('ETag', etag);
    res.setHeader('Cache-Control', 'public, max-age=60');
    if (req.headers['if-none-match']?.split(/\s*,\s*/).includes(etag)) return void res.status(304).end();
    res.type('application/json').send(body);
  });
  r.get('/daily', async (req, res) => {
    res.set('Cache-Control', 'no-store');
    res.json(await dailyView(ctx, await viewerOf(ctx, req), Date.now()));
  });
  r.post('/daily/runs', requireAuth(ctx), async (req, res) => {
    const { date: day, choices, decisions } = validate(runBody, req.body);
    res.status(201).json(await saveDailyRun(ctx, currentUser(req), day, { choices, decisions }, Date.now()));
  });
  r.get('/daily/table', async (req, res) => {
    const { date: day } = validate(tableQuery, req.query);
    res.set('Cache-Control', 'no-store');
    res.json(await dailyTable(ctx, day, await viewerOf(ctx, req), Date.now()));
  });
  return r;
}
