import { describe, expect, it } from 'vitest';
import { applyPlayerEdit, createBoard, moveBall, movePlayer } from './board';
import { addObject } from './boardObjects';
import { BUILDER_FORMATION_NAMES } from '../builder/formations';
import { DEFAULT_FORMATIONS, FORMATIONS, rotateSpot } from './formations';
import { FORMAT_SIZES, PITCHES } from './formats';
import { drawnBoard, type DrawnBoard } from './drawnBoard';
import { layoutFor, toSpot } from './layout';
import { teamPlayers, type Board } from './model';
import { spotToPitch } from './pitch';
import { addStep, stepsOf } from './steps';
import { addPlayer, maxPlayers, removePlayer, resetFormation, setBibs, setFormat, setFormation, setKeeperColour, setSides } from './teams';

const player = (b: Board, id: number) => b.players.find((p) => p.id === id)!;
const byNum = (b: Board | DrawnBoard, team: 'A' | 'B', num: number) => b.players.find((p) => p.team === team && p.num === num)!;

describe('formats and formations', () => {
  it('11v11 offers the builder’s twelve formations, 4-2-3-1 and the first board’s three among them', () => {
    const names = FORMATIONS[11].map((f) => f.name);
    expect(names).toEqual(BUILDER_FORMATION_NAMES);
    expect(names).toHaveLength(12);
    for (const n of ['4-2-3-1', '4-4-2', '4-3-3', '3-5-2']) expect(names).toContain(n);
  });

  it.each(FORMAT_SIZES)('every %s formation has one goalkeeper and distinct places and numbers in team A’s half', (size) => {
    expect(FORMATIONS[size].length).toBeGreaterThanOrEqual(4);
    expect(FORMATIONS[size].map((f) => f.name)).toContain(DEFAULT_FORMATIONS[size]);
    for (const f of FORMATIONS[size]) {
      expect(f.slots).toHaveLength(size);
      expect(f.slots.filter((s) => s.gk)).toHaveLength(1);
      expect(f.slots[0]).toMatchObject({ gk: true, num: 1 });
      expect(new Set(f.slots.map((s) => s.num)).size).toBe(size);
      expect(new Set(f.slots.map((s) => `${s.d},${s.w}`)).size).toBe(size);
      expect(f.slots.every((s) => s.d > 0 && s.d < 0.5 && s.w >= 0 && s.w <= 1)).toBe(true);
      // The name counts the outfield lines.
      expect(1 + f.name.split('-').map(Number).reduce((a, n) => a + n, 0)).toBe(size);
    }
  });

  it('numbers a team as coaches do: in 4-3-3 the 9 leads the line in the middle, 7 right, 11 left, 2 at right-back', () => {
    const slots = FORMATIONS[11].find((f) => f.name === '4-3-3')!.slots;
    const at = (num: number) => slots.find((s) => s.num === num)!;
    expect(at(9).w).toBe(0.5);
    expect(at(7).w).toBeLessThan(0.5);
    expect(at(11).w).toBeGreaterThan(0.5);
    expect(at(2).w).toBeLessThan(0.2);
    expect(at(3).w).toBeGreaterThan(0.8);
  });

  it.each(FORMAT_SIZES)('draws the %s pitch with its own markings, all inside it', (size) => {
    const p = PITCHES[size];
    const area = 'radius' in p.penaltyArea ? { depth: p.penaltyArea.radius, width: 2 * p.penaltyArea.radius } : p.penaltyArea;
    expect(area.depth).toBeLessThan(p.length / 2);
    expect(area.width).toBeLessThan(p.width);
    expect(p.penaltyMark).toBeLessThanOrEqual(area.depth);
    expect(p.centreCircle).toBeLessThan(p.width / 2);
    expect(p.goalWidth).toBeLessThan(area.width);
  });
});

