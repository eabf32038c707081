import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import type { RoomActionName } from '@onbir/shared/room/machine';
import { refusal } from '@onbir/shared/room/refusal';
import type { createRoomSchema, DecisionBody, joinRoomSchema, pickPlayerSchema } from '@onbir/shared/room/schemas';
import { ENGINE_VERSION } from '@onbir/shared/match/wire';
import { isMember, type Actor, type RoomState } from '@onbir/shared/room/state';
import { memberOnly } from '@onbir/shared/room/actions/guards';
import { automaticChoice } from '@onbir/shared/room/rules/autoPick';
import { kickOffDue, pickDue } from '@onbir/shared/room/rules/clock';
import { engineInputOf } from '@onbir/shared/room/rules/engineInput';
import { findSlot } from '@onbir/shared/room/rules/formations';
import { nextFixtureOf } from '@onbir/shared/room/rules/matchDay';
import { positionsOf } from '@onbir/shared/players/positions';
import { foldText } from '@onbir/shared/players/text';
import type { GamePlayer } from '@onbir/shared/players/types';
import type { AppContext } from '../../context';
import type { Queryable } from '../../db/client';
import type { PoolSnapshot } from '../players/gamePool';
import { resolveDecision } from '../match/decisions.service';
import { membersOnline } from '../../realtime/roomChannels';
import { enforce, refused } from './refusals';
import { countOpenRooms, joinView, lockUser, usernameOf } from './rooms.repo';

/**
 * What only the server can add to an action: a player's data from the pool, a password's verdict, a
 * count taken under a lock, a fresh id or seed, the engine's input. Each runs inside the pipeline
 * (runRoomAction.ts) on the room as just read; the shared check then decides.
 */
export interface Attempt {
  ctx: AppContext;
  db: Queryable;
  state: RoomState;
  actor: Actor;
  pool: PoolSnapshot;
  prepared: unknown;
  /** The instant the action is decided at: resolve, check and apply read the same clock. */
  now: number;
}

export interface ServerSide {
  /** Once per request, before the room is read: slow work that must not repeat on a retry (a password's hash). */
  prepare?(ctx: AppContext, actor: Actor, body: unknown, roomId: string | null): Promise<unknown>;
  /** The attempt runs in a transaction that first locks the user's row: a limit counted in it holds under concurrency. */
  lockUser?(db: Queryable, userId: string): Promise<void>;
  /** The action's input from the request and the room as read. */
  resolve?(at: Attempt, body: unknown): unknown;
  /** After the check passed, before the write: a limit that counts only requests the rules accept. */
  admit?(ctx: AppContext, actor: Actor): Promise<void>;
  /** Once the request is over (written and published, or refused): what `prepare` holds is let go. */
  settle?(prepared: unknown): void;
}

interface Held {
  releases: Array<() => void>;
}

const userId = (actor: Actor) => (actor.kind === 'user' ? actor.userId : '');

async function knownUser(db: Queryable, actor: Actor): Promise<string> {
  const name = await usernameOf(db, userId(actor));
  if (name === null) throw refused(refusal('SESSION_INVALID'));
  return name;
}

/** The first API's pick by name (`playerName`, docs/rooms.md, 'API'): it must name exactly one eligible player (for the slot, when given). */
function playerByName(at: Attempt, name: string, slotKey: string | undefined): GamePlayer {
  const seat = at.state.seats.find((s) => s.userId === userId(at.actor))!;
  const slot = slotKey ? findSlot(seat.formation, slotKey) : undefined;
  if (slotKey && !slot) throw refused(refusal('UNKNOWN_SLOT', { slot: slotKey, formation: seat.formation }));
  const folded = foldText(name);
  const excludeIds = at.state.picks.map((p) => p.playerId);
  const page = at.pool.search({ q: name, leagues: at.state.options.leagues, position: slot?.position, excludeIds, pageSize: 100 });
  const exact = page.items.filter((p) => foldText(p.short_name) === folded || foldText(p.long_name) === folded);
  if (exact.length !== 1) throw refused(refusal('AMBIGUOUS_PLAYER'));
  return exact[0];
}

/**
 * The verdict on a locked room's password, before the room is read and once: every guess counts against
 * the user's and the room's limits before it is hashed, and the slow hash never runs while a statement or
 * a retry waits on it. 'none' when no password was sent or none is needed.
 */
