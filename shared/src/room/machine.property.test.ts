import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { FixtureResult } from '../match/wire';
import { AI_STYLES, AUCTION_ROOM_MODES, DRAFT_ORDER_MODES, ROOM_STATUSES, SQUAD_SIZE, TOURNAMENT_FORMATS } from './constants';
import { act, as, ENV, player } from '../test/rooms';
import { roomOptionsSchema } from './schemas';
import { liveFixture, SYSTEM, type Actor, type RoomEnv, type RoomState } from './state';
import { automaticChoice } from './rules/autoPick';
import { pickerOf } from './rules/clock';
import { auctionClockChoice, isAuctionRoom, runningAuction } from './rules/auctionRoom';
import { GAME_FORMATIONS } from '../formations/gameFormations';
import { engineInputOf } from './rules/engineInput';
import { checkClub, clubNameKey, clubsLocked } from './rules/club';
import type { RoomActionName } from './machine';

/** A small pool: enough of every position for 8 squads in any formation. */
const POSITIONS = ['GK', 'CB', 'CB', 'RB', 'LB', 'RWB', 'LWB', 'CDM', 'CM', 'CM', 'CAM', 'RM', 'LM', 'RW', 'LW', 'ST', 'ST', 'CF'];
const pool = Array.from({ length: 240 }, (_, i) => player(`p${i}`, POSITIONS[i % POSITIONS.length], 60 + (i % 30)));
const byId = new Map(pool.map((p) => [p.id, p]));
const positions = Object.fromEntries(pool.map((p) => [p.id, [p.player_positions]]));
const USERS = ['u0', 'u1', 'u2', 'u3', 'u4'];
const result = (a: number, b: number): FixtureResult => ({ score: { A: a, B: b }, stats: {} as FixtureResult['stats'], commentary: [], penalties: null, winner: a > b ? 'A' : b > a ? 'B' : a % 2 ? 'A' : 'B' });

const CLUB_NAMES = ['Kartal Spor', 'KARTAL  spor', 'Kartal Spör', 'Ege Gücü', 'u1', 'FK', 'Toros FK', 'Kartal 🦅'];
const CLUB_KITS = [['#111111', '#ffffff'], ['#ffffff', '#fafafa'], ['#0b3d91', '#ffd100'], ['red', '#ffffff']];

type Step =
  | { kind: 'user'; action: RoomActionName; user: number; n: number; flag: boolean }
  | { kind: 'clock'; ms: number }
  | { kind: 'whistle'; a: number; b: number };

const step: fc.Arbitrary<Step> = fc.oneof(
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('user' as const), action: fc.constantFrom<RoomActionName>('leave', 'kick'), user: fc.nat(USERS.length - 1), n: fc.nat(1000), flag: fc.boolean() }) },
  {
    weight: 8,
    arbitrary: fc.record({
      kind: fc.constant('user' as const),
      action: fc.constantFrom<RoomActionName>('join', 'ready', 'fillAi', 'startDraft', 'startDraft', 'pick', 'pick', 'pick', 'setFormation', 'startTournament', 'startTournament', 'kickOff', 'kickOff', 'kickOff', 'setAutoPaused', 'pauseDraft', 'setAutodraft', 'rematch', 'unban', 'setClub', 'setClub'),
      user: fc.nat(USERS.length - 1),
      n: fc.nat(1000),
      flag: fc.boolean(),
    }),
  },
  { weight: 5, arbitrary: fc.record({ kind: fc.constant('clock' as const), ms: fc.integer({ min: 0, max: 200_000 }) }) },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('whistle' as const), a: fc.nat(4), b: fc.nat(4) }) },
);