describe('team B plays the other way', () => {
  it.each(['desktop', 'mobile', 'compact'] as const)('is team A turned round, not mirrored, on the %s pitch', (kind) => {
    // As drawn on that layout's pitch.
    const b = drawnBoard(createBoard(kind, { formation: '4-3-3', sides: 2 }));
    const layout = layoutFor(kind);
    expect(b.players).toHaveLength(22);
    for (const a of b.players.filter((p) => p.team === 'A')) {
      const m = byNum(b, 'B', a.num);
      expect(m.name).toBe(String(a.num));
      const spot = toSpot(layout, m);
      const turned = rotateSpot(toSpot(layout, a));
      expect(spot.d).toBeCloseTo(turned.d, 6);
      expect(spot.w).toBeCloseTo(turned.w, 6);
      // Turned half a circle round the centre spot.
      expect(m.x).toBeCloseTo(layout.width - a.x, 6);
      expect(m.y).toBeCloseTo(layout.height - a.y, 6);
    }
  });

  it('so B’s 2 plays on B’s right, and B’s 9 in the middle of its attack', () => {
    const b = drawnBoard(createBoard('desktop', { formation: '4-3-3', sides: 2 }));
    const layout = layoutFor('desktop');
    // Team B attacks to the left: facing left, its right flank is the top of the pitch.
    expect(byNum(b, 'B', 2).y).toBeLessThan(layout.height / 3);
    expect(byNum(b, 'A', 2).y).toBeGreaterThan((2 * layout.height) / 3);
    expect(byNum(b, 'B', 9).y).toBeCloseTo(layout.height / 2, 6);
  });
});

describe('teams', () => {
  it('the 11/22 switch re-applies the formation and keeps cards and goals', () => {
    let b = applyPlayerEdit(createBoard('desktop'), 5, { name: 'Kante', cards: { yellow: true, red: false }, goals: 2 });
    b = movePlayer(b, 5, { x: 90, y: 10 });
    b = setSides(b, 2);
    const home = createBoard('desktop');
    expect(player(b, 5)).toMatchObject({ name: 'Kante', goals: 2, cards: { yellow: true, red: false }, x: player(home, 5).x, y: player(home, 5).y });
    b = applyPlayerEdit(b, 15, { name: 'B4', cards: { yellow: false, red: true }, goals: 1 });
    b = setSides(b, 1);
    expect(b.players).toHaveLength(11);
    expect(b.players.every((p) => p.team === 'A')).toBe(true);
    // Team B comes back fresh after it was removed.
    expect(player(setSides(b, 2), 15)).toMatchObject({ goals: 0, cards: { red: false } });
  });

  it('a formation change keeps each player’s number, name, cards and goals, clears trails and centres the ball', () => {
    let b = createBoard('desktop', { sides: 2 });
    const nine = byNum(b, 'A', 9).id;
    b = applyPlayerEdit(b, nine, { name: 'Icardi', cards: { yellow: true, red: false }, goals: 2 });
    b = moveBall(movePlayer(b, nine, { x: 50, y: 50 }), { x: 10, y: 10 });
    b = setFormation(b, '4-3-3');
    expect(b.formation).toBe('4-3-3');
    expect(b.players).toHaveLength(22);
    const slot = FORMATIONS[11].find((f) => f.name === '4-3-3')!.slots.find((s) => s.num === 9)!;
    expect(player(b, nine)).toMatchObject({ name: 'Icardi', num: 9, goals: 2, trail: [], ...spotToPitch(PITCHES[11], slot) });
    expect(b.ball).toMatchObject({ x: 52.5, y: 34, trail: [] });
    expect(setFormation(b, '9-9-9')).toBe(b);
  });

  it('adds a substitute by the touchline and takes single players off (numbers down), in every step', () => {
    let b = addStep(createBoard('mobile', { format: 7, sides: 2 }));
    const sub = addPlayer(b, 'A');
    const added = sub.players[sub.players.length - 1];
    expect(added).toMatchObject({ team: 'A', num: 2, gk: false });
    expect(teamPlayers(sub, 'A')).toHaveLength(8);
    expect(stepsOf(sub).every((s) => s.players[added.id])).toBe(true);
    b = removePlayer(b, byNum(b, 'B', 9).id);
    expect(teamPlayers(b, 'B')).toHaveLength(6);
    expect(stepsOf(b).every((s) => Object.keys(s.players).length === 13)).toBe(true);
    // The one added next takes the place left empty.
    const back = addPlayer(b, 'B');
    expect(back.players[back.players.length - 1]).toMatchObject({ team: 'B', num: 9 });
    // A team keeps one player; it takes no more than its format plus five substitutes.
    let one = createBoard('desktop', { format: 5 });
    for (const p of one.players.slice(1)) one = removePlayer(one, p.id);
    expect(removePlayer(one, one.players[0].id)).toBe(one);
    let full = createBoard('desktop', { format: 5 });
    for (let i = 0; i < 10; i++) full = addPlayer(full, 'A');
    expect(teamPlayers(full, 'A')).toHaveLength(maxPlayers(full, 'A'));
    expect(addPlayer(createBoard('desktop'), 'B').players).toHaveLength(11);
  });

  it('a third team in bibs joins across the halfway line and leaves again', () => {
    const b = setBibs(createBoard('desktop', { format: 7, sides: 2 }), true);
    const bibs = teamPlayers(b, 'C');
    expect(bibs.length).toBeGreaterThan(1);
    for (const p of bibs) expect(p.x).toBeCloseTo(PITCHES[7].length / 2, 6);
    expect(new Set(b.players.map((p) => p.id)).size).toBe(b.players.length);
    const more = addPlayer(b, 'C');
    expect(teamPlayers(more, 'C')).toHaveLength(bibs.length + 1);
    expect(teamPlayers(setBibs(b, false), 'C')).toHaveLength(0);
    expect(resetFormation(b).players.filter((p) => p.team === 'C')).toHaveLength(bibs.length);
  });

  it('sets each team’s goalkeeper colour', () => {
    const b = setKeeperColour(createBoard('desktop'), 'B', '#8bc34a');
    expect(b.keepers).toMatchObject({ B: '#8bc34a' });
    expect(setKeeperColour(b, 'B', '#8bc34a')).toBe(b);
  });
});

