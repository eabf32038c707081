import { describe, expect, it } from 'vitest';
import {
  addDrawingPoint,
  applyPlayerEdit,
  canDraw,
  clearDrawings,
  clearTrails,
  commitDrawing,
  convertLayout,
  createBoard,
  hasDrawings,
  hasTrails,
  moveBall,
  movePlayer,
  setCard,
  setPen,
  setTrails,
  swapColours,
} from './board';
import { layoutFor } from './layout';
import { LIMITS } from './limits';
import { inkOn, isSentOff, shirtColour, teamColour, TEAM_COLOURS, type Board } from './model';

const player = (b: Board, id: number) => b.players.find((p) => p.id === id)!;

describe('moving pieces', () => {
  it('clamps a dragged player and the ball', () => {
    let b = movePlayer(createBoard('desktop'), 9, { x: -100, y: 5000 });
    expect(player(b, 9)).toMatchObject({ x: 40, y: 760 });
    b = moveBall(b, { x: 5000, y: -100 });
    expect(b.ball).toMatchObject({ x: layoutFor('desktop').width - 52, y: 52 });
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
    const c = { x: b.ball.x, y: b.ball.y };
    b = moveBall(b, { x: c.x + 4, y: c.y });
    expect(b.ball.trail).toHaveLength(1);
    b = moveBall(b, { x: c.x + 5, y: c.y });
    expect(b.ball.trail).toEqual([c, { x: c.x + 5, y: c.y }]);
  });

  it('keeps the newest points of a very long trail', () => {
    let b = createBoard('desktop');
    for (let i = 0; i < LIMITS.trailPoints + 50; i++) b = movePlayer(b, 5, { x: 100 + (i % 2) * 400, y: 100 + (i % 500) });
    const trail = player(b, 5).trail;
    expect(trail).toHaveLength(LIMITS.trailPoints);
    expect(trail[trail.length - 1]).toEqual({ x: player(b, 5).x, y: player(b, 5).y });
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
  it('taking the pen turns trails off (4.1); putting it down brings them back as they were', () => {
    const on = setPen(createBoard('desktop'), true);
    expect(on).toMatchObject({ penOn: true, trailsOn: false });
    expect(setPen(on, false)).toMatchObject({ penOn: false, trailsOn: true });
    const offBefore = setPen(setTrails(createBoard('desktop'), false), true);
    expect(setPen(offBefore, false).trailsOn).toBe(false);
    // Trails switched on while drawing stay on.
    expect(setPen(setTrails(on, true), false).trailsOn).toBe(true);
  });

  it('adds a drawing point only more than 2 px from the last one, up to the stroke limit', () => {
    let pts = addDrawingPoint([], { x: 0, y: 0 });
    pts = addDrawingPoint(pts, { x: 2, y: 0 });
    expect(pts).toHaveLength(1);
    pts = addDrawingPoint(pts, { x: 2.01, y: 0 });
    expect(pts).toHaveLength(2);
    const full = Array.from({ length: LIMITS.strokePoints }, (_, i) => ({ x: i * 3, y: 0 }));
    expect(addDrawingPoint(full, { x: -50, y: 0 })).toBe(full);
  });

  it('saves a drawing only with more than one point, and only while the board has room', () => {
    const b = createBoard('desktop');
    expect(commitDrawing(b, { id: 1, points: [{ x: 5, y: 5 }] })).toBe(b);
    const d = commitDrawing(b, { id: 2, points: [{ x: 5, y: 5 }, { x: 50, y: 5 }] });
    expect(hasDrawings(d)).toBe(true);
    expect(hasDrawings(clearDrawings(d))).toBe(false);
    const stroke = { id: 3, points: Array.from({ length: 2000 }, (_, i) => ({ x: i, y: 1 })) };
    let full = b;
    for (let i = 0; i < LIMITS.drawingPoints / 2000; i++) full = commitDrawing(full, { ...stroke, id: i });
    expect(canDraw(full, 2)).toBe(false);
    expect(commitDrawing(full, { id: 99, points: [{ x: 1, y: 1 }, { x: 9, y: 9 }] })).toBe(full);
  });
});

describe('player edits', () => {
  it('keeps yellow and red exclusive; red clears yellow', () => {
    expect(setCard({ yellow: true, red: false }, 'red', true)).toEqual({ yellow: false, red: true });
    expect(setCard({ yellow: false, red: true }, 'yellow', true)).toEqual({ yellow: true, red: false });
    expect(setCard({ yellow: true, red: false }, 'yellow', false)).toEqual({ yellow: false, red: false });
  });

  it('saves name, cards, goals and the goalkeeper mark; goals never below 0; red marks the player sent off', () => {
    let b = applyPlayerEdit(createBoard('desktop'), 4, { name: '  Van Dijk ', cards: { yellow: true, red: true }, goals: -3 });
    expect(player(b, 4)).toMatchObject({ name: 'Van Dijk', cards: { yellow: false, red: true }, goals: 0 });
    expect(isSentOff(player(b, 4))).toBe(true);
    expect(isSentOff(player(b, 3))).toBe(false);
    b = applyPlayerEdit(b, 4, { name: '', cards: { yellow: false, red: false }, goals: 2.7, gk: true });
    expect(player(b, 4)).toMatchObject({ name: String(player(b, 4).num), goals: 2, gk: true });
  });
});

describe('colours and layouts', () => {
  it('team A is red and team B blue until swapped; the bibs are orange; goalkeepers wear their own colour', () => {
    const b = createBoard('desktop');
    expect([teamColour(b, 'A'), teamColour(b, 'B'), teamColour(b, 'C')]).toEqual([TEAM_COLOURS.red, TEAM_COLOURS.blue, TEAM_COLOURS.bibs]);
    const s = swapColours(b);
    expect([teamColour(s, 'A'), teamColour(s, 'B')]).toEqual([TEAM_COLOURS.blue, TEAM_COLOURS.red]);
    expect(swapColours(s).coloursSwapped).toBe(false);
    const gk = b.players.find((p) => p.gk)!;
    expect(shirtColour(b, gk)).toBe(b.keepers.A);
    expect(shirtColour(b, player(b, 2))).toBe(TEAM_COLOURS.red);
    expect(inkOn('#fdd835')).toBe('#111111');
    expect(inkOn(TEAM_COLOURS.red)).toBe('#ffffff');
  });

  it('converts a desktop board to the mobile pitch and back', () => {
    let b = movePlayer(createBoard('desktop', { sides: 2 }), 9, { x: 900, y: 200 });
    const d = layoutFor('desktop');
    b = commitDrawing(b, { id: 3, points: [{ x: 40, y: 40 }, { x: d.width - 40, y: 760 }] });
    const m = convertLayout(b, 'mobile');
    const ml = layoutFor('mobile');
    expect(m.layout).toBe('mobile');
    expect(m.ball).toMatchObject({ x: 175, y: Math.round(ml.height * 5) / 10, radius: 8 });
    expect(m.drawings[0].points).toEqual([{ x: 15, y: Math.round((ml.height - 15) * 10) / 10 }, { x: 335, y: 15 }]);
    const back = convertLayout(m, 'desktop');
    expect(player(back, 9).x).toBeCloseTo(900, 0);
    expect(player(back, 9).y).toBeCloseTo(200, 0);
    expect(convertLayout(b, 'desktop')).toBe(b);
  });
});
