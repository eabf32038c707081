import { describe, expect, it } from 'vitest';
import { createBoard } from '../shared/src/board/board';
import { layoutFor, layoutForViewport } from '../shared/src/board/layout';
import type { Board } from '../shared/src/board/model';
import { serializeBoard } from '../shared/src/board/serialize';
import { longestNames } from '../shared/src/pitch/longestNames.testkit';
import { ellipsisCuts, nameVariants } from '../shared/src/pitch/nameForms';
import { boardSuite, boxHitsDisc, button, drawnDiscs, drawnTexts, linkOf, openBoardPage, recordTexts, type BoardPage } from './boardKit';
import { phone } from './harness';

/**
 * Names on the board (issue 36): 22 players with the longest names of the bundled pool, read back from
 * what the renderer drew on the canvas (each text where it was drawn, each player's disc).
 */
const suite = boardSuite();
const laptop = { viewport: { width: 1366, height: 800 } };

const isFormOf = (text: string, name: string) => nameVariants(name).some((f) => f === text || ellipsisCuts(f).includes(text));

/** The names of the last frame drawn, and the discs, in layout pixels. */
async function drawnNames(b: BoardPage, board: Board) {
  let labels: Awaited<ReturnType<typeof drawnTexts>> = [];
  // A frame drawn now: the board repaints on the next change of the pitch's look.
  await drawnTexts(b, /./);
  await drawnDiscs(b);
  await button(b, 'Çizgili çim').click();
  await expect
    .poll(async () => {
      // Every text but the shirt numbers.
      labels = [...labels, ...(await drawnTexts(b, /\D/))];
      return labels.length;
    })
    .toBeGreaterThanOrEqual(board.players.length);
  return { labels: labels.slice(-board.players.length), discs: (await drawnDiscs(b)).slice(-board.players.length) };
}

describe('names on the board', () => {
  it.each([
    ['a 390 px phone', phone],
    ['a 1366 px laptop', laptop],
  ] as const)('22 long names on %s: each readable, none over another, a player or the ball, none off the pitch', async (_name, options) => {
    const kind = layoutForViewport(options.viewport!.width, options.viewport!.height);
    const layout = layoutFor(kind, 11);
    const names = longestNames(22);
    const fresh = createBoard(kind, { sides: 2 });
    const board = { ...fresh, players: fresh.players.map((p, i) => ({ ...p, name: names[i] })) };
    const b = await openBoardPage(suite, options, `/taktik#tahta=${linkOf(serializeBoard(board))}`, suite.app, recordTexts);
    const { labels, discs } = await drawnNames(b, board);
    // One label per player, in a form a fan reads: whole, initials and surname, the surname, or cut with "…".
    expect(board.players.filter((p) => !labels.some((l) => isFormOf(l.text, p.name))).map((p) => p.name)).toEqual([]);
    expect(discs).toHaveLength(22);
    const faults: string[] = [];
    labels.forEach((l, i) => {
      if (l.x0 < 0 || l.y0 < 0 || l.x1 > layout.width || l.y1 > layout.height) faults.push(`${l.text} off the pitch`);
      for (const m of labels.slice(i + 1)) if (l.x0 < m.x1 && m.x0 < l.x1 && l.y0 < m.y1 && m.y0 < l.y1) faults.push(`${l.text} over ${m.text}`);
      for (const d of discs) if (boxHitsDisc(l, d)) faults.push(`${l.text} over a player`);
      if (boxHitsDisc(l, { x: board.ball.x, y: board.ball.y, r: board.ball.radius })) faults.push(`${l.text} over the ball`);
    });
    expect(faults).toEqual([]);
    expect(b.errors).toEqual([]);
    await b.context.close();
  });
});
