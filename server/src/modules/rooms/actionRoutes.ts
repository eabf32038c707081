import type { Router } from 'express';
import type { ActionRoute } from '@onbir/shared/room/routes';
import { roomIdBodySchema, roomIdParamsSchema } from '@onbir/shared/room/schemas';
import { roomActions, type RoomActionName } from '@onbir/shared/room/machine';
import { ROOM_ROUTES } from '@onbir/shared/room/routes';
import { userActor } from '@onbir/shared/room/state';
import type { AppContext } from '../../context';
import { validate } from '../../http/validate';
import { currentUser } from '../auth/requireAuth';
import { runRoomAction } from './runRoomAction';

/**
 * Every room action people call over HTTP, registered from the shared route table under one mount
 * (`/api/rooms` or `/api/match`): the body validated by the action's schema, then the one pipeline.
 */
export function registerActionRoutes(ctx: AppContext, r: Router, mount: string): void {
  for (const [name, route] of Object.entries(ROOM_ROUTES) as Array<[RoomActionName, ActionRoute]>) {
    if (route.path.startsWith(`${mount}/`)) registerAction(ctx, r, mount, name, route);
  }
}

/** One action's route: its body typed by its own schema from validation to the pipeline. */
function registerAction<N extends RoomActionName>(ctx: AppContext, r: Router, mount: string, name: N, route: ActionRoute): void {
  r[route.method](route.path.slice(mount.length), async (req, res) => {
    const body = validate(roomActions[name].schema, req.body ?? {});
    const roomId = route.room === 'param' ? validate(roomIdParamsSchema, req.params).roomId : route.room === 'body' ? validate(roomIdBodySchema, body).roomId : null;
    const { answer, before, after } = await runRoomAction(ctx, roomId, userActor(currentUser(req).id), name, body);
    // A rematch asked for again answers the room already made, and creates nothing.
    const createdNothing = before !== null && after.version === before.version && !after.effects.some((e) => e.type === 'chat');
    res.status(route.status && !createdNothing ? route.status : 200).json(answer);
  });
}
