import { DEFAULT_DRAFT_ORDER, MAX_PLAYERS as MAX_SEATS, MIN_PLAYERS as MIN_SEATS, SQUAD_SIZE, type DraftOrderMode } from '../constants';

/**
 * The order of the draft (constants.ts DRAFT_ORDER_MODES): 'snake' reverses every other round, so the seat
 * that picks last in a round picks first in the next; 'straight' follows the players list every round.
 * One round per squad place: every seat picks once a round.
 */
const DRAFT_ROUNDS = SQUAD_SIZE;

/** A seat as the order sees it: who, and how many players he has. */
interface Seated {
  userId: string;
  squad: { length: number };
  /** The room's substitutes, drafted in extra rounds after the eleven (absent: none). */
  bench?: number;
}

const full = (m: Seated) => m.squad.length >= SQUAD_SIZE + (m.bench ?? 0);

function assertSeats(seats: number): void {
  if (!Number.isInteger(seats) || seats < MIN_SEATS || seats > MAX_SEATS) {
    throw new RangeError(`A draft has ${MIN_SEATS}-${MAX_SEATS} seats, not ${seats}`);
  }
}

function assertPick(pick: number): void {
  if (!Number.isInteger(pick) || pick < 0) throw new RangeError(`A pick number is a whole number from 0, not ${pick}`);
}

/** The number of picks of a whole draft. */
export function totalPicks(seats: number): number {
  assertSeats(seats);
  return seats * DRAFT_ROUNDS;
}

/** The round (1-based, as the pick log shows it) of pick n (0-based, as the room's currentPick counts). */
export function roundOfPick(pick: number, seats: number): number {
  assertSeats(seats);
  assertPick(pick);
  return Math.floor(pick / seats) + 1;
}

/** The seat (0-based index into the players list) whose turn pick n (0-based) is. */
function seatOfPick(pick: number, seats: number, mode: DraftOrderMode = DEFAULT_DRAFT_ORDER): number {
  assertSeats(seats);
  assertPick(pick);
  const inRound = pick % seats;
  const reversed = mode === 'snake' && Math.floor(pick / seats) % 2 === 1;
  return reversed ? seats - 1 - inRound : inRound;
}

/** The whole draft: the seat of every pick, in order (seats x rounds entries). */
export function draftOrder(seats: number, mode: DraftOrderMode = DEFAULT_DRAFT_ORDER, rounds = DRAFT_ROUNDS): number[] {
  assertSeats(seats);
  return Array.from({ length: seats * rounds }, (_, pick) => seatOfPick(pick, seats, mode));
}

/**
 * Whose turn it is in this order: the member of seatOfPick(currentPick), moving on past full squads. Null when every squad is full or there are not 2-8
 * members. Seats stay in place for the whole draft (a leaver is replaced, never removed), so currentPick
 * alone says whose turn it is.
 */
export function pickerInOrder(members: readonly Seated[], currentPick: number, mode: DraftOrderMode = DEFAULT_DRAFT_ORDER): string | null {
  const n = members.length;
  if (n < MIN_SEATS || n > MAX_SEATS) return null;
  // A full cycle of two rounds visits every seat twice, so 2n steps find any seat with room.
  for (let step = 0; step < 2 * n; step++) {
    const m = members[seatOfPick(currentPick + step, n, mode)];
    if (!full(m)) return m.userId;
  }
  return null;
}

/**
 * How many picks come before this member's next turn (0: it is his turn), as the squads now stand: what
 * "your turn in 3 picks" shows. Null when he is not in the draft or his squad is full.
 */
export function picksUntilTurn(members: readonly Seated[], currentPick: number, userId: string, mode: DraftOrderMode = DEFAULT_DRAFT_ORDER): number | null {
  const me = members.find((m) => m.userId === userId);
  if (!me || full(me)) return null;
  for (let step = 0; step < 2 * members.length; step++) if (pickerInOrder(members, currentPick + step, mode) === userId) return step;
  return null;
}
