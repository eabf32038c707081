import { describe, expect, it } from 'vitest';
import { setMode, createBoard, movePlayer } from './board';
import { addObject } from './boardObjects';
import { EQUIPMENT, PALETTE, type BoardObject } from './objects';
import { decodeBoard, deserializeBoard, encodeBoard, serializeBoard } from './serialize';
import { addStep, goToStep, stepsOf } from './steps';

/** Written by the board before steps and objects existed (format version 1), byte for byte. */
const SAVED_V1 = JSON.parse(
  '{"name":"Plan A","savedAt":1763900000000,"board":{"v":1,"l":"d","m":22,"f":"3-5-2","t":true,"c":true,"p":[[1,904,4000,"1",0,0,[]],[2,2304,5800,"2",0,0,[]],[3,2304,4000,"3",0,0,[]],[4,2304,2200,"4",0,0,[]],[5,3648,7024,"5",0,0,[]],[6,3872,5512,"6",0,0,[]],[7,3872,4000,"7",0,0,[]],[8,3872,2488,"8",0,0,[]],[9,7800,3000,"9",0,0,[3648,976,7000,3000,7200,3000,7400,3000,7600,3000,7800,3000]],[10,5328,4936,"10",0,0,[]],[11,5328,3064,"11",0,0,[]],[12,11096,4000,"1",0,0,[]],[13,9696,5800,"2",0,0,[]],[14,9696,4000,"Şükür Çağlar",1,2,[]],[15,9696,2200,"4",0,0,[]],[16,8352,7024,"5",0,0,[]],[17,8128,5512,"6",0,0,[]],[18,8128,4000,"7",0,0,[]],[19,8128,2488,"8",0,0,[]],[20,8352,976,"9",0,0,[]],[21,6672,4936,"10",0,0,[]],[22,6672,3064,"11",0,0,[]]],"b":[6500,4200,[6000,4000,6500,4200]],"d":[[1700000000000,[1000,1000,1600,1300]]]}}',
);
/** A `#tahta=` payload of version 1: a phone board with player 10 moved to (200, 150). */
const LINK_V1 =
  'TdC5CsNADATQf5l6ApL2sK1fWVzksKsEQq4m5N8D6yXZdp6YAb3xgitxhuMC4gJXJVY44i7uDMQD_rg9F-IIX_fn-0Jc4aUodUjCqFkJBYXCMs8sRptyZsghE9ZBoOkPQgeRGkJsEDtITL88dXluExJHIncwtIkKQwdjm6gwdjBtEzWfulyFJiLUJEKoNKr1lsT-Wq91668C_b9jJg7wUl9llrZynOBl_nwB';

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

/** A coach's full board: 22 players, 30 objects of every kind, 10 steps where everyone moves. */
export function sequenceBoard() {
  let b = setMode(createBoard('desktop'), 22);
  for (let i = 0; i < 30; i++) {
    const at = { x: 5 + ((i * 37) % 95), y: 4 + ((i * 23) % 60) };
    const colour = PALETTE[i % PALETTE.length];
    const kinds: BoardObject[] = [
      { kind: 'arrow', id: i + 1, colour, style: (['pass', 'run', 'dribble'] as const)[i % 3], from: at, to: { x: at.x + 8, y: at.y + 3 }, ...(i % 2 ? { mid: { x: at.x + 4, y: at.y - 2 } } : {}) },
      { kind: 'line', id: i + 1, colour, from: at, to: { x: at.x + 5, y: at.y } },
      { kind: 'zone', id: i + 1, colour, shape: i % 2 ? 'ellipse' : 'rect', at, w: 12, h: 8 },
      { kind: 'text', id: i + 1, colour, at, text: `Baskı ${i} — öne çık`, size: 'm' },
      { kind: 'equipment', id: i + 1, colour, item: EQUIPMENT[i % EQUIPMENT.length], at, rot: (i * 15) % 360 },
    ];
    b = addObject(b, kinds[i % kinds.length]);
  }
  for (let s = 1; s < 10; s++) {
    b = addStep(b, s % 2 === 0);
    for (const p of b.players) b = movePlayer(b, p.id, { x: p.x + ((p.id * 7 + s * 13) % 41) - 20, y: p.y + ((p.id * 11 + s * 5) % 31) - 15 });
  }
  return b;
}

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
