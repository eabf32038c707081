import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { turkishText } from '../../messages/refusal';
import { kindOf, type Refusal } from '../refusal';

/** A refusal as a reader meets it: its code, its kind (the HTTP status) and its Turkish text. */
const worded = (r: Refusal | null) => r && { code: r.code, kind: kindOf(r), message: turkishText(r) };
import { MAX_QUEUE } from '../constants';
import { chooseAiPick } from './aiManager';
import { bundledPool, freshDraft, withPick } from '../../test/bundledPool';
import { checkPick, targetSlot, type DraftCandidate } from './draft';
import {
  addToQueue,
  automaticPick,
  checkQueueAdd,
  cleanQueue,
  moveInQueue,
  moveInQueueBy,
  removeFromQueue,
} from './pickQueue';

const player = (id: string, positions: string, overall: number, league = 'Premier League'): DraftCandidate => ({ id, player_positions: positions, league_name: league, overall });

describe('queue editing', () => {
  it('adds at the end or at a place, once only (a double tap adds once)', () => {
    expect(addToQueue([], 'a')).toEqual(['a']);
    expect(addToQueue(['a', 'b'], 'c', 1)).toEqual(['a', 'c', 'b']);
    expect(addToQueue(['a', 'b'], 'c', 99)).toEqual(['a', 'b', 'c']);
    expect(addToQueue(['a', 'b'], 'c', -3)).toEqual(['c', 'a', 'b']);
    expect(addToQueue(addToQueue(['a'], 'b'), 'b')).toEqual(['a', 'b']);
    expect(addToQueue(['a', 'b'], 'a', 2)).toEqual(['a', 'b']);
  });

  it('removes, and removing an absent player changes nothing', () => {
    expect(removeFromQueue(['a', 'b', 'c'], 'b')).toEqual(['a', 'c']);
    expect(removeFromQueue(['a'], 'x')).toEqual(['a']);
  });

  it('moves to a place (drag) and one step (keyboard), clamped at both ends', () => {
    expect(moveInQueue(['a', 'b', 'c', 'd'], 'd', 0)).toEqual(['d', 'a', 'b', 'c']);
    expect(moveInQueue(['a', 'b', 'c', 'd'], 'a', 2)).toEqual(['b', 'c', 'a', 'd']);
    expect(moveInQueue(['a', 'b'], 'a', 10)).toEqual(['b', 'a']);
    expect(moveInQueue(['a', 'b'], 'x', 0)).toEqual(['a', 'b']);
    expect(moveInQueueBy(['a', 'b', 'c'], 'b', -1)).toEqual(['b', 'a', 'c']);
    expect(moveInQueueBy(['a', 'b', 'c'], 'b', 1)).toEqual(['a', 'c', 'b']);
    expect(moveInQueueBy(['a', 'b', 'c'], 'a', -1)).toEqual(['a', 'b', 'c']);
    expect(moveInQueueBy(['a', 'b', 'c'], 'c', 1)).toEqual(['a', 'b', 'c']);
    expect(moveInQueueBy(['a'], 'x', 1)).toEqual(['a']);
  });

  it('drops repeats and drafted players', () => {
    let state = freshDraft(['4-4-2', '4-3-3'], ['all']);
    state = withPick(state, 'seat-1', 'b', 'GK-1');
    expect(cleanQueue(['a', 'b', 'a', 'c', 'c'])).toEqual(['a', 'b', 'c']);
    expect(cleanQueue(['a', 'b', 'a', 'c'], state)).toEqual(['a', 'c']);
  });

  it('keeps any edit sequence free of repeats and every id it was given (property)', () => {
    const op = fc.oneof(
      fc.record({ kind: fc.constant('add' as const), id: fc.constantFrom('a', 'b', 'c', 'd'), at: fc.integer({ min: -2, max: 6 }) }),
      fc.record({ kind: fc.constant('remove' as const), id: fc.constantFrom('a', 'b', 'c', 'd') }),
      fc.record({ kind: fc.constant('move' as const), id: fc.constantFrom('a', 'b', 'c', 'd'), at: fc.integer({ min: -2, max: 6 }) }),
      fc.record({ kind: fc.constant('step' as const), id: fc.constantFrom('a', 'b', 'c', 'd'), up: fc.boolean() }),
    );
    fc.assert(
      fc.property(fc.array(op, { maxLength: 30 }), (ops) => {
        let q: string[] = [];
        const present = new Set<string>();
        for (const o of ops) {
          if (o.kind === 'add') {
            q = addToQueue(q, o.id, o.at);
            present.add(o.id);
          } else if (o.kind === 'remove') {
            q = removeFromQueue(q, o.id);
            present.delete(o.id);
          } else if (o.kind === 'move') q = moveInQueue(q, o.id, o.at);
          else q = moveInQueueBy(q, o.id, o.up ? -1 : 1);
          expect(new Set(q).size).toBe(q.length);
          expect(new Set(q)).toEqual(present);
        }
      }),
    );
  });
});

