import { layoutFor } from '../shared/src/board/layout';
import { curvePoint } from '../shared/src/board/objects';
import { boardSuite, button, colourAt, drag, dragPath, expectColour, expectColourNear, hex, isGrass, near, openBoardPage, px, tap, type BoardPage, type Rgb } from './kit/board';
import { desktop, phone } from './kit/harness';
import { expect, test } from './kit/test';

const suite = boardSuite();

const PINK = hex('#e040fb');
const pink = (c: Rgb) => near(c, PINK, 50);

/** How many of `n` points between two spots (metres) are pink. */
async function pinkShare(b: BoardPage, from: { x: number; y: number }, to: { x: number; y: number }, n = 24) {
  let hits = 0;
  for (let i = 0; i < n; i++) {
    const t = 0.15 + (0.6 * i) / (n - 1);
    if (pink(await colourAt(b, px(b, { x: from.x + (to.x - from.x) * t, y: from.y + (to.y - from.y) * t })))) hits++;
  }
  return hits / n;
}

async function pickTool(b: BoardPage, tool: string, option?: string) {
  await button(b, tool).click();
  if (option) await button(b, option).click();
}

for (const [name, options] of [
  ['desktop (mouse)', desktop],
  ['phone (touch)', phone],
] as const) {
test.describe(`tactics board drawing tools on ${name}`, () => {
  test('draws pass, run and dribble arrows, bends one, a line and three kinds of zone; undo takes them back', async () => {
    const b = await openBoardPage(suite, options);
    await b.page.getByRole('button', { name: 'Pembe' }).click();
    await expect(b.page.getByRole('button', { name: 'Pembe' })).toHaveAttribute('aria-pressed', 'true');
    const rows = { pass: 10, run: 16, dribble: 22 } as const;
    const labels = { pass: 'Pas (kesikli)', run: 'Koşu (düz)', dribble: 'Top sürme (dalgalı)' } as const;
    for (const style of ['pass', 'run', 'dribble'] as const) {
      await pickTool(b, 'Ok', labels[style]);
      await expect(button(b, 'Ok')).toHaveAttribute('aria-pressed', 'true');
      await drag(b, px(b, { x: 58, y: rows[style] }), px(b, { x: 82, y: rows[style] }));
    }
    const run = await pinkShare(b, { x: 58, y: rows.run }, { x: 82, y: rows.run });
    const pass = await pinkShare(b, { x: 58, y: rows.pass }, { x: 82, y: rows.pass });
    const dribble = await pinkShare(b, { x: 58, y: rows.dribble }, { x: 82, y: rows.dribble });
    // Solid, dashed, wavy: a solid line covers its whole path, a dashed one part of it, a wave crosses it now and then.
    expect(run).toBeGreaterThan(0.9);
    expect(pass).toBeGreaterThan(0.25);
    expect(pass).toBeLessThan(0.85);
    expect(dribble).toBeLessThan(0.6);
    // The arrow head sits at the end.
    await expectColour(b, px(b, { x: 80.6, y: rows.run }), pink);

    // Bend the run arrow: select it, drag its middle handle 8 m aside.
    await pickTool(b, 'Seç');
    await tap(b, px(b, { x: 64, y: rows.run }));
    await drag(b, px(b, { x: 70, y: rows.run }), px(b, { x: 70, y: rows.run + 8 }));
    // A quarter of the way along, the bent arrow passes well below its old straight line.
    await expectColourNear(b, px(b, curvePoint({ x: 58, y: rows.run }, { x: 82, y: rows.run }, { x: 70, y: rows.run + 8 }, 0.3)), pink);
    await expectColour(b, px(b, { x: 70, y: rows.run - 0.2 }), (c) => !pink(c));

    await pickTool(b, 'Çizgi');
    await drag(b, px(b, { x: 58, y: 30 }), px(b, { x: 82, y: 30 }));
    await expectColour(b, px(b, { x: 70, y: 30 }), pink);

    await pickTool(b, 'Alan', 'Dikdörtgen');
    await drag(b, px(b, { x: 58, y: 38 }), px(b, { x: 72, y: 52 }));
    await expectColour(b, px(b, { x: 60, y: 50 }), (c) => !isGrass(c));
    await pickTool(b, 'Alan', 'Elips');
    await drag(b, px(b, { x: 80, y: 38 }), px(b, { x: 96, y: 52 }));
    await expectColour(b, px(b, { x: 88, y: 45 }), (c) => !isGrass(c));
    // The ellipse leaves its bounding box's corner empty.
    expect(isGrass(await colourAt(b, px(b, { x: 81.5, y: 39.3 })))).toBe(true);
    await pickTool(b, 'Alan', 'Serbest çokgen');
    const poly = [{ x: 4, y: 48 }, { x: 14, y: 48 }, { x: 14, y: 64 }, { x: 4, y: 64 }];
    await dragPath(b, poly.map((p) => px(b, p)));
    await expectColour(b, px(b, { x: 9, y: 56 }), (c) => !isGrass(c));

    await button(b, 'Geri Al').click();
    await expectColour(b, px(b, { x: 9, y: 56 }), isGrass);
    await button(b, 'Geri Al').click();
    await expectColour(b, px(b, { x: 88, y: 45 }), isGrass);
    await button(b, 'Yinele').click();
    await expectColour(b, px(b, { x: 88, y: 45 }), (c) => !isGrass(c));
    expect(b.errors).toEqual([]);
    await b.context.close();
  });

  test('places a mini-goal, rotates, moves, duplicates and deletes it, undoes, and types a Turkish label in place', async () => {
    const b = await openBoardPage(suite, options);
    await b.page.getByRole('button', { name: 'Pembe' }).click();
    await pickTool(b, 'Ekipman', 'Mini kale');
    const goal = { x: 80, y: 20 };
    await tap(b, px(b, goal));
    // 2 m wide and 4 m long before it is turned.
    await expectColour(b, px(b, { x: 80, y: 21.4 }), pink);
    expect(isGrass(await colourAt(b, px(b, { x: 81.5, y: 20 })))).toBe(true);

    // Rotate with the knob above it: dragged to its right, the goal turns a quarter.
    await pickTool(b, 'Seç');
    await tap(b, px(b, goal));
    await drag(b, px(b, { x: 80, y: 16 }), px(b, { x: 86, y: 20 }));
    await expectColour(b, px(b, { x: 81.4, y: 20 }), pink);
    await expectColour(b, px(b, { x: 80, y: 21.5 }), isGrass);

    // Move it.
    await drag(b, px(b, goal), px(b, { x: 88, y: 40 }));
    await expectColour(b, px(b, { x: 89.4, y: 40 }), pink);
    await expectColour(b, px(b, { x: 81.4, y: 20 }), isGrass);

    // Duplicate (two metres down and right), delete the copy with the button, the original with Delete.
    await button(b, 'Çoğalt').click();
    await expectColour(b, px(b, { x: 91.4, y: 42 }), pink);
    await button(b, 'Nesneyi Sil').click();
    await expectColour(b, px(b, { x: 91.4, y: 42 }), (c) => !pink(c));
    await tap(b, px(b, { x: 88, y: 40 }));
    await b.page.keyboard.press('Delete');
    await expectColour(b, px(b, { x: 89.4, y: 40 }), isGrass);
    await b.page.keyboard.press('Control+z');
    await expectColour(b, px(b, { x: 89.4, y: 40 }), pink);

    // A label typed in place, with Turkish letters.
    await pickTool(b, 'Yazı', 'Büyük');
    const at = { x: 75, y: 62 };
    await tap(b, px(b, at));
    const editor = b.page.getByRole('textbox', { name: 'Yazı', exact: true });
    await editor.waitFor();
    await b.page.keyboard.type('Şık çalım, öne çık!');
    await b.page.keyboard.press('Enter');
    await expect(editor).toHaveCount(0);
    // The label is painted on the canvas's next frame after the editor closes.
    const labelPixels = () => b.page.evaluate(
      ({ x, y, w, h, width }) => {
        const c = document.querySelector<HTMLCanvasElement>('[data-testid="board-canvas"]')!;
        const s = c.width / width;
        const data = c.getContext('2d')!.getImageData(Math.round((x - w / 2) * s), Math.round((y - h / 2) * s), Math.round(w * s), Math.round(h * s)).data;
        let n = 0;
        for (let i = 0; i < data.length; i += 4) if (data[i] > 180 && data[i + 1] < 120 && data[i + 2] > 200) n++;
        return n;
      },
      { ...px(b, at), w: 60, h: 30, width: layoutFor(b.layout).width },
    );
    await expect.poll(labelPixels).toBeGreaterThan(20);
    // Select it and reopen the editor from the keyboard: the text is there as typed.
    await pickTool(b, 'Seç');
    await tap(b, px(b, at));
    await b.page.getByTestId('board-canvas').focus();
    await b.page.keyboard.press('Enter');
    await expect(editor).toHaveValue('Şık çalım, öne çık!');
    await b.page.keyboard.press('Escape');
    expect(b.errors).toEqual([]);
    await b.context.close();
  });
});
}
