import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Random } from '../../match/random';
import { AI_FIRST_NAMES, AI_NAME_COUNT, AI_SECOND_NAMES, aiManagerName } from './aiNames';
import { AI_STYLES, SQUAD_SIZE } from '../constants';
import { AI_FORMATIONS, AI_PICK_DELAY_MS, aiFormation, aiPickDelayMs, chooseAiPick, newAiManager } from './aiManager';
import { roomRandom } from './seeded';
import { freshDraft, withPick } from '../../test/bundledPool';
import { checkPick, emptySlots, type DraftCandidate, type DraftState } from './draft';
import { GAME_FORMATIONS } from '../../formations/gameFormations';

const player = (id: string, positions: string, overall: number, league = 'Premier League'): DraftCandidate => ({
  id,
  player_positions: positions,
  league_name: league,
  overall,
});

describe('AI manager names and delay', () => {
  it('gives every AI of a room of eight a distinct Turkish name, the same for the same seed', () => {
    for (let seed = 1; seed <= 200; seed++) {
      const rng = new Random(seed);
      const names: string[] = ['zeynep'];
      for (let i = 0; i < 7; i++) names.push(newAiManager(rng, names).name);
      expect(new Set(names.map((n) => n.toLocaleLowerCase('tr'))).size).toBe(8);
      for (const name of names.slice(1)) {
        const [first, second] = name.split(' ');
        expect(AI_FIRST_NAMES).toContain(first);
        expect(AI_SECOND_NAMES).toContain(second);
      }
      const again = new Random(seed);
      expect(newAiManager(again, ['zeynep'])).toEqual(newAiManager(new Random(seed), ['zeynep']));
    }
  });

  it('never gives a name that reads like one already in the room (no shared word, Turkish casing), and ends when none is left', () => {
    expect(AI_NAME_COUNT).toBe(600);
    for (let seed = 1; seed <= 100; seed++) {
      const rng = new Random(seed);
      const room = ['emre92', 'ZEYNEP', 'Ali Kaya'];
      for (let i = 0; i < 5; i++) room.push(aiManagerName(rng, room));
      const words = room.flatMap((n) => n.toLocaleLowerCase('tr').split(/[^\p{L}]+/u).filter(Boolean));
      for (const name of room.slice(3)) {
        expect(name).not.toMatch(/^(Emre|Zeynep|Ali)\b|\bKaya$/);
        const own = name.toLocaleLowerCase('tr').split(' ');
        expect(words.filter((w) => own.some((o) => w.startsWith(o) || o.startsWith(w))).length, name).toBe(own.length);
      }
    }
    const taken: string[] = [];
    const rng = new Random(7);
    expect(() => {
      for (let i = 0; i <= AI_NAME_COUNT; i++) taken.push(aiManagerName(rng, taken).toLocaleUpperCase('tr'));
    }).toThrow();
    expect(new Set(taken).size).toBe(taken.length);
  });

  it('draws every style and keeps a chosen one', () => {
    const styles = new Set(Array.from({ length: 60 }, (_, i) => newAiManager(new Random(i), []).style));
    expect([...styles].sort()).toEqual([...AI_STYLES].sort());
    expect(newAiManager(new Random(3), [], 'savunmacı').style).toBe('savunmacı');
  });

  it('sets up each style in one of its game formations, every one of them over seeds', () => {
    for (const style of AI_STYLES) {
      const seen = new Set(Array.from({ length: 200 }, (_, i) => aiFormation(style, new Random(i))));
      expect([...seen].sort()).toEqual([...AI_FORMATIONS[style]].sort());
      for (const f of seen) expect(GAME_FORMATIONS).toContain(f);
    }
  });

  it('seeds a room pick the same way everywhere, and differently for another room or pick', () => {
    const room = '6f1c2d7e-0000-4000-8000-000000000001';
    const draw = (r: string, pick: number) => Array.from({ length: 4 }, ((rng) => () => rng.next())(roomRandom(r, pick)));
    expect(draw(room, 5)).toEqual(draw(room, 5));
    expect(draw(room, 5)).not.toEqual(draw(room, 6));
    expect(draw(room, 5)).not.toEqual(draw(room.replace('1', '2'), 5));
    const delays = new Set(Array.from({ length: 88 }, (_, pick) => aiPickDelayMs(roomRandom(room, pick))));
    expect(delays.size).toBeGreaterThan(40);
  });

  it('thinks 1-3 s before a pick, seeded, over the whole range', () => {
    const rng = new Random(11);
    const delays = Array.from({ length: 2000 }, () => aiPickDelayMs(rng));
    expect(Math.min(...delays)).toBeGreaterThanOrEqual(AI_PICK_DELAY_MS.min);
    expect(Math.max(...delays)).toBeLessThanOrEqual(AI_PICK_DELAY_MS.max);
    expect(Math.min(...delays)).toBeLessThan(1100);
    expect(Math.max(...delays)).toBeGreaterThan(2900);
    expect(aiPickDelayMs(new Random(5))).toBe(aiPickDelayMs(new Random(5)));
  });
});