describe('changing the format', () => {
  it('moves to the format’s pitch and usual formation, keeps the players who stay, and scales objects and steps', () => {
    let b = applyPlayerEdit(createBoard('desktop', { sides: 2 }), 1, { name: 'Uğurcan', cards: { yellow: false, red: false }, goals: 0 });
    b = addObject(b, { kind: 'equipment', id: 1, colour: '#ffffff', item: 'cone', at: { x: 52.5, y: 34 }, rot: 0 });
    b = addStep(b);
    const seven = setFormat(b, 7);
    expect(seven).toMatchObject({ format: 7, formation: DEFAULT_FORMATIONS[7], sides: 2 });
    expect(teamPlayers(seven, 'A')).toHaveLength(7);
    expect(teamPlayers(seven, 'B')).toHaveLength(7);
    expect(player(seven, 1)).toMatchObject({ name: 'Uğurcan', gk: true });
    const cone = seven.objects[0];
    expect(cone.kind === 'equipment' && cone.at.x).toBeCloseTo(PITCHES[7].length / 2, 9);
    expect(cone.kind === 'equipment' && cone.at.y).toBeCloseTo(PITCHES[7].width / 2, 9);
    expect(stepsOf(seven).every((s) => Object.keys(s.players).length === 14)).toBe(true);
    // Back up to 11v11: the teams are filled up again.
    const eleven = setFormat(seven, 11);
    expect(teamPlayers(eleven, 'A')).toHaveLength(11);
    expect(new Set(eleven.players.map((p) => p.id)).size).toBe(22);
  });
});