async function passwordVerdict(ctx: AppContext, actor: Actor, roomId: string, password: string | undefined): Promise<'none' | 'ok' | 'wrong'> {
  const view = await joinView(ctx.db, roomId, userId(actor));
  if (!view?.passwordHash || view.member || view.banned || !password) return 'none';
  await ctx.limits.passwordGuess(roomId, userId(actor));
  return (await ctx.passwords.verify(password, view.passwordHash)) ? 'ok' : 'wrong';
}

const players = (at: Attempt) => at.pool.byIds(at.state.picks.map((p) => p.playerId));

/** The next fixture's engine input with a fresh seed and the engine's version, or null when an eleven is short. */
async function nextMatchInput(at: Attempt) {
  const fixture = nextFixtureOf(at.state);
  const input = fixture ? engineInputOf(at.state, players(at), fixture, at.ctx.seeds.next(), await membersOnline(at.ctx, at.state.id)) : null;
  return input && { ...input, engineVersion: ENGINE_VERSION };
}

const withId = (_at: Attempt, body: unknown) => ({ ...(body as object), id: randomUUID() });

export const SERVER_SIDE: Partial<Record<RoomActionName, ServerSide>> = {
  create: {
    async prepare(ctx, _actor, body) {
      const { password } = body as z.output<typeof createRoomSchema>;
      return password ? ctx.passwords.hash(password) : null;
    },
    async lockUser(db, id) {
      await lockUser(db, id);
    },
    async resolve(at, body) {
      const { roomName, password: _password, ...options } = body as z.output<typeof createRoomSchema>;
      const username = await knownUser(at.db, at.actor);
      return { roomId: randomUUID(), roomName, options, passwordHash: at.prepared as string | null, username, openRooms: await countOpenRooms(at.db, userId(at.actor)) };
    },
  },
  join: {
    prepare: (ctx, actor, body) => passwordVerdict(ctx, actor, (body as z.output<typeof joinRoomSchema>).roomId, (body as z.output<typeof joinRoomSchema>).password),
    resolve: async (at) => ({ password: at.prepared, username: await knownUser(at.db, at.actor) }),
  },
  watch: {
    prepare: (ctx, actor, body, roomId) => passwordVerdict(ctx, actor, roomId!, (body as { password?: string }).password),
    resolve: (at) => ({ password: at.prepared }),
  },
  pick: {
    resolve(at, body) {
      enforce(memberOnly(at.state, at.actor));
      const b = body as z.output<typeof pickPlayerSchema>;
      const player = b.playerId ? at.pool.byIds([b.playerId]).get(b.playerId) : playerByName(at, b.playerName!, b.assignedPosition);
      if (!player) throw refused(refusal('PLAYER_NOT_FOUND'));
      return { player, slot: b.assignedPosition, pickNumber: b.pickNumber };
    },
  },
  setFormation: {
    resolve: (at, body) => ({ ...(body as { formation: string }), positions: Object.fromEntries([...players(at)].map(([id, p]) => [id, positionsOf(p)])) }),
  },
  setQueue: {
    resolve(at, body) {
      enforce(memberOnly(at.state, at.actor));
      const ids = (body as { playerIds: string[] }).playerIds;
      const found = at.pool.byIds(ids);
      if (ids.some((id) => !found.has(id))) throw refused(refusal('PLAYER_NOT_FOUND'));
      return { players: ids.map((id) => found.get(id)!) };
    },
  },
  chat: { resolve: withId, admit: (ctx, actor) => ctx.limits.chat(userId(actor)) },
  react: { resolve: withId, admit: (ctx, actor) => ctx.limits.chat(userId(actor)) },
  kickOff: { resolve: async (at) => ({ match: isMember(at.state, at.actor) ? await nextMatchInput(at) : null }) },
  tick: {
    async resolve(at) {
      if (pickDue(at.state, at.now)) return { pick: automaticChoice(at.state, at.pool.players()), match: null };
      return { pick: null, match: kickOffDue(at.state, at.now) ? await nextMatchInput(at) : null };
    },
  },
  decide: {
    // The pacer holds the match's next minutes from the moment the decision's minute is read until it is
    // stored and the new timeline is paced, or refused (every attempt's hold released once it is over).
    prepare: async () => ({ releases: [] as Array<() => void> }),
    resolve: (at, body) => resolveDecision(at.ctx, at.db, at.state, at.actor, body as DecisionBody, (release) => (at.prepared as Held).releases.push(release)),
    settle: (prepared) => (prepared as Held).releases.forEach((release) => release()),
  },
  rematch: {
    async lockUser(db, id) {
      await lockUser(db, id);
    },
    resolve: async (at) => ({ newRoomId: randomUUID(), openRooms: await countOpenRooms(at.db, userId(at.actor)) }),
  },
};