/** A state where seat-0 (4-4-2) has drafted these slots and it is its turn. */
function stateWith(filled: Record<string, string>, others = 1): DraftState {
  let s = freshDraft(['4-4-2', ...Array(others).fill('4-4-2')], ['Premier League']);
  for (const [slot, id] of Object.entries(filled)) s = withPick(s, 'seat-0', id, slot);
  return { ...s, currentPick: 0 };
}

describe('chooseAiPick: need, quality, style', () => {
  const pool = [
    player('gk', 'GK', 80),
    player('cb', 'CB', 86),
    player('cb2', 'CB', 85),
    player('st', 'ST, CF', 85),
    player('st2', 'ST', 84),
    player('cm', 'CM', 84),
    player('cm2', 'CM', 83),
    player('rb', 'RB, RWB', 70),
    player('rb2', 'RB', 69),
    player('lb', 'LB', 70),
    player('lb2', 'LB', 69),
    player('rm', 'RM', 70),
    player('rm2', 'RM', 69),
    player('lm', 'LM', 70),
    player('lm2', 'LM', 69),
    player('gk2', 'GK', 79),
    player('far', 'ST', 99, 'La Liga'),
  ];

  it('takes the best player for an empty slot, in that slot; never a player of another league', () => {
    expect(chooseAiPick(stateWith({}), pool, 'seat-0', 'dengeli')).toEqual({ player: pool[1], slotKey: 'DEF-2' });
  });

  it('fills what it needs: with both centre-backs in, it takes the striker, not a third centre-back', () => {
    const state = stateWith({ 'DEF-2': 'cb', 'DEF-3': 'x-cb' });
    expect(chooseAiPick(state, pool, 'seat-0', 'dengeli')?.player.id).toBe('st');
  });

  it('style: the attacker-minded manager takes the striker first, the defensive one the centre-back', () => {
    const state = stateWith({});
    expect(chooseAiPick(state, pool, 'seat-0', 'hücumcu')).toEqual({ player: pool[3], slotKey: 'FWD-1' });
    expect(chooseAiPick(state, pool, 'seat-0', 'savunmacı')?.player.id).toBe('cb');
    const keeperFirst = [player('gk', 'GK', 84), player('cm', 'CM', 85), player('cm2', 'CM', 84), player('gk2', 'GK', 83)];
    expect(chooseAiPick(stateWith({}), keeperFirst, 'seat-0', 'savunmacı')?.player.id).toBe('gk');
    expect(chooseAiPick(stateWith({}), keeperFirst, 'seat-0', 'dengeli')?.player.id).toBe('cm');
  });

  it('takes a position that would run dry before the next turn over a slightly better one', () => {
    const scarce = [86, 85, 85, 84, 84, 83, 83, 82].map((o, i) => player(`cm${i}`, 'CM', o)).concat(player('gk', 'GK', 80));
    // One keeper left and three other seats to pick before this one's next turn.
    expect(chooseAiPick(stateWith({}, 3), scarce, 'seat-0', 'dengeli')?.player.id).toBe('gk');
  });

  it('is null for an unknown seat, a full squad, or when no available player fits an empty slot', () => {
    expect(chooseAiPick(stateWith({}), pool, 'nobody', 'dengeli')).toBeNull();
    expect(chooseAiPick(stateWith({}), [player('far', 'ST', 99, 'La Liga')], 'seat-0', 'dengeli')).toBeNull();
    let full = freshDraft(['4-4-2', '4-4-2'], ['all']);
    for (const s of emptySlots(full.members[0])) full = withPick(full, 'seat-0', `p-${s.key}`, s.key);
    expect(chooseAiPick(full, pool, 'seat-0', 'hücumcu')).toBeNull();
  });

  it('reads a pool array again where it changed (the AI caches what it read of each array)', () => {
    const list = [player('cb', 'CB', 86), player('st', 'ST', 80)];
    const state = stateWith({});
    expect(chooseAiPick(state, list, 'seat-0', 'dengeli')?.player.id).toBe('cb');
    list[0] = player('gk', 'GK', 90);
    expect(chooseAiPick(state, list, 'seat-0', 'dengeli')).toEqual({ player: list[0], slotKey: 'GK-1' });
    expect(chooseAiPick(state, [list[1]], 'seat-0', 'dengeli')?.player.id).toBe('st');
  });

  it('is deterministic for a seed and uses the seed only to break near-ties', () => {
    const state = stateWith({});
    const a = chooseAiPick(state, pool, 'seat-0', 'dengeli', new Random(9));
    expect(chooseAiPick(state, pool, 'seat-0', 'dengeli', new Random(9))).toEqual(a);
    expect(a?.player.overall).toBeGreaterThanOrEqual(85);
  });
});

