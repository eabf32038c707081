import { randomUUID } from 'node:crypto';
import type { ActionInput, ActionRequest, RoomActionName } from '@onbir/shared/room/machine';
import { refusal } from '@onbir/shared/room/refusal';
import { ENGINE_VERSION } from '@onbir/shared/match/wire';
import { isMember, type Actor, type RoomState } from '@onbir/shared/room/state';
import { automaticChoice } from '@onbir/shared/room/rules/autoPick';
import { auctionClockChoice, isAuctionRoom } from '@onbir/shared/room/rules/auctionRoom';
import { lastPickOf } from '@onbir/shared/room/actions/undoPick';
import { kickOffDue, pickDue } from '@onbir/shared/room/rules/clock';
import { engineInputOf } from '@onbir/shared/room/rules/engineInput';
import { findSlot } from '@onbir/shared/formations/gameFormations';
import { nextFixtureOf } from '@onbir/shared/room/rules/matchDay';
import { positionsOf } from '@onbir/shared/players/positions';
import { foldText } from '@onbir/shared/players/text';
import type { AppContext } from '../../context';
import type { Queryable } from '../../db/client';
import type { PoolSnapshot } from '../players/gamePool';
import { resolveDecision } from '../match/decisions.service';
import { membersOnline } from '../../realtime/roomChannels';
import { refused } from './refusals';
import { countOpenRooms, joinView, lockUser, usernameOf } from './rooms.repo';

/**
 * What only the server can add to an action: a player's data from the pool, a password's verdict, a
 * count taken under a lock, a fresh id or seed, the engine's input. Each runs inside the pipeline
 * (runRoomAction.ts) on the room as just read and only looks up: the shared check then decides (a player
 * the request names but the pool has not is the check's refusal, which the client runs too).
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

export interface ServerSide<N extends RoomActionName> {
  /** Once per request, before the room is read: slow work that must not repeat on a retry (a password's hash). */
  prepare?(ctx: AppContext, actor: Actor, body: ActionRequest<N>, roomId: string | null): Promise<unknown>;
  /** The attempt runs in a transaction that first locks the user's row: a limit counted in it holds under concurrency. */
  lockUser?(db: Queryable, userId: string): Promise<void>;
  /** The action's input from the request and the room as read. */
  resolve(at: Attempt, body: ActionRequest<N>): ActionInput<N> | Promise<ActionInput<N>>;
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

