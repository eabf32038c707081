import { heavyBoard } from '../shared/src/board/fixtures/heavy';
import { drawnBoard } from '../shared/src/board/drawnBoard';
import { decodeBoard, encodeBoard } from '../shared/src/board/serialize';
import { DRAWN_POINTS_BUDGET } from '../shared/src/board/simplify';
import { boardSuite, button, drag, openBoardPage } from './kit/board';
import { drawnDiscs, recordTexts } from './kit/boardDrawn';
import { desktop } from './kit/harness';
import { expect, test } from './kit/test';

/**
 * A share link at the serializer's limits (40 players with 2,000-point trails, 60 strokes of 2,000 points;
 * issue 37 item 6) opens, and the board answers: a dragged player is drawn where he was dropped. Its
 * timings are e2e/bench/heavyLink.bench.ts's.
 */
const suite = boardSuite();

test.describe('a share link at the limits', () => {
  test('opens with every player and the board stays interactive', async () => {
    const heavy = heavyBoard();
    const link = await encodeBoard(heavy);
    const b = await openBoardPage(suite, desktop, `/taktik#tahta=${link}`, suite.app, recordTexts);
    await button(b, '22 Oyuncu').and(b.page.locator('[aria-pressed="true"]')).waitFor({ timeout: 60_000 });
    await expect(b.page.getByRole('alert').filter({ hasText: 'Bağlantı bozuk' })).toHaveCount(0);
    // The address holds the board as it opened, thinned (shareLink.ts): a tenth of the link it came with. While the
    // page reads the link, the address has no board at all (holdLongLink): a short address alone is not enough.
    const shownLink = () => {
      const { hash } = new URL(b.page.url());
      return hash.startsWith('#tahta=') ? hash.slice('#tahta='.length) : '';
    };
    await expect.poll(() => shownLink().length > 0 && shownLink().length < link.length / 5, { timeout: 30_000 }).toBe(true);
    const shown = (await decodeBoard(shownLink()))!;
    expect(shown.players).toHaveLength(40);
    expect(shown.drawings).toHaveLength(heavy.drawings.length);
    const points = [shown.ball, ...shown.players].reduce((n, p) => n + p.trail.length, 0) + shown.drawings.reduce((n, d) => n + d.points.length, 0);
    expect(points).toBeLessThanOrEqual(DRAWN_POINTS_BUDGET);
    // Where the piece is drawn: the board keeps metres, the pointer works in the layout's pixels.
    const piece = drawnBoard(heavy).players[8];
    const to = { x: piece.x + 180, y: piece.y + 90 };
    await drag(b, piece, to);
    await expect
      .poll(async () => (await drawnDiscs(b)).some((d) => Math.hypot(d.x - to.x, d.y - to.y) < 3), { timeout: 30_000 })
      .toBe(true);
    await expect(button(b, 'Geri Al')).toBeEnabled();
    await button(b, 'Geri Al').click();
    await expect
      .poll(async () => (await drawnDiscs(b)).some((d) => Math.hypot(d.x - piece.x, d.y - piece.y) < 3), { timeout: 30_000 })
      .toBe(true);
    expect(b.errors).toEqual([]);
    await b.context.close();
  });
});
