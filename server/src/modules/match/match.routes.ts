import { Router } from 'express';
import { roomIdParamsSchema } from '@onbir/shared/game/rooms';
import type { AppContext } from '../../context';
import { validate } from '../../http/validate';
import { currentUser, requireAuth } from '../auth/requireAuth';
import * as service from './match.service';

/** /api/match: the tournament calls of spec section 7, the live snapshot and the match history. */
export function matchRouter(ctx: AppContext): Router {
  const r = Router();
  r.use(requireAuth(ctx));

  r.get('/finished-matches', async (_req, res) => {
    res.json(await service.finishedMatches(ctx));
  });
  r.get('/:roomId/recent', async (req, res) => {
    res.json(await service.finishedMatches(ctx, validate(roomIdParamsSchema, req.params).roomId));
  });
  r.get('/:roomId/live', async (req, res) => {
    res.json(await service.liveSnapshot(ctx, currentUser(req).id, validate(roomIdParamsSchema, req.params).roomId));
  });
  r.post('/:roomId/start-tournament', async (req, res) => {
    await service.startTournament(ctx, currentUser(req).id, validate(roomIdParamsSchema, req.params).roomId);
    res.json({ message: 'Turnuva başladı.' });
  });
  r.post('/:roomId/start-next-match', async (req, res) => {
    const started = await service.startNextMatch(ctx, currentUser(req).id, validate(roomIdParamsSchema, req.params).roomId);
    res.json({ message: 'Maç başladı.', ...started });
  });
  return r;
}