describe('queue rules', () => {
  const state = withPick(freshDraft(['4-4-2', '4-4-2'], ['Premier League']), 'seat-1', 'gone', 'GK-1');

  it('refuses a drafted player, a player of another league and a 31st player, with codes and Turkish texts', () => {
    expect(worded(checkQueueAdd(state, [], player('gone', 'GK', 80)))).toMatchObject({ code: 'ALREADY_DRAFTED', kind: 'conflict', message: 'Bu oyuncu bu odada zaten seçildi.' });
    expect(worded(checkQueueAdd(state, [], player('x', 'ST', 80, 'La Liga')))).toMatchObject({ code: 'WRONG_LEAGUE', kind: 'invalid' });
    const full = Array.from({ length: MAX_QUEUE }, (_, i) => `q${i}`);
    expect(worded(checkQueueAdd(state, full, player('new', 'ST', 80)))).toMatchObject({ code: 'QUEUE_FULL', message: 'Seçim listeniz dolu: en fazla 30 oyuncu ekleyebilirsiniz.' });
    expect(checkQueueAdd(state, full, player('q3', 'ST', 80))).toBeNull();
    expect(checkQueueAdd(state, full.slice(1), player('new', 'ST', 80))).toBeNull();
  });
});

describe('automaticPick', () => {
  const pool = [
    player('st', 'ST', 90),
    player('cb', 'CB', 85),
    player('gk', 'GK', 70),
    player('rw', 'RW', 88),
    player('far', 'CM', 91, 'La Liga'),
    player('cm', 'CM', 75),
  ];
  // seat-1 has taken the keeper; seat-0 is to pick.
  const state = { ...withPick(freshDraft(['4-4-2', '4-4-2'], ['Premier League']), 'seat-1', 'gk', 'GK-1'), currentPick: 0 };

  it('takes the first queued player who is available and fits, skipping drafted, other-league and unfit ones', () => {
    const pick = automaticPick(state, ['gk', 'far', 'rw', 'cm', 'cb'], pool, 'seat-0');
    expect(pick).toEqual({ player: pool[5], slotKey: 'MID-2', source: 'queue' });
    expect(checkPick(state, 'seat-0', pick!.player, pick!.slotKey)).toBeNull();
  });

  it('falls back to the best fit, the balanced AI choice, when nothing queued can go', () => {
    const pick = automaticPick(state, ['gk', 'rw', 'ghost'], pool, 'seat-0');
    expect(pick).toEqual({ ...chooseAiPick(state, pool, 'seat-0', 'dengeli'), source: 'bestFit' });
    expect(automaticPick(state, [], pool, 'seat-0')?.player.id).toBe('st');
  });

  it('is null for an unknown seat or when nothing available fits', () => {
    expect(automaticPick(state, ['st'], pool, 'nobody')).toBeNull();
    expect(automaticPick(state, ['far'], [pool[4], pool[3]], 'seat-0')).toBeNull();
  });

  it('on the bundled pool with random queues, every automatic pick passes checkPick (property)', () => {
    const real = bundledPool();
    fc.assert(
      fc.property(fc.array(fc.nat(real.length - 1), { maxLength: 12 }), fc.array(fc.nat(real.length - 1), { maxLength: 40 }), (queued, taken) => {
        let s = freshDraft(['3-5-2', '4-2-3-1'], ['Serie A', 'La Liga']);
        for (const i of taken) {
          const m = s.members[i % 2];
          const slot = targetSlot(m, real[i], null);
          if (slot && !s.members.some((x) => x.squad.some((p) => p.playerId === real[i].id))) s = withPick(s, m.userId, real[i].id, slot.key);
        }
        const turn = { ...s, currentPick: 0 };
        if (turn.members[0].squad.length === 11) return;
        const pick = automaticPick(turn, queued.map((i) => real[i].id), real, 'seat-0');
        expect(pick).not.toBeNull();
        expect(checkPick(turn, 'seat-0', pick!.player, pick!.slotKey)).toBeNull();
      }),
      { numRuns: 150 },
    );
  });
});