const optionsArb = fc.record({
  maxPlayers: fc.integer({ min: 2, max: 8 }),
  leagues: fc.constant(['Premier League']),
  pickSeconds: fc.constantFrom(0, 10, 60, 180),
  format: fc.constantFrom(...TOURNAMENT_FORMATS),
  autoContinue: fc.boolean(),
  draftOrder: fc.constantFrom(...DRAFT_ORDER_MODES),
  auction: fc.constantFrom(...AUCTION_ROOM_MODES).map((mode) => ({ budget: 100, bidSeconds: 10, mode })),
});

/** The input each action reads, as the server would resolve it from the step's numbers. */
function inputOf(state: RoomState, s: Extract<Step, { kind: 'user' }>, username: string): unknown {
  const target = state.seats[s.n % Math.max(1, state.seats.length)]?.userId ?? 'x';
  switch (s.action) {
    case 'join':
      return { password: s.flag ? 'ok' : 'wrong', username };
    case 'fillAi':
      return { count: s.flag ? undefined : 1 + (s.n % 3), style: AI_STYLES[s.n % 3] };
    case 'kick':
    case 'unban':
      return { playerId: target };
    case 'pick': {
      const best = s.flag && s.n % 4 !== 0 ? automaticChoice(state, pool) : null;
      return best ? { found: [best.player], slot: best.slotKey, pickNumber: state.draft.currentPick } : { found: [pool[s.n % pool.length]], pickNumber: s.n % 2 ? state.draft.currentPick : undefined };
    }
    case 'setFormation':
      return { formation: GAME_FORMATIONS[s.n % GAME_FORMATIONS.length], positions };
    case 'kickOff': {
      const next = state.fixtures.find((f) => !f.played);
      return { match: next ? engineInputOf(state, byId, next, s.n) : null };
    }
    case 'setClub':
      // Names that collide (by case, accents, spaces), broken ones, and kits too alike or fine.
      return { name: CLUB_NAMES[s.n % CLUB_NAMES.length], colors: CLUB_KITS[(s.n >> 3) % CLUB_KITS.length] };
    case 'rematch':
      return { newRoomId: `00000000-0000-4000-8000-${String(s.n).padStart(12, '0')}`, openRooms: s.n % 4 };
    default:
      return { paused: s.flag, on: s.flag };
  }
}

/**
 * Who acts: the step's user, or (flag set) the one the action is meant for, so that sequences get far:
 * the seat on turn for a pick, the creator for the host's actions.
 */
function steer(state: RoomState, s: Extract<Step, { kind: 'user' }>): Actor {
  if (!s.flag) return as(USERS[s.user]);
  if (s.action === 'pick') return { kind: 'user', userId: pickerOf(state)?.userId ?? 'id-u0' };
  if (['startDraft', 'startTournament', 'kickOff', 'setAutoPaused', 'pauseDraft', 'kick', 'fillAi', 'unban', 'rematch'].includes(s.action)) return { kind: 'user', userId: state.creatorId };
  return as(USERS[s.user]);
}

/** The invariants every state the machine makes keeps (`before`: the state the action ran on). */
function checkInvariants(before: RoomState, next: RoomState, created: RoomState['options']) {
  expect(next.seats.length).toBeLessThanOrEqual(next.options.maxPlayers);
  expect(next.options).toEqual(created);
  const ids = next.picks.map((p) => p.playerId);
  expect(new Set(ids).size).toBe(ids.length);
  for (const seat of next.seats) {
    const squad = next.picks.filter((p) => p.userId === seat.userId);
    expect(squad.length).toBeLessThanOrEqual(SQUAD_SIZE);
    expect(new Set(squad.map((p) => p.slot)).size).toBe(squad.length);
  }
  expect(ROOM_STATUSES.indexOf(next.status)).toBeGreaterThanOrEqual(ROOM_STATUSES.indexOf(before.status));
  // A snake or straight draft has its picker; an auction its running auction (nominations in turn, no picker).
  if (next.status === 'drafting') expect(isAuctionRoom(next) ? runningAuction(next) : pickerOf(next)).toBeTruthy();
  expect(next.fixtures.filter((f) => f.startedAt !== null && !f.played).length).toBeLessThanOrEqual(1);
  if (!next.deleted) expect(next.seats.some((s) => s.userId === next.creatorId && s.ai === null)).toBe(true);
  // Clubs are unique in the room, valid by the rule, and fixed from the first kick-off.
  const clubs = next.seats.flatMap((seat) => (seat.club ? [clubNameKey(seat.club.name)] : []));
  expect(new Set(clubs).size).toBe(clubs.length);
  for (const seat of next.seats) if (seat.club) expect(checkClub(seat.club, [])).toBeNull();
  if (clubsLocked(before)) for (const seat of next.seats) if (before.seats.some((b) => b.userId === seat.userId)) expect(seat.club ?? null).toEqual(before.seats.find((b) => b.userId === seat.userId)!.club ?? null);
  for (const e of next.effects) if (e.type === 'created') expect(e.room.options).toEqual({ ...created, maxPlayers: e.room.options.maxPlayers });
}