/** Every (player, slot) the rules allow this seat now: the brute-force answer to "is there a legal pick?". */
function anyLegalPick(state: DraftState, pool: readonly DraftCandidate[], seat: string): boolean {
  const me = state.members.find((m) => m.userId === seat)!;
  return pool.some((p) => emptySlots(me).some((s) => checkPick(state, seat, p, s.key) === null));
}

const POSITION_LISTS = ['GK', 'CB', 'RB, RWB', 'LB, LWB', 'CDM, CM', 'CM', 'CAM, CM', 'RM, RW', 'LM, LW', 'ST, CF', 'RWB', 'LWB', 'CB, LB'];
const LEAGUES = ['Premier League', 'La Liga', 'Serie A'];

describe('chooseAiPick never makes an illegal pick (property)', () => {
  const arbPool = fc.uniqueArray(
    fc.record({
      id: fc.string({ minLength: 1, maxLength: 4 }),
      player_positions: fc.constantFrom(...POSITION_LISTS),
      league_name: fc.constantFrom(...LEAGUES),
      overall: fc.integer({ min: 40, max: 95 }),
    }),
    { selector: (p) => p.id, minLength: 5, maxLength: 80 },
  );

  it('every pick passes draft.ts checkPick on random states, and it is null only when no pick is legal', () => {
    let decided = 0;
    fc.assert(
      fc.property(
        arbPool,
        fc.array(fc.constantFrom(...GAME_FORMATIONS), { minLength: 2, maxLength: 8 }),
        fc.subarray([...LEAGUES, 'all'], { minLength: 1 }),
        fc.nat(300),
        fc.constantFrom(...AI_STYLES),
        fc.nat(),
        (pool, formations, leagues, draftedPicks, style, seed) => {
          // Random earlier picks, legal or not (a state the server holds is legal, this one need not be).
          const rng = new Random(seed);
          let state = freshDraft(formations, leagues);
          for (let k = 0; k < draftedPicks % 40 && pool.length > 0; k++) {
            const m = state.members[rng.int(state.members.length)];
            const free = emptySlots(m);
            if (free.length > 0) state = withPick(state, m.userId, pool[rng.int(pool.length)].id + (rng.int(3) === 0 ? '-gone' : ''), free[rng.int(free.length)].key);
          }
          const seatIndex = rng.int(state.members.length);
          const seat = state.members[seatIndex].userId;
          if (state.members[seatIndex].squad.length >= SQUAD_SIZE) return;
          state = { ...state, currentPick: seatIndex };
          const choice = chooseAiPick(state, pool, seat, style, rng);
          if (choice) {
            decided++;
            expect(checkPick(state, seat, choice.player, choice.slotKey)).toBeNull();
          } else expect(anyLegalPick(state, pool, seat)).toBe(false);
        },
      ),
      { numRuns: 400 },
    );
    // Most random states leave a legal pick: the property is about real choices, not only nulls.
    expect(decided).toBeGreaterThan(150);
  });
});
