import type { z } from 'zod';
import type { ActionAnswer } from './dto';
import type { Refusal } from './refusal';
import type { Actor, RoomEnv, RoomState } from './state';

/**
 * One action of the room machine (as boardgame.io's moves): the request body it accepts, a check that
 * answers null or the one refusal, and the new state it makes. `I` is what check and apply read: the
 * request itself, or the request with what only the server can look up (a player's data, a password's
 * verdict, the engine's input), which the client passes from what it shows. Pure: no I/O, no clock but
 * `env.now`, randomness only from a generator seeded by the room.
 */
export interface RoomAction<S extends z.ZodType = z.ZodType, I = z.output<S>, A extends ActionAnswer = ActionAnswer> {
  name: string;
  /** The request body as sent (the server validates it; the client's call is typed by it). */
  schema: S;
  check(state: RoomState, actor: Actor, input: I, env: RoomEnv): Refusal | null;
  /** Only called after check answered null. */
  apply(state: RoomState, actor: Actor, input: I, env: RoomEnv): RoomState;
  /** The answer to the request, from the room before and after. */
  answer(before: RoomState, after: RoomState, actor: Actor, input: I): A;
}

export const defineAction = <S extends z.ZodType, I = z.output<S>, A extends ActionAnswer = ActionAnswer>(action: RoomAction<S, I, A>): RoomAction<S, I, A> => action;
