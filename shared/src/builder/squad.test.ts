import { describe, expect, it } from 'vitest';
import type { BuilderPlayer } from '../players/types';
import { builderSlots } from './formations';
import {
  BENCH_KEYS,
  BENCH_SIZE,
  changeSquadFormation,
  emptySquad,
  moveInSquad,
  placeInSquad,
  removeFromSquad,
  setCaptain,
  setShirtNumber,
  squadEntries,
  type Squad,
  type SquadChange,
} from './squad';

const p = (id: string): BuilderPlayer => ({ player_id: id, player_name: `Oyuncu ${id}`, player_image_url: '', position: 'CM', current_club_id: 1, club_name: 'Kulüp' });
const must = (change: SquadChange): Squad => {
  if (!change.ok) throw new Error(change.code);
  return change.squad;
};
/** A 4-4-2 with all eleven slots filled (ids p0…p10) and `bench` substitutes (b0…). */
function full(bench = 0): Squad {
  let s = emptySquad('4-4-2');
  builderSlots('4-4-2').forEach((slot, i) => (s = must(placeInSquad(s, slot.key, p(`p${i}`)))));
  for (let i = 0; i < bench; i++) s = must(placeInSquad(s, BENCH_KEYS[i], p(`b${i}`)));
  return s;
}
const ids = (places: Squad['lineup']) => Object.fromEntries(Object.entries(places).map(([k, e]) => [k, e.player_id]));

describe('bench', () => {
  it('holds up to nine substitutes in places SUB-0 … SUB-8 and nothing beyond', () => {
    const s = full(BENCH_SIZE);
    expect(Object.keys(s.bench)).toEqual(BENCH_KEYS);
    expect(placeInSquad(s, 'SUB-9', p('x'))).toEqual({ ok: false, code: 'UNKNOWN_PLACE' });
    expect(squadEntries(s)).toHaveLength(20);
    // A full bench place is replaced, as a pitch slot is.
    const replaced = must(placeInSquad(s, 'SUB-4', p('x')));
    expect(replaced.bench['SUB-4'].player_id).toBe('x');
    expect(squadEntries(replaced)).toHaveLength(20);
  });

  it('keeps the base rules: no 12th player on the pitch, unknown slots refused', () => {
    const s = full();
    const empty = removeFromSquad(s, 'FWD-1');
    expect(placeInSquad(s, 'FWD-1', p('x')).ok).toBe(true);
    expect(placeInSquad(emptySquad('4-4-2'), 'DCM-0', p('x'))).toEqual({ ok: false, code: 'UNKNOWN_PLACE' });
    expect(Object.keys(empty.lineup)).toHaveLength(10);
    expect(placeInSquad(empty, 'FWD-1', p('x')).ok).toBe(true);
  });

  it('has a player at most once: placing him elsewhere moves him', () => {
    let s = full(2);
    s = must(placeInSquad(s, 'SUB-5', p('p0')));
    expect(s.lineup['GK-0']).toBeUndefined();
    expect(s.bench['SUB-5'].player_id).toBe('p0');
    s = must(placeInSquad(s, 'GK-0', p('b1')));
    expect(s.bench['SUB-1']).toBeUndefined();
    expect(s.lineup['GK-0'].player_id).toBe('b1');
    expect(new Set(squadEntries(s).map((e) => e.player_id)).size).toBe(squadEntries(s).length);
  });

  it('a substitute dropped on a slot swaps with its occupant, and back', () => {
    const s = full(1);
    const swapped = moveInSquad(s, 'SUB-0', 'FWD-0');
    expect(swapped.lineup['FWD-0']).toMatchObject({ player_id: 'b0', assignedPosition: 'FWD-0' });
    expect(swapped.bench['SUB-0']).toMatchObject({ player_id: 'p9', assignedPosition: 'SUB-0' });
    expect(moveInSquad(swapped, 'FWD-0', 'SUB-0')).toEqual(s);
    // To an empty bench place: the slot empties.
    const benched = moveInSquad(s, 'MID-1', 'SUB-3');
    expect(benched.lineup['MID-1']).toBeUndefined();
    expect(benched.bench['SUB-3'].player_id).toBe('p6');
    // Bench to bench reorders.
    expect(ids(moveInSquad(benched, 'SUB-0', 'SUB-3').bench)).toEqual({ 'SUB-0': 'p6', 'SUB-3': 'b0' });
  });

  it('pitch to pitch keeps the drop-the-occupant rule; no target or an unknown one does nothing', () => {
    const s = full(1);
    const moved = moveInSquad(s, 'FWD-0', 'FWD-1');
    expect(moved.lineup['FWD-1'].player_id).toBe('p9');
    expect(moved.lineup['FWD-0']).toBeUndefined();
    expect(squadEntries(moved)).toHaveLength(11);
    expect(moveInSquad(s, 'FWD-0', null)).toBe(s);
    expect(moveInSquad(s, 'FWD-0', 'FWD-0')).toBe(s);
    expect(moveInSquad(s, 'SUB-0', 'DCM-0')).toBe(s);
    expect(moveInSquad(s, 'SUB-7', 'GK-0')).toBe(s);
  });

  it('a formation change keeps the bench and all eleven on the pitch', () => {
    const s = changeSquadFormation(full(2), '4-2-3-1');
    expect(Object.keys(s.bench)).toEqual(['SUB-0', 'SUB-1']);
    expect(Object.keys(s.lineup)).toHaveLength(11);
    expect(s.lineup['MID-0']).toBeUndefined();
    expect(s.lineup['DEF-0'].player_id).toBe('p1');
  });
});

