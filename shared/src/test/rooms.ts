import type { GamePlayer } from '../players/types';
import { notStarted } from '../room/actions/create';
import type { ActionAnswer } from '../room/dto';
import { roomActions, type RoomActionName } from '../room/machine';
import type { Refusal } from '../room/refusal';
import { roomOptionsSchema, type RoomOptions } from '../room/schemas';
import { userActor, type Actor, type RoomEnv, type RoomState, type SeatState } from '../room/state';

/** Rooms for the machine's tests: seats by name (user id `id-<name>`), and an action run as the server runs it (check, then apply). */
export const ENV: RoomEnv = { now: 1_000_000, msPerSecond: 1000 };

export const options = (over: Partial<RoomOptions> = {}): RoomOptions => ({ ...roomOptionsSchema.parse({}), ...over });

export const human = (name: string, over: Partial<SeatState> = {}): SeatState => ({
  userId: `id-${name}`,
  username: name,
  name,
  ai: null,
  ready: false,
  formation: '4-4-2',
  autodraft: false,
  queue: [],
  ...over,
});

export const bot = (name: string, over: Partial<SeatState> = {}): SeatState => ({ ...human(name, over), username: `yz-${name}`, ai: { style: 'dengeli' }, ready: true, ...over });

export const as = (name: string): Actor => userActor(`id-${name}`);

export function room(over: Partial<RoomState> = {}): RoomState {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    name: 'Oda',
    options: options(over.options),
    isLocked: false,
    creatorId: 'id-zeynep',
    status: 'waiting',
    seats: [human('zeynep'), human('ali')],
    ...notStarted(),
    createdAt: new Date(0).toISOString(),
    version: 1,
    effects: [],
    ...over,
  };
}

export type Outcome = { refusal: Refusal } | { state: RoomState; answer: ActionAnswer };

/** Runs one action on a state: its check, then (allowed) its apply and answer. */
export function act<N extends RoomActionName>(state: RoomState, name: N, actor: Actor, input: unknown, env: RoomEnv = ENV): Outcome {
  const action = roomActions[name] as unknown as {
    check: (s: RoomState, a: Actor, i: unknown, e: RoomEnv) => Refusal | null;
    apply: (s: RoomState, a: Actor, i: unknown, e: RoomEnv) => RoomState;
    answer: (b: RoomState, a: RoomState, ac: Actor, i: unknown) => ActionAnswer;
  };
  const refusal = action.check(state, actor, input, env);
  if (refusal) return { refusal };
  const next = action.apply({ ...state, effects: [] }, actor, input, env);
  return { state: next, answer: action.answer(state, next, actor, input) };
}

/** The state an allowed action made (throws on a refusal). */
export function after<N extends RoomActionName>(state: RoomState, name: N, actor: Actor, input: unknown, env: RoomEnv = ENV): RoomState {
  const out = act(state, name, actor, input, env);
  if ('refusal' in out) throw new Error(`${name} refused: ${out.refusal.code}`);
  return out.state;
}

/** The refusal code of an action, or null when it is allowed. */
export const code = <N extends RoomActionName>(state: RoomState, name: N, actor: Actor, input: unknown = {}, env: RoomEnv = ENV) => {
  const out = act(state, name, actor, input, env);
  return 'refusal' in out ? out.refusal.code : null;
};

export const player = (id: string, positions: string, overall = 70, league = 'Premier League'): GamePlayer => ({
  id,
  short_name: id,
  long_name: id,
  player_positions: positions,
  player_face_url: '',
  league_name: league,
  club_name: 'Kulüp',
  overall,
  pace: 70,
  shooting: 70,
  passing: 70,
  dribbling: 70,
  defending: 70,
  physic: 70,
  goalkeeping: positions.includes('GK') ? 80 : 10,
});
