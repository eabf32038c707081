import { Router } from 'express';
import { z } from 'zod';
import { wording } from '@onbir/shared/messages/wording';
import { said } from '@onbir/shared/validation/said';
import { roomIdParamsSchema } from '@onbir/shared/room/schemas';
import type { AppContext } from '../../context';
import { validate } from '../../http/validate';
import { currentUser, requireAuth } from '../auth/requireAuth';
import { registerActionRoutes } from '../rooms/actionRoutes';
import * as history from './history.service';
import { controlsView } from './decisions.service';
import { assertMayWatch, liveSnapshot } from './live.service';

const fixtureParams = z.object({ fixtureId: z.uuid(said(wording('roomTexts', 'INVALID_FIXTURE_ID'))) });
const tokenParams = z.object({ token: z.uuid(said(wording('roomTexts', 'INVALID_SHARE_LINK'))) });

/**
 * /api/match: the live snapshot, a manager's controls, the history and replays, and the tournament's actions
 * of the shared route table (start, next match, automatic continue, rematch, a decision, the plan), which
 * run through the room machine.
 */
export function matchRouter(ctx: AppContext): Router {
  const r = Router();
  // The share link: a read-only replay of one played match, without signing in.
  r.get('/replay/:token', async (req, res) => {
    res.json(await history.replay(ctx, { token: validate(tokenParams, req.params).token }));
  });
  r.use(requireAuth(ctx));

  r.get('/finished-matches', async (req, res) => {
    res.json(await history.finishedMatches(ctx, currentUser(req).id));
  });
  r.get('/my-matches', async (req, res) => {
    res.json(await history.myMatches(ctx, currentUser(req).id));
  });
  r.get('/fixture/:fixtureId/replay', async (req, res) => {
    res.json(await history.replay(ctx, { fixtureId: validate(fixtureParams, req.params).fixtureId, viewerId: currentUser(req).id }));
  });
  r.get('/:roomId/recent', async (req, res) => {
    const { roomId } = validate(roomIdParamsSchema, req.params);
    await assertMayWatch(ctx, currentUser(req).id, roomId);
    res.json(await history.finishedMatches(ctx, currentUser(req).id, roomId));
  });
  r.get('/:roomId/scorers', async (req, res) => {
    const { roomId } = validate(roomIdParamsSchema, req.params);
    await assertMayWatch(ctx, currentUser(req).id, roomId);
    res.json(await history.roomScorers(ctx, roomId));
  });
  r.get('/:roomId/live', async (req, res) => {
    res.json(await liveSnapshot(ctx, currentUser(req).id, validate(roomIdParamsSchema, req.params).roomId));
  });
  r.get('/:roomId/controls', async (req, res) => {
    res.json(await controlsView(ctx, currentUser(req).id, validate(roomIdParamsSchema, req.params).roomId));
  });
  registerActionRoutes(ctx, r, '/api/match');
  return r;
}
