import { Router } from 'express';
import { availablePlayersQuerySchema, roomIdParamsSchema } from '@onbir/shared/room/schemas';
import type { AppContext } from '../../context';
import { roomPasswordLimit } from '../../http/rateLimits';
import { validate } from '../../http/validate';
import { currentUser, requireAuth } from '../auth/requireAuth';
import { registerActionRoutes } from './actionRoutes';
import { oneCreateAtATime } from './oneCreateAtATime';
import * as views from './roomViews';

/** /api/rooms: the reads, and every room action of the shared route table under /api/rooms. Every call needs a token. */
export function roomsRouter(ctx: AppContext): Router {
  const r = Router();
  r.use(requireAuth(ctx));
  // Creating or joining with a password hashes it: limited per account (docs/security.md item 4).
  const passwordLimit = roomPasswordLimit(ctx);
  r.post('/create', passwordLimit, oneCreateAtATime());
  r.post('/join', passwordLimit);
  const roomOf = (req: { params: unknown }) => validate(roomIdParamsSchema, req.params).roomId;

  r.get('/', async (_req, res) => {
    res.json(await views.roomList(ctx));
  });
  r.get('/:roomId', async (req, res) => {
    res.json(await views.roomForViewer(ctx, currentUser(req).id, roomOf(req)));
  });
  r.get('/:roomId/summary', async (req, res) => {
    res.json(await views.summaryFor(ctx, currentUser(req).id, roomOf(req)));
  });
  r.get('/:roomId/queue', async (req, res) => {
    res.json(await views.queueOf(ctx, currentUser(req).id, roomOf(req)));
  });
  r.get('/:roomId/chat', async (req, res) => {
    res.json(await views.chatOf(ctx, currentUser(req).id, roomOf(req)));
  });
  r.get('/:roomId/available-players', async (req, res) => {
    res.json(await views.availablePlayers(ctx, currentUser(req).id, roomOf(req), validate(availablePlayersQuerySchema, req.query)));
  });
  registerActionRoutes(ctx, r, '/api/rooms');
  return r;
}
