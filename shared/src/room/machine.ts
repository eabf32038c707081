import type { z } from 'zod';
import type { RoomAction } from './action';
import { bid } from './actions/bid';
import { chat } from './actions/chat';
import { create } from './actions/create';
import { decide } from './actions/decide';
import { endSeason } from './actions/endSeason';
import { fillAi } from './actions/fillAi';
import { forcePick } from './actions/forcePick';
import { finishMatch } from './actions/finishMatch';
import { join } from './actions/join';
import { kick } from './actions/kick';
import { kickOff } from './actions/kickOff';
import { leave } from './actions/leave';
import { nominate } from './actions/nominate';
import { pauseDraft } from './actions/pauseDraft';
import { pick } from './actions/pick';
import { react } from './actions/react';
import { ready } from './actions/ready';
import { rematch } from './actions/rematch';
import { replaceWithAi } from './actions/replaceWithAi';
import { reschedule } from './actions/reschedule';
import { setAutodraft } from './actions/setAutodraft';
import { setAutoPaused } from './actions/setAutoPaused';
import { setClub } from './actions/setClub';
import { setFormation } from './actions/setFormation';
import { setPlan } from './actions/setPlan';
import { setQueue } from './actions/setQueue';
import { startDraft } from './actions/startDraft';
import { startTournament } from './actions/startTournament';
import { tick } from './actions/tick';
import { undoPick } from './actions/undoPick';
import { unban } from './actions/unban';
import { watch } from './actions/watch';

/**
 * The room machine: every action a room knows, by name. The server runs each through one pipeline
 * (server/src/modules/rooms/runRoomAction.ts: read, check, apply, write if the version still matches,
 * publish); the client runs the same `check` before it sends a request (client/src/features/rooms/roomActions.ts).
 * A new action is a file in ./actions, a line here and, when people call it, a line in ./routes.ts.
 */
const actions = {
  create,
  join,
  ready,
  leave,
  kick,
  fillAi,
  unban,
  startDraft,
  pick,
  nominate,
  bid,
  setFormation,
  setClub,
  setAutodraft,
  setQueue,
  pauseDraft,
  forcePick,
  undoPick,
  reschedule,
  replaceWithAi,
  endSeason,
  chat,
  react,
  startTournament,
  kickOff,
  setAutoPaused,
  rematch,
  watch,
  tick,
  finishMatch,
  decide,
  setPlan,
} as const;

export type RoomActionName = keyof typeof actions;
type Actions = typeof actions;
/** An action's request schema. */
export type ActionSchema<N extends RoomActionName> = Actions[N] extends RoomAction<infer S, infer _I, infer _A> ? S : never;
/** What an action's check and apply read. */
export type ActionInput<N extends RoomActionName> = Actions[N] extends RoomAction<infer _S, infer I, infer _A> ? I : never;
/** What an action answers its request. */
export type ActionAnswerOf<N extends RoomActionName> = Actions[N] extends RoomAction<infer _S, infer _I, infer A> ? A : never;
/** The request body as validated (the pipeline's input before the server's look-ups). */
export type ActionRequest<N extends RoomActionName> = z.output<ActionSchema<N>>;
type WithoutRoomId<T> = T extends unknown ? Omit<T, 'roomId'> : never;
/** The body a client sends (the room id travels in the path or is added by the call: ./routes.ts). */
export type ActionBody<N extends RoomActionName> = WithoutRoomId<z.input<ActionSchema<N>>>;

/**
 * The same table typed per name, so that `roomActions[name]` for a generic name `N` is that action's
 * own check and apply (an input of another action does not compile).
 */
export const roomActions: { [N in RoomActionName]: RoomAction<ActionSchema<N>, ActionInput<N>, ActionAnswerOf<N>> } = actions;
