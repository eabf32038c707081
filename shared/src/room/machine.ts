import { chat } from './actions/chat';
import { create } from './actions/create';
import { decide } from './actions/decide';
import { fillAi } from './actions/fillAi';
import { finishMatch } from './actions/finishMatch';
import { join } from './actions/join';
import { kick } from './actions/kick';
import { kickOff } from './actions/kickOff';
import { leave } from './actions/leave';
import { pauseDraft } from './actions/pauseDraft';
import { pick } from './actions/pick';
import { react } from './actions/react';
import { ready } from './actions/ready';
import { rematch } from './actions/rematch';
import { setAutodraft } from './actions/setAutodraft';
import { setAutoPaused } from './actions/setAutoPaused';
import { setClub } from './actions/setClub';
import { setFormation } from './actions/setFormation';
import { setPlan } from './actions/setPlan';
import { setQueue } from './actions/setQueue';
import { startDraft } from './actions/startDraft';
import { startTournament } from './actions/startTournament';
import { tick } from './actions/tick';
import { unban } from './actions/unban';
import { watch } from './actions/watch';

/**
 * The room machine: every action a room knows, by name. The server runs each through one pipeline
 * (server/src/modules/rooms/runRoomAction.ts: read, check, apply, write if the version still matches,
 * publish); the client runs the same `check` before it sends a request (client/src/features/rooms/roomActions.ts).
 * A new action is a file in ./actions, a line here and, when people call it, a line in ./routes.ts.
 */
export const roomActions = {
  create,
  join,
  ready,
  leave,
  kick,
  fillAi,
  unban,
  startDraft,
  pick,
  setFormation,
  setClub,
  setAutodraft,
  setQueue,
  pauseDraft,
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

export type RoomActionName = keyof typeof roomActions;
type Actions = typeof roomActions;
/** What an action's check and apply read. */
export type ActionInput<N extends RoomActionName> = Parameters<Actions[N]['apply']>[2];