describe('captain', () => {
  it('is one of the eleven; another choice moves the armband; null removes it', () => {
    let s = full(1);
    s = must(setCaptain(s, 'p3'));
    expect(s.captain).toBe('p3');
    s = must(setCaptain(s, 'p4'));
    expect(s.captain).toBe('p4');
    expect(setCaptain(s, 'b0')).toEqual({ ok: false, code: 'CAPTAIN_NOT_IN_ELEVEN' });
    expect(setCaptain(s, 'nobody')).toEqual({ ok: false, code: 'CAPTAIN_NOT_IN_ELEVEN' });
    expect(must(setCaptain(s, null)).captain).toBeNull();
  });

  it('loses the armband when he leaves the pitch (removed or benched), keeps it through a formation change', () => {
    const s = must(setCaptain(full(1), 'p9'));
    expect(removeFromSquad(s, 'FWD-0').captain).toBeNull();
    expect(moveInSquad(s, 'FWD-0', 'SUB-0').captain).toBeNull();
    expect(moveInSquad(s, 'FWD-0', 'MID-0').captain).toBe('p9');
    expect(changeSquadFormation(must(setCaptain(s, 'p6')), '4-2-3-1').captain).toBe('p6');
  });
});

describe('shirt numbers', () => {
  it('none by default; 1-99, unique in the squad, bench included', () => {
    let s = full(2);
    expect(s.numbers).toEqual({});
    s = must(setShirtNumber(s, 'p0', 1));
    s = must(setShirtNumber(s, 'b1', 99));
    expect(setShirtNumber(s, 'p1', 1)).toEqual({ ok: false, code: 'NUMBER_TAKEN' });
    expect(setShirtNumber(s, 'p1', 99)).toEqual({ ok: false, code: 'NUMBER_TAKEN' });
    expect(setShirtNumber(s, 'p1', 0)).toEqual({ ok: false, code: 'NUMBER_RANGE' });
    expect(setShirtNumber(s, 'p1', 100)).toEqual({ ok: false, code: 'NUMBER_RANGE' });
    expect(setShirtNumber(s, 'p1', 7.5)).toEqual({ ok: false, code: 'NUMBER_RANGE' });
    expect(setShirtNumber(s, 'stranger', 5)).toEqual({ ok: false, code: 'NOT_IN_SQUAD' });
    // A player may keep (re-enter) his own number.
    expect(must(setShirtNumber(s, 'p0', 1)).numbers).toEqual({ p0: 1, b1: 99 });
    expect(must(setShirtNumber(s, 'p0', null)).numbers).toEqual({ b1: 99 });
  });

  it('stay with the player when he moves, go when he leaves the squad', () => {
    let s = must(setShirtNumber(full(1), 'p9', 9));
    s = moveInSquad(s, 'FWD-0', 'SUB-0');
    expect(s.numbers).toEqual({ p9: 9 });
    s = removeFromSquad(s, 'SUB-0');
    expect(s.numbers).toEqual({});
    // Freed, the number can be given to someone else.
    expect(setShirtNumber(s, 'p0', 9).ok).toBe(true);
  });
});

describe('place names', () => {
  it('names every slot in Turkish, numbering repeated positions, and the bench places', async () => {
    const { placeNames } = await import('./placeNames');
    const names = placeNames('4-4-2', 'tr');
    expect(names['GK-0']).toBe('Kaleci');
    expect(names['DEF-0']).toBe('Sağ bek');
    expect(names['DEF-1']).toBe('Stoper 1');
    expect(names['DEF-3']).toBe('Sol bek');
    expect(names['FWD-1']).toBe('Santrafor 2');
    expect(names['SUB-8']).toBe('Yedek 9');
    expect(new Set(Object.values(names)).size).toBe(20);
  });

  it('names them in English for a reader of English', async () => {
    const { placeNames } = await import('./placeNames');
    const names = placeNames('4-2-3-1', 'en');
    expect(names['GK-0']).toBe('Goalkeeper');
    expect(names['DEF-0']).toBe('Right back');
    expect(names['DEF-2']).toBe('Centre back 2');
    expect(names['DCM-1']).toBe('Defensive midfielder 2');
    expect(names['ACM-1']).toBe('Attacking midfielder');
    expect(names['FWD-0']).toBe('Striker');
    expect(names['SUB-0']).toBe('Sub 1');
    expect(new Set(Object.values(names)).size).toBe(20);
  });
});
