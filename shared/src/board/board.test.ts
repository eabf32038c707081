import { describe, expect, it } from 'vitest';
import {
  addDrawingPoint,
  applyPlayerEdit,
  clearDrawings,
  clearTrails,
  commitDrawing,
  convertLayout,
  createBoard,
  hasDrawings,
  hasTrails,
  isSentOff,
  moveBall,
  movePlayer,
  resetFormation,
  setCard,
  setFormation,
  setMode,
  setPen,
  setTrails,
  swapColours,
  teamColour,
  TEAM_COLOURS,
  type Board,
} from './board';
import { BOARD_FORMATIONS, FORMATION_SPOTS } from './formations';
import { LAYOUTS, toPixel } from './layout';

const player = (b: Board, id: number) => b.players.find((p) => p.id === id)!;
const edited = (b: Board) => applyPlayerEdit(b, 5, { name: 'Kante', cards: { yellow: true, red: false }, goals: 2 });

describe('board formations', () => {
  it('starts with 11 players of team A on 4-4-2, ball centred, trails on, pen off', () => {
    const b = createBoard('desktop');
    expect(b.formation).toBe('4-4-2');
    expect(b.players.map((p) => p.id)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(b.players.every((p) => p.team === 'A')).toBe(true);
    expect(player(b, 7).name).toBe('7');
    expect(b.ball).toMatchObject({ x: 600, y: 400, radius: 12 });
    expect(b.trailsOn).toBe(true);
    expect(b.penOn).toBe(false);
  });

  it.each(BOARD_FORMATIONS)('%s has 11 distinct spots in team A’s half, matching its lines', (name) => {
    const spots = FORMATION_SPOTS[name];
    expect(spots).toHaveLength(11);
    expect(spots.every((s) => s.d > 0 && s.d < 0.5 && s.w >= 0 && s.w <= 1)).toBe(true);
    expect(new Set(spots.map((s) => `${s.d},${s.w}`)).size).toBe(11);
    const lines = name.split('-').map(Number);
    expect(1 + lines.reduce((a, n) => a + n, 0)).toBe(11);
  });

  it('mirrors team B across the halfway line in 22-player mode', () => {
    for (const kind of ['desktop', 'mobile'] as const) {
      const b = setMode(createBoard(kind, { formation: '4-3-3' }), 22);
      const layout = LAYOUTS[kind];
      expect(b.players).toHaveLength(22);
      for (let id = 1; id <= 11; id++) {
        const a = player(b, id);
        const m = player(b, id + 11);
        expect(m.team).toBe('B');
        expect(m.name).toBe(String(id));
        if (kind === 'desktop') {
          expect(m.x).toBeCloseTo(layout.width - a.x);
          expect(m.y).toBeCloseTo(a.y);
        } else {
          expect(m.x).toBeCloseTo(a.x);
          expect(m.y).toBeCloseTo(layout.height - a.y);
        }
      }
    }
  });

  it('the 11/22 switch re-applies the formation and keeps cards and goals', () => {
    let b = edited(createBoard('desktop'));
    b = movePlayer(b, 5, { x: 900, y: 100 });
    b = setMode(b, 22);
    expect(player(b, 5)).toMatchObject({ name: 'Kante', goals: 2, cards: { yellow: true, red: false } });
    expect(player(b, 5)).toMatchObject(toPixel(LAYOUTS.desktop, FORMATION_SPOTS['4-4-2'][4]));
    b = applyPlayerEdit(b, 15, { name: 'B4', cards: { yellow: false, red: true }, goals: 1 });
    b = setMode(b, 11);
    expect(b.players).toHaveLength(11);
    expect(player(b, 5).goals).toBe(2);
    // Team B comes back fresh after it was removed.
    expect(player(setMode(b, 22), 15)).toMatchObject({ name: '4', goals: 0, cards: { red: false } });
  });

  it('a formation change keeps cards and goals, clears trails and centres the ball', () => {
    let b = edited(setMode(createBoard('desktop'), 22));
    b = movePlayer(b, 5, { x: 500, y: 500 });
    b = moveBall(b, { x: 100, y: 100 });
    b = setFormation(b, '3-5-2');
    expect(b.formation).toBe('3-5-2');
    expect(b.players).toHaveLength(22);
    expect(player(b, 5)).toMatchObject({ name: 'Kante', goals: 2, trail: [] });
    expect(player(b, 5)).toMatchObject(toPixel(LAYOUTS.desktop, FORMATION_SPOTS['3-5-2'][4]));
    expect(b.ball).toMatchObject({ x: 600, y: 400, trail: [] });
    expect(hasTrails(b)).toBe(false);
  });

  it('reset puts everyone back and keeps drawings', () => {
    let b = movePlayer(createBoard('mobile'), 1, { x: 10, y: 10 });
    b = commitDrawing(b, { id: 1, points: [{ x: 1, y: 1 }, { x: 9, y: 9 }] });
    const r = resetFormation(b);
    expect(player(r, 1)).toMatchObject(toPixel(LAYOUTS.mobile, FORMATION_SPOTS['4-4-2'][0]));
    expect(player(r, 1).trail).toEqual([]);
    expect(r.drawings).toHaveLength(1);
  });
});

describe('moving pieces', () => {
  it('clamps a dragged player and the ball', () => {
    let b = movePlayer(createBoard('desktop'), 9, { x: -100, y: 5000 });
    expect(player(b, 9)).toMatchObject({ x: 40, y: 760 });
    b = moveBall(b, { x: 5000, y: -100 });
    expect(b.ball).toMatchObject({ x: 1148, y: 52 });
  });

  it('records trail points 10 px apart on desktop, starting at the origin', () => {
    let b = createBoard('desktop');
    const start = { x: player(b, 2).x, y: player(b, 2).y };
    b = movePlayer(b, 2, { x: start.x + 4, y: start.y });
    expect(player(b, 2).trail).toEqual([start]);
    b = movePlayer(b, 2, { x: start.x + 9.9, y: start.y });
    expect(player(b, 2).trail).toHaveLength(1);
    b = movePlayer(b, 2, { x: start.x + 10, y: start.y });
    expect(player(b, 2).trail).toEqual([start, { x: start.x + 10, y: start.y }]);
  });

  it('records trail points 5 px apart on mobile, for the ball too', () => {
    let b = createBoard('mobile');
    b = moveBall(b, { x: 175 + 4, y: 225 });
    expect(b.ball.trail).toHaveLength(1);
    b = moveBall(b, { x: 175 + 5, y: 225 });
    expect(b.ball.trail).toEqual([{ x: 175, y: 225 }, { x: 180, y: 225 }]);
  });

  it('records nothing with trails off, and clears trails on demand', () => {
    let b = setTrails(createBoard('desktop'), false);
    b = movePlayer(b, 3, { x: 700, y: 300 });
    expect(hasTrails(b)).toBe(false);
    b = moveBall(setTrails(b, true), { x: 200, y: 200 });
    expect(hasTrails(b)).toBe(true);
    expect(hasTrails(clearTrails(b))).toBe(false);
  });
});

describe('pen and drawings', () => {
  it('turning the pen on turns trails off; turning it off leaves them off', () => {
    const on = setPen(createBoard('desktop'), true);
    expect(on).toMatchObject({ penOn: true, trailsOn: false });
    expect(setPen(on, false)).toMatchObject({ penOn: false, trailsOn: false });
  });

  it('adds a drawing point only more than 2 px from the last one', () => {
    let pts = addDrawingPoint([], { x: 0, y: 0 });
    pts = addDrawingPoint(pts, { x: 2, y: 0 });
    expect(pts).toHaveLength(1);
    pts = addDrawingPoint(pts, { x: 2.01, y: 0 });
    expect(pts).toHaveLength(2);
  });

  it('saves a drawing only with more than one point', () => {
    const b = createBoard('desktop');
    expect(commitDrawing(b, { id: 1, points: [{ x: 5, y: 5 }] })).toBe(b);
    const d = commitDrawing(b, { id: 2, points: [{ x: 5, y: 5 }, { x: 50, y: 5 }] });
    expect(hasDrawings(d)).toBe(true);
    expect(hasDrawings(clearDrawings(d))).toBe(false);
  });
});

describe('player edits', () => {
  it('keeps yellow and red exclusive; red clears yellow', () => {
    expect(setCard({ yellow: true, red: false }, 'red', true)).toEqual({ yellow: false, red: true });
    expect(setCard({ yellow: false, red: true }, 'yellow', true)).toEqual({ yellow: true, red: false });
    expect(setCard({ yellow: true, red: false }, 'yellow', false)).toEqual({ yellow: false, red: false });
  });

  it('saves name, cards and goals; goals never below 0; red marks the player sent off', () => {
    let b = applyPlayerEdit(createBoard('desktop'), 4, { name: '  Van Dijk ', cards: { yellow: true, red: true }, goals: -3 });
    expect(player(b, 4)).toMatchObject({ name: 'Van Dijk', cards: { yellow: false, red: true }, goals: 0 });
    expect(isSentOff(player(b, 4))).toBe(true);
    expect(isSentOff(player(b, 3))).toBe(false);
    b = applyPlayerEdit(b, 4, { name: '', cards: { yellow: false, red: false }, goals: 2.7 });
    expect(player(b, 4)).toMatchObject({ name: '4', goals: 2 });
  });
});

describe('colours and layouts', () => {
  it('team A is red and team B blue until swapped', () => {
    const b = createBoard('desktop');
    expect([teamColour(b, 'A'), teamColour(b, 'B')]).toEqual([TEAM_COLOURS.red, TEAM_COLOURS.blue]);
    const s = swapColours(b);
    expect([teamColour(s, 'A'), teamColour(s, 'B')]).toEqual([TEAM_COLOURS.blue, TEAM_COLOURS.red]);
    expect(swapColours(s).coloursSwapped).toBe(false);
  });

  it('converts a desktop board to the mobile pitch and back', () => {
    let b = movePlayer(setMode(createBoard('desktop'), 22), 9, { x: 900, y: 200 });
    b = commitDrawing(b, { id: 3, points: [{ x: 40, y: 40 }, { x: 1160, y: 760 }] });
    const m = convertLayout(b, 'mobile');
    expect(m.layout).toBe('mobile');
    expect(m.ball).toMatchObject({ x: 175, y: 225, radius: 8 });
    expect(m.drawings[0].points).toEqual([{ x: 15, y: 435 }, { x: 335, y: 15 }]);
    const back = convertLayout(m, 'desktop');
    expect(player(back, 9).x).toBeCloseTo(900, 0);
    expect(player(back, 9).y).toBeCloseTo(200, 0);
    expect(convertLayout(b, 'desktop')).toBe(b);
  });
});
