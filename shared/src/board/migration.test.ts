import { describe, expect, it } from 'vitest';
import { decodeBoard, deserializeBoard, encodeBoard, serializeBoard } from './serialize';
import { goToStep, stepsOf } from './steps';
import { sequenceBoard } from './fixtures/sequence';
import { LINK_V1, SAVED_V1 } from './fixtures/v1';

describe('stored board format: migration from version 1', () => {
  it('opens a board saved by the first version, with defaults for everything new', () => {
    const b = deserializeBoard(SAVED_V1.board)!;
    expect(b).not.toBeNull();
    expect(b).toMatchObject({ mode: 22, formation: '3-5-2', coloursSwapped: true, objects: [], steps: [], current: 0, view: 'full', stripes: true, measure: false });
    expect(b.players.find((p) => p.id === 14)).toMatchObject({ name: 'Şükür Çağlar', cards: { yellow: true, red: false }, goals: 2 });
    expect(b.players.find((p) => p.id === 9)).toMatchObject({ x: 780, y: 300 });
    expect(b.drawings).toEqual([{ id: 1700000000000, points: [{ x: 100, y: 100 }, { x: 160, y: 130 }] }]);
    expect(stepsOf(b)).toHaveLength(1);
    // Saved again, it is a version 2 board that reads back the same.
    const again = serializeBoard(b);
    expect(again.v).toBe(2);
    expect(deserializeBoard(again)).toEqual(b);
  });

  it('opens a share link made by the first version', async () => {
    const b = (await decodeBoard(LINK_V1))!;
    expect(b).toMatchObject({ layout: 'mobile', mode: 11, formation: '4-4-2', objects: [], steps: [] });
    expect(b.players.find((p) => p.id === 10)).toMatchObject({ x: 200, y: 150 });
  });
});

describe('stored board format: version 2', () => {
  it('round-trips objects, steps, the open step, view and settings', async () => {
    const b = goToStep({ ...sequenceBoard(), view: 'half', stripes: false, measure: true }, 4);
    const back = deserializeBoard(JSON.parse(JSON.stringify(serializeBoard(b))))!;
    expect(back.objects).toEqual(b.objects);
    expect(back.shown).toEqual(b.shown);
    expect(back).toMatchObject({ current: 4, view: 'half', stripes: false, measure: true });
    expect(stepsOf(back)).toEqual(stepsOf(b));
    expect(serializeBoard((await decodeBoard(await encodeBoard(b)))!)).toEqual(serializeBoard(b));
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
