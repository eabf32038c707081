import { describe, expect, it } from 'vitest';
import { toSpot } from './layout';
import { decodeBoard, decodeShared, deserializeBoard, encodeBoard, serializeBoard } from './serialize';
import { DEFAULT_VIEW, storedView } from './view';
import { LEGACY_FRAMES } from './serializeLegacy';
import { goToStep, stepsOf } from './steps';
import { sequenceBoard } from './fixtures/sequence';
import { LINK_V1, SAVED_V1 } from './fixtures/v1';
import { LINK_V2, SAVED_V2 } from './fixtures/v2';

/** The same place of the pitch: a spot on the old stretched pitch and, in metres, on today's 105 x 68 m one. */
function expectSameSpot(frame: (typeof LEGACY_FRAMES)['d'], old: { x: number; y: number }, now: { x: number; y: number }) {
  const a = toSpot(frame, old);
  const b = { d: now.x / 105, w: 1 - now.y / 68 };
  expect(b.d).toBeCloseTo(a.d, 3);
  expect(b.w).toBeCloseTo(a.w, 3);
}

describe('stored board format: boards of the first version', () => {
  it('opens a board saved by the first version, every piece at the same place of the pitch', () => {
    const b = deserializeBoard(SAVED_V1.board)!;
    expect(b).not.toBeNull();
    expect(b).toMatchObject({ format: 11, sides: 2, formation: '3-5-2', coloursSwapped: true, objects: [], steps: [], current: 0 });
    // Its view fields are not the document's: the first version kept none but the trail switch.
    expect(b).not.toHaveProperty('view');
    expect(storedView(SAVED_V1.board)).toEqual({ trailsOn: SAVED_V1.board.t });
    expect(b.players.find((p) => p.id === 14)).toMatchObject({ team: 'B', num: 3, name: 'Şükür Çağlar', cards: { yellow: true, red: false }, goals: 2 });
    expect(b.players.filter((p) => p.gk).map((p) => p.id)).toEqual([1, 12]);
    expectSameSpot(LEGACY_FRAMES.d, { x: 780, y: 300 }, b.players.find((p) => p.id === 9)!);
    expectSameSpot(LEGACY_FRAMES.d, { x: 160, y: 130 }, b.drawings[0].points[1]);
    expect(stepsOf(b)).toHaveLength(1);
    // Saved again, it is a version 4 board (metres) that reads back the same.
    const again = serializeBoard(b);
    expect(again.v).toBe(4);
    expect(deserializeBoard(again)).toEqual(b);
  });

  it('opens a share link made by the first version', async () => {
    const b = (await decodeBoard(LINK_V1))!;
    expect(b).toMatchObject({ layout: 'mobile', format: 11, sides: 1, formation: '4-4-2', objects: [], steps: [] });
    expectSameSpot(LEGACY_FRAMES.m, { x: 200, y: 150 }, b.players.find((p) => p.id === 10)!);
  });
});

describe('stored board format: boards of the second version', () => {
  it('opens a saved board with objects and steps unchanged (they are in metres of the same pitch)', () => {
    const b = deserializeBoard(SAVED_V2)!;
    expect(b).toMatchObject({ format: 11, sides: 2, layout: 'desktop', current: 1 });
    // The half pitch and the measurements it was saved with are read as a view (the board page opens a link in its view).
    expect(b).not.toHaveProperty('view');
    expect(storedView(SAVED_V2)).toEqual({ view: 'half', measure: true, trailsOn: true });
    expect(b.objects).toHaveLength(12);
    expect(b.steps).toHaveLength(3);
    const [old] = SAVED_V2.p as Array<[number, number, number]>;
    expectSameSpot(LEGACY_FRAMES.d, { x: old[1] / 10, y: old[2] / 10 }, b.players[0]);
    expect(stepsOf(b)[0].players[1]).toEqual({ x: SAVED_V2.s[0][0][1] / 10, y: SAVED_V2.s[0][0][2] / 10 });
  });

  it('opens a phone link', async () => {
    const b = (await decodeBoard(LINK_V2))!;
    expect(b).toMatchObject({ layout: 'mobile', format: 11, sides: 2 });
    expect(serializeBoard(b).o).toEqual(SAVED_V2.o);
  });
});

describe('stored board format: version 3', () => {
  it('round-trips objects, steps and the open step; a view only where one is given (the presenter)', async () => {
    const b = goToStep(sequenceBoard(), 4);
    const back = deserializeBoard(JSON.parse(JSON.stringify(serializeBoard(b))))!;
    expect(back.objects).toEqual(b.objects);
    expect(back.shown).toEqual(b.shown);
    expect(back.current).toBe(4);
    expect(stepsOf(back)).toEqual(stepsOf(b));
    expect(serializeBoard((await decodeBoard(await encodeBoard(b)))!)).toEqual(serializeBoard(b));
    expect(await decodeShared(await encodeBoard(b))).toMatchObject({ view: {} });
    const presented = { ...DEFAULT_VIEW, view: 'half' as const, stripes: false, measure: true };
    const shared = (await decodeShared(await encodeBoard(b, presented)))!;
    expect(shared.view).toEqual({ view: 'half', stripes: false, measure: true, trailsOn: true });
    expect(serializeBoard(shared.board)).toEqual(serializeBoard(b));
  });

  it('a 10-step board with 22 players and 30 objects fits a link under 8 kB', async () => {
    const b = sequenceBoard();
    expect(stepsOf(b)).toHaveLength(10);
    expect(b.objects).toHaveLength(30);
    const link = `https://onbir.example/taktik#tahta=${await encodeBoard(b)}`;
    expect(link.length).toBeLessThan(8 * 1024);
  });

  it('refuses malformed objects and steps', () => {
    const good = serializeBoard(sequenceBoard());
    expect(deserializeBoard({ ...good, o: [['q', 1, 0, 0, 1, 2]] })).toBeNull();
    expect(deserializeBoard({ ...good, o: [['a', 1, 99, 0, 1, 2, 3, 4]] })).toBeNull();
    expect(deserializeBoard({ ...good, o: [['e', 1, 0, 0, 1, 2, 3], ['e', 1, 0, 0, 1, 2, 3]] })).toBeNull();
    expect(deserializeBoard({ ...good, s: [[[1, 2], [1, 2], [], []]] })).toBeNull();
    expect(deserializeBoard({ ...good, k: 10 })).toBeNull();
    expect(deserializeBoard({ ...good, w: 'moon' })).toBeNull();
  });
});
