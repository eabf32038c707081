import { Router } from 'express';
import { z } from 'zod';
import { roomIdParamsSchema } from '@onbir/shared/game/rooms';
import type { AppContext } from '../../context';
import { validate } from '../../http/validate';
import { currentUser, requireAuth } from '../auth/requireAuth';
import { assertMayViewRoom } from '../rooms/roomView.service';
import * as history from './history.service';
import * as matchDay from './matchDay.service';
import * as service from './match.service';

const fixtureParams = z.object({ fixtureId: z.uuid({ error: 'Geçersiz maç kimliği.' }) });
const tokenParams = z.object({ token: z.uuid({ error: 'Geçersiz paylaşım bağlantısı.' }) });
const autoContinueBody = z.object({ paused: z.boolean({ error: 'paused açık ya da kapalı olmalıdır.' }) });

/** /api/match: the tournament calls of spec section 7, the live snapshot, the history, replays and match-day options. */
export function matchRouter(ctx: AppContext): Router {
  const r = Router();
  // The share link: a read-only replay of one played match, without signing in.
  r.get('/replay/:token', async (req, res) => {
    res.json(await history.replay(ctx, { token: validate(tokenParams, req.params).token }));
  });
  r.use(requireAuth(ctx));

  r.get('/finished-matches', async (_req, res) => {
    res.json(await history.finishedMatches(ctx));
  });
  r.get('/my-matches', async (req, res) => {
    res.json(await history.myMatches(ctx, currentUser(req).id));
  });
  r.get('/fixture/:fixtureId/replay', async (req, res) => {
    res.json(await history.replay(ctx, { fixtureId: validate(fixtureParams, req.params).fixtureId, viewerId: currentUser(req).id }));
  });
  r.get('/:roomId/recent', async (req, res) => {
    const { roomId } = validate(roomIdParamsSchema, req.params);
    await assertMayViewRoom(ctx, currentUser(req).id, roomId);
    res.json(await history.finishedMatches(ctx, roomId));
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
  r.post('/:roomId/auto-continue', async (req, res) => {
    const { paused } = validate(autoContinueBody, req.body);
    await matchDay.setAutoPaused(ctx, currentUser(req).id, validate(roomIdParamsSchema, req.params).roomId, paused);
    res.json({ message: paused ? 'Otomatik devam duraklatıldı.' : 'Otomatik devam sürüyor.' });
  });
  r.post('/:roomId/rematch', async (req, res) => {
    const made = await matchDay.rematch(ctx, currentUser(req).id, validate(roomIdParamsSchema, req.params).roomId);
    res.status(made.created ? 201 : 200).json({ message: 'Rövanş odası hazır.', room: { _id: made.roomId } });
  });
  return r;
}
