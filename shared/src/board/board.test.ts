import { describe, expect, it } from 'vitest';
import {
  addDrawingPoint,
  applyPlayerEdit,
  canDraw,
  drawingPoints,
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
  swapColours,
} from './board';
import { drawnBoard } from './drawnBoard';
import { layoutFor } from './layout';
import { LIMITS } from './limits';
import { pixelsPerMetre } from './pitch';
import { inkOn, isSentOff, shirtColour, teamColour, TEAM_COLOURS, type Board } from './model';

const player = (b: Board, id: number) => b.players.find((p) => p.id === id)!;

describe('moving pieces', () => {
  it('clamps a dragged player to the pitch and the ball inside it by its radius on the layout', () => {
    let b = movePlayer(createBoard('desktop'), 9, { x: -10, y: 500 });
    expect(player(b, 9)).toMatchObject({ x: 0, y: 68 });
    b = moveBall(b, { x: 500, y: -10 });
    const r = 12 / pixelsPerMetre(layoutFor('desktop'));
    expect(b.ball).toMatchObject({ x: 105 - r, y: r });
  });

  it('records trail points 10 px of the layout apart on desktop, starting at the origin', () => {
    let b = createBoard('desktop');
    const px = 1 / pixelsPerMetre(layoutFor('desktop'));
    const start = { x: player(b, 2).x, y: player(b, 2).y };
    b = movePlayer(b, 2, { x: start.x + 4 * px, y: start.y });
    expect(player(b, 2).trail).toEqual([start]);
    b = movePlayer(b, 2, { x: start.x + 9.9 * px, y: start.y });
    expect(player(b, 2).trail).toHaveLength(1);
    // 10 px, past the rounding of metres.
    b = movePlayer(b, 2, { x: start.x + 10.001 * px, y: start.y });
    expect(player(b, 2).trail).toEqual([start, { x: start.x + 10.001 * px, y: start.y }]);
  });

  it('records trail points 5 px of the layout apart on mobile, for the ball too', () => {
    let b = createBoard('mobile');
    const px = 1 / pixelsPerMetre(layoutFor('mobile'));
    const c = { x: b.ball.x, y: b.ball.y };
    b = moveBall(b, { x: c.x + 4 * px, y: c.y });
    expect(b.ball.trail).toHaveLength(1);
    b = moveBall(b, { x: c.x + 5 * px, y: c.y });
    expect(b.ball.trail).toEqual([c, { x: c.x + 5 * px, y: c.y }]);
  });

  it('keeps the newest points of a very long trail', () => {
    let b = createBoard('desktop');
    for (let i = 0; i < LIMITS.trailPoints + 50; i++) b = movePlayer(b, 5, { x: 10 + (i % 2) * 40, y: 5 + (i % 500) / 10 });
    const trail = player(b, 5).trail;
    expect(trail).toHaveLength(LIMITS.trailPoints);
    expect(trail[trail.length - 1]).toEqual({ x: player(b, 5).x, y: player(b, 5).y });
  });

  it('records nothing with trails off, and clears trails on demand', () => {
    let b = movePlayer(createBoard('desktop'), 3, { x: 70, y: 30 }, false);
    b = moveBall(b, { x: 20, y: 20 }, false);
    expect(hasTrails(b)).toBe(false);
    b = moveBall(b, { x: 30, y: 20 }, true);
    expect(hasTrails(b)).toBe(true);
    expect(hasTrails(clearTrails(b))).toBe(false);
  });
});

describe('pen and drawings', () => {
  it('adds a drawing point (metres) only more than 2 px of its layout from the last one, up to the stroke limit', () => {
    const d = layoutFor('desktop');
    const px = 1 / pixelsPerMetre(d);
    let pts = addDrawingPoint(d, [], { x: 0, y: 0 });
    pts = addDrawingPoint(d, pts, { x: 2 * px, y: 0 });
    expect(pts).toHaveLength(1);
    pts = addDrawingPoint(d, pts, { x: 2.01 * px, y: 0 });
    expect(pts).toHaveLength(2);
    // The phone's pixels are bigger metres: the same 2.01 desktop pixels are too close there.
    expect(addDrawingPoint(layoutFor('mobile'), [{ x: 0, y: 0 }], { x: 2.01 * px, y: 0 })).toHaveLength(1);
    const full = Array.from({ length: LIMITS.strokePoints }, (_, i) => ({ x: i * 3, y: 0 }));
    expect(addDrawingPoint(d, full, { x: -50, y: 0 })).toBe(full);
  });

  it('keeps a finished stroke thinned below half a pixel of the largest export, its ends kept', () => {
    const b = createBoard('desktop');
    const straight = Array.from({ length: 200 }, (_, i) => ({ x: 10 + i * 0.1, y: 20 + i * 0.05 }));
    const d = commitDrawing(b, { id: 1, points: straight });
    expect(d.drawings[0].points).toEqual([straight[0], straight[199]]);
    expect(drawingPoints(d)).toBe(2);
  });

  it('saves a drawing only with more than one point, and only while the board has room', () => {
    const b = createBoard('desktop');
    expect(commitDrawing(b, { id: 1, points: [{ x: 5, y: 5 }] })).toBe(b);
    const d = commitDrawing(b, { id: 2, points: [{ x: 5, y: 5 }, { x: 50, y: 5 }] });
    expect(hasDrawings(d)).toBe(true);
    expect(hasDrawings(clearDrawings(d))).toBe(false);
    // A zigzag keeps its every point when thinned (simplify.ts).
    const stroke = { id: 3, points: Array.from({ length: 2000 }, (_, i) => ({ x: i / 10, y: 1 + (i % 2) })) };
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

  it('puts a desktop board on the mobile pitch and back with every metre unchanged, drawn at the same place of the pitch', () => {
    let b = movePlayer(createBoard('desktop', { sides: 2 }), 9, { x: 80, y: 15 });
    b = commitDrawing(b, { id: 3, points: [{ x: 0, y: 0 }, { x: 105, y: 68 }] });
    const m = convertLayout(b, 'mobile');
    expect(m.layout).toBe('mobile');
    expect({ ...m, layout: 'desktop' }).toEqual(b);
    // Drawn on the phone's portrait pitch: team A's goal line at the bottom, the top touchline on the left.
    const ml = layoutFor('mobile');
    const drawn = drawnBoard(m);
    expect(drawn.ball).toMatchObject({ x: 175, y: ml.height / 2, radius: 8 });
    expect(drawn.drawings[0].points).toEqual([{ x: 15, y: ml.height - 15 }, { x: 335, y: 15 }]);
    expect(convertLayout(m, 'desktop')).toEqual(b);
    expect(convertLayout(b, 'desktop')).toBe(b);
  });
});
