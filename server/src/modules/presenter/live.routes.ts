import { Router } from 'express';
import { presentSchema } from '@onbir/shared/presenter/protocol';
import type { AppContext } from '../../context';
import { refusedWith } from '../../errors';
import { validate } from '../../http/validate';

const STATUS = { LIVE_NOT_FOUND: 404, LIVE_NOT_PRESENTER: 403 } as Record<string, number>;

/**
 * POST /api/live/end { code, token }: a presenter's page that is closing ends its session with a
 * beacon, which the browser still delivers while the page goes away (a socket message may not leave).
 */
export function liveRouter(ctx: AppContext): Router {
  const r = Router();
  r.post('/end', async (req, res) => {
    const { code, token } = validate(presentSchema, req.body);
    const refusal = await ctx.live!.endWithToken(code, token);
    if (refusal) throw refusedWith(STATUS[refusal.code] ?? 400, refusal);
    res.status(204).end();
  });
  return r;
}