describe('the room machine under random sequences of actions', () => {
  const reached = new Set<string>();
  it('keeps its invariants after every allowed action: seats ≤ max, each player drafted once, one picker, statuses forward, the options kept, clubs unique and fixed from kick-off', () => {
    fc.assert(
      fc.property(optionsArb, fc.integer({ min: 1, max: 4 }), fc.boolean(), fc.array(step, { minLength: 150, maxLength: 500, size: 'max' }), (opts, joiners, startNow, steps) => {
        const created = roomOptionsSchema.parse(opts);
        let env: RoomEnv = ENV;
        const start = act({} as RoomState, 'create', as('u0'), { roomId: '00000000-0000-4000-8000-00000000000a', roomName: 'Oda', options: created, passwordHash: null, username: 'u0', openRooms: 0 }, env);
        if (!('state' in start)) throw new Error('create refused');
        let state = start.state;
        // Most evenings begin the same way: friends join and get ready; the rest is left to chance.
        const opening: Step[] = USERS.slice(1, 1 + joiners).flatMap((_, i) => [
          { kind: 'user' as const, action: 'join' as const, user: i + 1, n: 0, flag: true },
          { kind: 'user' as const, action: 'ready' as const, user: i + 1, n: 0, flag: false },
        ]);
        opening.push({ kind: 'user', action: 'ready', user: 0, n: 0, flag: false });
        if (startNow) opening.push({ kind: 'user', action: 'fillAi', user: 0, n: 1, flag: true }, { kind: 'user', action: 'startDraft', user: 0, n: 0, flag: true });
        for (const s of [...opening, ...steps]) {
          let actor: Actor = SYSTEM;
          let name: RoomActionName;
          let input: unknown;
          if (s.kind === 'clock') {
            env = { ...env, now: env.now + s.ms };
            name = 'tick';
            const next = state.fixtures.find((f) => !f.played);
            input = { pick: automaticChoice(state, pool), match: next ? engineInputOf(state, byId, next, s.ms) : null, auction: auctionClockChoice(state, pool, env.now) };
          } else if (s.kind === 'whistle') {
            const live = liveFixture(state);
            if (!live) continue;
            name = 'finishMatch';
            input = { fixtureId: live._id, result: result(s.a, s.b) };
          } else {
            actor = steer(state, s);
            name = s.action;
            input = inputOf(state, s, actor.kind === 'user' ? actor.userId : '');
          }
          const out = act(state, name, actor, input, env);
          if ('refusal' in out) continue;
          checkInvariants(state, out.state, created);
          reached.add(out.state.status);
          if (out.state.deleted) return;
          state = { ...out.state, effects: [], version: state.version + 1 };
        }
      }),
      { numRuns: 200, interruptAfterTimeLimit: 90_000, markInterruptAsFailure: true },
    );
    // Not vacuous: the sequences reach every status.
    expect([...reached].sort()).toEqual([...ROOM_STATUSES].sort());
  }, 120_000);

});
