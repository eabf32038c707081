import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SQUAD_SIZE } from '../constants';
import type { DraftMember } from './draft';
import { draftOrder, pickerInOrder, picksUntilTurn, roundOfPick, totalPicks } from './draftOrder';

const DRAFT_ROUNDS = SQUAD_SIZE;

const SEAT_COUNTS = [2, 3, 4, 5, 6, 7, 8];

/** The order written out by hand, round by round: the test's independent statement of each mode. */
function expected(seats: number, snake: boolean): number[] {
  const forward = Array.from({ length: seats }, (_, i) => i);
  return Array.from({ length: DRAFT_ROUNDS }, (_, r) => (snake && r % 2 === 1 ? [...forward].reverse() : forward)).flat();
}

describe('draft order', () => {
  for (const seats of SEAT_COUNTS) {
    it(`snake order for ${seats} seats: 1..n, n..1, alternating for 11 rounds`, () => {
      const order = draftOrder(seats);
      expect(order).toEqual(expected(seats, true));
      expect(order).toHaveLength(totalPicks(seats));
      // The turn passes back to the same seat at every round boundary.
      for (let r = 1; r < DRAFT_ROUNDS; r++) expect(order[r * seats]).toBe(order[r * seats - 1]);
    });

    it(`straight order for ${seats} seats: 1..n every round`, () => {
      expect(draftOrder(seats, 'straight')).toEqual(expected(seats, false));
    });

    it(`every seat picks exactly once a round and 11 times in all (${seats} seats, both modes)`, () => {
      for (const mode of ['snake', 'straight'] as const) {
        const order = draftOrder(seats, mode);
        for (let r = 0; r < DRAFT_ROUNDS; r++) {
          expect(new Set(order.slice(r * seats, (r + 1) * seats)).size).toBe(seats);
        }
        for (let s = 0; s < seats; s++) expect(order.filter((x) => x === s)).toHaveLength(SQUAD_SIZE);
      }
    });

    it(`the round of pick n and its picker agree with the full order (${seats} seats)`, () => {
      const members = Array.from({ length: seats }, (_, i) => ({ userId: `u${i}`, squad: [] }));
      draftOrder(seats).forEach((seat, pick) => {
        expect(pickerInOrder(members, pick)).toBe(`u${seat}`);
        expect(roundOfPick(pick, seats)).toBe(Math.floor(pick / seats) + 1);
      });
      expect(roundOfPick(0, seats)).toBe(1);
      expect(roundOfPick(totalPicks(seats) - 1, seats)).toBe(DRAFT_ROUNDS);
    });
  }

  it('the four-seat snake reads 1-2-3-4-4-3-2-1-1-2-3-4', () => {
    expect(draftOrder(4).slice(0, 12).map((s) => s + 1)).toEqual([1, 2, 3, 4, 4, 3, 2, 1, 1, 2, 3, 4]);
  });

  it('refuses seat counts outside 2-8 and negative or fractional pick numbers', () => {
    for (const bad of [0, 1, 9, 2.5, NaN]) expect(() => draftOrder(bad)).toThrow(RangeError);
    expect(() => roundOfPick(-1, 4)).toThrow(RangeError);
    expect(() => roundOfPick(1.5, 4)).toThrow(RangeError);
  });
});

const member = (i: number, size: number): DraftMember => ({
  userId: `u${i}`,
  formation: '4-4-2',
  squad: Array.from({ length: size }, (_, k) => ({ playerId: `p${i}-${k}`, assignedPosition: `S-${k}` })),
});

describe('pickerInOrder', () => {
  it('in straight order is the base turn: the member at the pick modulo the count, past full squads (any squads)', () => {
    const straight = (members: DraftMember[], pick: number) => {
      for (let step = 0; step < members.length; step++) {
        const m = members[(pick + step) % members.length];
        if (m.squad.length < SQUAD_SIZE) return m.userId;
      }
      return null;
    };
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: SQUAD_SIZE }), { minLength: 2, maxLength: 8 }), fc.nat(200), (sizes, pick) => {
        const members = sizes.map((s, i) => member(i, s));
        expect(pickerInOrder(members, pick, 'straight')).toBe(straight(members, pick));
      }),
    );
  });

  it('follows the snake while squads fill evenly, and skips full squads', () => {
    const members = [0, 1, 2].map((i) => member(i, 1));
    expect(pickerInOrder(members, 3)).toBe('u2');
    expect(pickerInOrder(members, 5)).toBe('u0');
    const someFull = [member(0, SQUAD_SIZE), member(1, 5), member(2, SQUAD_SIZE)];
    for (let pick = 0; pick < 12; pick++) expect(pickerInOrder(someFull, pick)).toBe('u1');
  });

  it('is null when every squad is full or the seat count is outside 2-8', () => {
    expect(pickerInOrder([member(0, SQUAD_SIZE), member(1, SQUAD_SIZE)], 7)).toBeNull();
    expect(pickerInOrder([member(0, 0)], 0)).toBeNull();
  });
});

describe('picksUntilTurn', () => {
  it('counts the picks before the next turn of a seat in both orders', () => {
    const members = [0, 1, 2, 3].map((i) => member(i, 0));
    expect(picksUntilTurn(members, 0, 'u0')).toBe(0);
    expect(picksUntilTurn(members, 1, 'u0')).toBe(6); // snake: 1 2 3 | 3 2 1 0
    expect(picksUntilTurn(members, 1, 'u0', 'straight')).toBe(3);
    expect(picksUntilTurn(members, 3, 'u3')).toBe(0);
    expect(picksUntilTurn(members, 4, 'u3')).toBe(0); // the snake's turn at the round boundary
    expect(picksUntilTurn(members, 4, 'u3', 'straight')).toBe(3);
  });

  it('agrees with pickerInOrder for every seat and pick (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 8 }), fc.nat(80), fc.boolean(), (n, pick, snake) => {
        const members = Array.from({ length: n }, (_, i) => member(i, 0));
        const mode = snake ? 'snake' : 'straight';
        for (const m of members) {
          const wait = picksUntilTurn(members, pick, m.userId, mode)!;
          expect(pickerInOrder(members, pick + wait, mode)).toBe(m.userId);
          for (let k = 0; k < wait; k++) expect(pickerInOrder(members, pick + k, mode)).not.toBe(m.userId);
        }
      }),
    );
  });

  it('is null for a full squad or a stranger', () => {
    const members = [member(0, SQUAD_SIZE), member(1, 3)];
    expect(picksUntilTurn(members, 0, 'u0')).toBeNull();
    expect(picksUntilTurn(members, 0, 'nobody')).toBeNull();
    expect(picksUntilTurn(members, 0, 'u1')).toBe(0);
  });
});