/** The first API's pick by name (`playerName`, docs/rooms.md, 'API'): every eligible player (for the slot, when it is one) the name fits exactly. */
function playersNamed(at: Attempt, name: string, slotKey: string | undefined) {
  const seat = at.state.seats.find((s) => s.userId === userId(at.actor));
  const slot = seat && slotKey ? findSlot(seat.formation, slotKey) : undefined;
  const folded = foldText(name);
  const excludeIds = at.state.picks.map((p) => p.playerId);
  const page = at.pool.search({ q: name, leagues: at.state.options.leagues, position: slot?.position, excludeIds, pageSize: 100 });
  return page.items.filter((p) => foldText(p.short_name) === folded || foldText(p.long_name) === folded);
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

/** The verdict `prepare` gave (passwordVerdict). */
const verdictOf = (prepared: unknown) => (prepared === 'ok' || prepared === 'wrong' ? prepared : 'none');

const players = (at: Attempt) => at.pool.byIds(at.state.picks.map((p) => p.playerId));

/** The next fixture's engine input with a fresh seed and the engine's version, or null when an eleven is short. */
async function nextMatchInput(at: Attempt) {
  const fixture = nextFixtureOf(at.state);
  const input = fixture ? engineInputOf(at.state, players(at), fixture, at.ctx.seeds.next(), await membersOnline(at.ctx, at.state.id)) : null;
  return input && { ...input, engineVersion: ENGINE_VERSION };
}

const withId = <B extends object>(_at: Attempt, body: B) => ({ ...body, id: randomUUID() });
/** An action whose input is its request as validated. */
const asSent = <B>(_at: Attempt, body: B) => body;

export const SERVER_SIDE: { [N in RoomActionName]: ServerSide<N> } = {
  create: {
    async prepare(ctx, _actor, { password }) {
      return password ? ctx.passwords.hash(password) : null;
    },
    async lockUser(db, id) {
      await lockUser(db, id);
    },
    async resolve(at, body) {
      const { roomName, password: _password, ...options } = body;
      const username = await knownUser(at.db, at.actor);
      return { roomId: randomUUID(), roomName, options, passwordHash: at.prepared as string | null, username, openRooms: await countOpenRooms(at.db, userId(at.actor)) };
    },
  },
  join: {
    prepare: (ctx, actor, body) => passwordVerdict(ctx, actor, body.roomId, body.password),
    resolve: async (at) => ({ password: verdictOf(at.prepared), username: await knownUser(at.db, at.actor) }),
  },
  watch: {
    prepare: (ctx, actor, body, roomId) => passwordVerdict(ctx, actor, roomId!, body.password),
    resolve: (at) => ({ password: verdictOf(at.prepared) }),
  },
  pick: {
    resolve(at, b) {
      const byId = b.playerId ? at.pool.byIds([b.playerId]).get(b.playerId) : undefined;
      const found = b.playerId ? (byId ? [byId] : []) : playersNamed(at, b.playerName!, b.assignedPosition);
      return { found, byName: !b.playerId, slot: b.assignedPosition, pickNumber: b.pickNumber };
    },
  },
  nominate: {
    resolve(at, { playerId, opening }) {
      const found = at.pool.byIds([playerId]).get(playerId);
      return { found: found ? [found] : [], opening };
    },
  },
  bid: { resolve: asSent },
  setFormation: {
    resolve: (at, body) => ({ ...body, positions: Object.fromEntries([...players(at)].map(([id, p]) => [id, positionsOf(p)])) }),
  },
  setQueue: {
    resolve(at, { playerIds }) {
      const found = at.pool.byIds(playerIds);
      return { players: playerIds.flatMap((id) => found.get(id) ?? []), unknownIds: playerIds.filter((id) => !found.has(id)) };
    },
  },
  chat: { resolve: withId, admit: (ctx, actor) => ctx.limits.chat(userId(actor)) },
  react: { resolve: withId, admit: (ctx, actor) => ctx.limits.chat(userId(actor)) },
  kickOff: { resolve: async (at) => ({ match: isMember(at.state, at.actor) ? await nextMatchInput(at) : null }) },
  tick: {
    async resolve(at) {
      if (isAuctionRoom(at.state) && at.state.status === 'drafting') return { pick: null, match: null, auction: auctionClockChoice(at.state, at.pool.players(), at.now) };
      if (pickDue(at.state, at.now)) return { pick: automaticChoice(at.state, at.pool.players()), match: null };
      return { pick: null, match: kickOffDue(at.state, at.now) ? await nextMatchInput(at) : null };
    },
  },
  forcePick: { resolve: (at) => ({ pick: at.state.status === 'drafting' ? automaticChoice(at.state, at.pool.players()) : null }) },
  undoPick: {
    resolve(at) {
      const last = lastPickOf(at.state);
      return { playerName: (last && at.pool.byIds([last.playerId]).get(last.playerId)?.short_name) ?? '' };
    },
  },
  reschedule: { resolve: asSent },
  replaceWithAi: { resolve: asSent },
  endSeason: { resolve: asSent },
  decide: {
    // The pacer holds the match's next minutes from the moment the decision's minute is read until it is
    // stored and the new timeline is paced, or refused (every attempt's hold released once it is over).
    prepare: async () => ({ releases: [] as Array<() => void> }),
    resolve: (at, body) => resolveDecision(at.ctx, at.db, at.state, at.actor, body, (release) => (at.prepared as Held).releases.push(release)),
    settle: (prepared) => (prepared as Held).releases.forEach((release) => release()),
  },
  rematch: {
    async lockUser(db, id) {
      await lockUser(db, id);
    },
    resolve: async (at) => ({ newRoomId: randomUUID(), openRooms: await countOpenRooms(at.db, userId(at.actor)) }),
  },
  ready: { resolve: asSent },
  leave: { resolve: asSent },
  kick: { resolve: asSent },
  fillAi: { resolve: asSent },
  unban: { resolve: asSent },
  startDraft: { resolve: asSent },
  setClub: { resolve: asSent },
  setAutodraft: { resolve: asSent },
  pauseDraft: { resolve: asSent },
  startTournament: { resolve: asSent },
  setAutoPaused: { resolve: asSent },
  finishMatch: { resolve: asSent },
  setPlan: { resolve: asSent },
};
