import type { RoomDto } from '@onbir/shared/room/dto';
import { roomStateOf } from '@onbir/shared/room/fromDto';
import { roomActions, type ActionAnswerOf, type ActionBody, type ActionInput, type RoomActionName } from '@onbir/shared/room/machine';
import type { Refusal } from '@onbir/shared/room/refusal';
import { ROOM_ROUTES } from '@onbir/shared/room/routes';
import { userActor, type RoomEnv } from '@onbir/shared/room/state';
import { api } from '../../lib/api';

/**
 * The client's side of the room machine: the same `check` the server runs, on the room as this screen
 * shows it, for an answer at once; then the action's route from the shared table. Every screen of the
 * game acts through these two, so a call and its route, and a rule and its check, never drift apart.
 */
const env = (): RoomEnv => ({ now: Date.now(), msPerSecond: 1000 });

/** The shared rule's answer for this user on the room shown: null (allowed) or the refusal to show. */
export function checkAction<N extends RoomActionName>(room: RoomDto, userId: string, name: N, input: ActionInput<N>): Refusal | null {
  return roomActions[name].check(roomStateOf(room), userActor(userId), input, env());
}

/** Sends an action to its route (shared/src/room/routes.ts); a refusal comes back as an ApiError with the rule's Turkish text. */
export function sendAction<N extends RoomActionName>(name: N, roomId: string | null, body: ActionBody<N>, fallback?: string): Promise<ActionAnswerOf<N>> {
  const route = ROOM_ROUTES[name];
  if (!route) throw new Error(`${name} has no route`);
  return api<ActionAnswerOf<N>>(route.path.replace(':roomId', roomId ?? ''), {
    method: route.method.toLocaleUpperCase('en'),
    body: route.room === 'body' ? { ...body, roomId } : body,
    fallback,
  });
}
