import type { ActionAnswer } from '@onbir/shared/room/dto';
import { roomActions, type ActionRequest, type RoomActionName } from '@onbir/shared/room/machine';
import { refusal } from '@onbir/shared/room/refusal';
import type { Actor, RoomEnv, RoomState } from '@onbir/shared/room/state';
import type { AppContext } from '../../context';
import type { Queryable } from '../../db/client';
import { isUniqueViolation } from '../../db/query';
import type { PoolSnapshot } from '../players/gamePool';
import { refused } from './refusals';
import { readStoredRoom, type StoredRoom } from './roomRead';
import { publishRoom } from './roomPublish';
import { roomChanged, writeRoom } from './roomWrite';
import { SERVER_SIDE, type Attempt, type ServerSide } from './serverSide';

/** How often an action is decided again when the room moved on between its read and its write. */
const VERSION_ATTEMPTS = 5;

/** What an action did, once written. */
export interface ActionResult {
  before: RoomState | null;
  after: RoomState;
  answer: ActionAnswer;
}

/** A room before it exists: what `create` is checked on. */
const NO_ROOM = { effects: [] } as unknown as RoomState;

/**
 * The one pipeline of every room action, in a fixed order: the actor is authenticated (by the route's
 * middleware or the socket's handshake), the room is read in one statement, what only the server knows is
 * looked up (serverSide.ts), the shared rule checks member, allowed now and the rule itself, the action
 * makes the new state, which is written in one statement only if the room still has the version read
 * (else decided again on the new state), and then published: the room to its members, the action's
 * notices, the clock re-armed, a kicked-off match paced. Routes, socket handlers, the room clock and the
 * final whistle all come through here. Throws the refusal as an AppError.
 */
export async function runRoomAction<N extends RoomActionName>(ctx: AppContext, roomId: string | null, actor: Actor, name: N, body: ActionRequest<N>): Promise<ActionResult> {
  const side: ServerSide<N> = SERVER_SIDE[name];
  const prepared = side.prepare ? await side.prepare(ctx, actor, body, roomId) : undefined;
  try {
    return await attemptUntilWritten(ctx, roomId, actor, name, prepared, body);
  } finally {
    side.settle?.(prepared);
  }
}

/**
 * The pipeline's decision on a room as read: what only the server knows is looked up, the shared rule
 * checks the actor and the action (a refusal is thrown), and the action makes the new state, its version
 * moved on when anyone would see the change. One instant for the whole decision: a clock read again after
 * resolve could find a deadline passed that resolve did not see, and a tick would pass the turn without its pick.
 */
export async function decideRoomAction<N extends RoomActionName>(ctx: AppContext, db: Queryable, stored: StoredRoom | null, actor: Actor, name: N, prepared: unknown, body: ActionRequest<N>): Promise<Decided> {
  const action = roomActions[name];
  const side: ServerSide<N> = SERVER_SIDE[name];
  const state = stored?.state ?? NO_ROOM;
  const pool: PoolSnapshot = await ctx.pool.atVersion(db, stored?.poolVersion ?? 0);
  const env: RoomEnv = { now: ctx.clock.now(), msPerSecond: ctx.timers.msPerSecond };
  const at: Attempt = { ctx, db, state, actor, pool, prepared, now: env.now };
  const input = await side.resolve(at, body);
  const no = action.check(state, actor, input, env);
  if (no) throw refused(no);
  await side.admit?.(ctx, actor);
  const after = action.apply({ ...state, effects: [] }, actor, input, env);
  if (stored && roomChanged(state, after)) after.version = state.version + 1;
  return { before: stored ? state : null, after, answer: action.answer(state, after, actor, input), pool };
}

/** A decided action, to be written and then published. */
export interface Decided extends ActionResult {
  pool: PoolSnapshot;
}

/** Read, check, apply and write, again on the new room while another change wins the race; then publish. */
async function attemptUntilWritten<N extends RoomActionName>(ctx: AppContext, roomId: string | null, actor: Actor, name: N, prepared: unknown, body: ActionRequest<N>): Promise<ActionResult> {
  const side: ServerSide<N> = SERVER_SIDE[name];
  for (let n = 1; n <= VERSION_ATTEMPTS; n++) {
    const attempt = async (db: Queryable) => {
      if (side.lockUser && actor.kind === 'user') await side.lockUser(db, actor.userId);
      const stored = roomId ? await readStoredRoom(db, roomId) : null;
      if (roomId && !stored) throw refused(refusal('ROOM_NOT_FOUND'));
      const done = await decideRoomAction(ctx, db, stored, actor, name, prepared, body);
      return (await writeRoom(db, done.before, done.after)) ? done : null;
    };
    let done: Awaited<ReturnType<typeof attempt>>;
    try {
      done = side.lockUser ? await ctx.db.transaction((tx) => attempt(tx)) : await attempt(ctx.db);
    } catch (err) {
      // A unique key is the database's last line (one player per room, one seat per number): a race lost.
      if (isUniqueViolation(err)) throw refused(refusal('CONFLICT'));
      throw err;
    }
    if (!done) {
      // Another change won the race: decide again on the room as it now is, after a short random pause so
      // that several losers do not meet again at once.
      await new Promise((resolve) => setTimeout(resolve, Math.random() * 4 * n));
      continue;
    }
    await publishRoom(ctx, done.before, done.after, done.pool);
    return done;
  }
  throw refused(refusal('CONFLICT'));
}
