import { convertLayout, createBoard } from '../shared/src/board/board';
import { drawnBoard } from '../shared/src/board/drawnBoard';
import { builderSlots } from '../shared/src/builder/formations';
import { tacticsBoardLink } from '../shared/src/builder/share';
import { emptySquad } from '../shared/src/builder/squad';
import { layoutFor, layoutForViewport, toPixel, type Layout } from '../shared/src/board/layout';
import { DEFAULT_KEEPERS, TEAM_COLOURS } from '../shared/src/board/model';
import { serializeBoard } from '../shared/src/board/serialize';
import { longestNames } from '../shared/src/test/longestNames';
import { ellipsisCuts, nameVariants } from '../shared/src/pitch/nameForms';
import { boardSuite, button, heading, hex, linkOf, openBoardPage, type BoardPage } from './kit/board';
import { boxHitsDisc, drawnDiscs, drawnTexts, recordTexts } from './kit/boardDrawn';
import { expectDiscColour, openBoard, openEditor } from './kit/boardPlayers';
import { desktop, phone } from './kit/harness';
import { expect, test } from './kit/test';

/**
 * Names on the board (issue 36): 22 players with the longest names of the bundled pool, read back from
 * what the renderer drew on the canvas (each text where it was drawn, each player's disc), on the board
 * and on a presenter's viewer; and the builder's eleven opened from its link, each name on its player.
 */
const suite = boardSuite();
const laptop = { viewport: { width: 1366, height: 800 } };
const RED = hex(TEAM_COLOURS.red);

// The names the issue met on the pitch, in the builder's slot order of a 4-4-2.
const HANDED_OVER = [
  'F. Muslera',
  'Barış Alper Yılmaz',
  'Davinson Sánchez',
  'Abdülkerim Bardakcı',
  'L. Vennegoor of Hesselink',
  'Youssef En-Nesyri',
  'Anderson Talisca',
  'Dušan Tadić',
  'Edin Džeko',
  'A. Oxlade-Chamberlain',
  'Kubilay Kanatsızkuş',
];

const isFormOf = (text: string, name: string) => nameVariants(name).some((f) => f === text || ellipsisCuts(f).includes(text));

/** The names of the last frame drawn on `b` (`count` of them), and the discs, in layout pixels; `board` is the page whose board `b` shows. */
async function drawnNames(b: BoardPage, count: number, board: BoardPage) {
  let labels: Awaited<ReturnType<typeof drawnTexts>> = [];
  // A frame drawn now: the board repaints on the next change of the pitch's look.
  await drawnTexts(b, /./);
  await drawnDiscs(b);
  await button(board, 'Çizgili çim').click();
  await expect
    .poll(async () => {
      // Every text but the shirt numbers and the armband's letter.
      labels = [...labels, ...(await drawnTexts(b, /\D\S/))];
      return labels.length;
    })
    .toBeGreaterThanOrEqual(count);
  return { labels: labels.slice(-count), discs: (await drawnDiscs(b)).slice(-count) };
}

/** What a reader would find wrong: a name not in a form a fan reads, over another, a player or the ball, or off the pitch. */
async function nameFaults(b: BoardPage, names: readonly string[], layout: Layout, ball: { x: number; y: number; r: number }, board = b) {
  const { labels, discs } = await drawnNames(b, names.length, board);
  expect(discs).toHaveLength(names.length);
  const faults = names.filter((n) => !labels.some((l) => isFormOf(l.text, n))).map((n) => `${n}: no label in a form a fan reads`);
  labels.forEach((l, i) => {
    if (l.x0 < 0 || l.y0 < 0 || l.x1 > layout.width || l.y1 > layout.height) faults.push(`${l.text} off the pitch`);
    for (const m of labels.slice(i + 1)) if (l.x0 < m.x1 && m.x0 < l.x1 && l.y0 < m.y1 && m.y0 < l.y1) faults.push(`${l.text} over ${m.text}`);
    for (const d of discs) if (boxHitsDisc(l, d)) faults.push(`${l.text} over a player`);
    if (boxHitsDisc(l, ball)) faults.push(`${l.text} over the ball`);
  });
  return faults;
}

test.describe('names on the board', () => {
  for (const [name, options] of [
    ['a 390 px phone', phone],
    ['a 1366 px laptop', laptop],
  ] as const) {
  test(`22 long names on ${name}: each readable, none over another, a player or the ball, none off the pitch`, async () => {
    const kind = layoutForViewport(options.viewport!.width, options.viewport!.height);
    const names = longestNames(22);
    const fresh = createBoard(kind, { sides: 2 });
    const board = { ...fresh, players: fresh.players.map((p, i) => ({ ...p, name: names[i] })) };
    const b = await openBoardPage(suite, options, `/taktik#tahta=${linkOf(serializeBoard(board))}`, suite.app, recordTexts);
    const drawn = drawnBoard(board);
    const ball = { x: drawn.ball.x, y: drawn.ball.y, r: drawn.ball.radius };
    expect(await nameFaults(b, names, layoutFor(kind, 11), ball)).toEqual([]);
    expect(b.errors).toEqual([]);
    await b.context.close();
  });
  }

  test("the builder's 4-4-2 handed over ('Taktik tahtasına aktar') on a 390 px phone, captain and numbers: the midfield and the back four readable, clear of each other and the ball", async () => {
    const slots = builderSlots('4-4-2');
    const lineup = Object.fromEntries(
      slots.map((s, i) => [s.key, { player_id: `p${i}`, player_name: HANDED_OVER[i], player_image_url: '', position: s.position, current_club_id: null, club_name: 'Serbest Oyuncu', assignedPosition: s.key }]),
    );
    const squad = { ...emptySquad('4-4-2'), lineup, captain: 'p2', numbers: { p0: 1, p5: 10 } };
    const b = await openBoardPage(suite, phone, tacticsBoardLink(squad), suite.app, recordTexts);
    const layout = layoutFor('mobile', 11);
    const fresh = drawnBoard(createBoard('mobile'));
    expect(await nameFaults(b, HANDED_OVER, layout, { x: fresh.ball.x, y: fresh.ball.y, r: fresh.ball.radius })).toEqual([]);
    expect(b.errors).toEqual([]);
    await b.context.close();
  });

  test("22 long names presented ('Canlı sunum') from a laptop, on a 390 px phone viewer: each readable, none over another, a player or the ball, none off the pitch", async () => {
    const names = longestNames(22);
    const fresh = createBoard('desktop', { sides: 2 });
    const board = { ...fresh, players: fresh.players.map((p, i) => ({ ...p, name: names[i] })) };
    const coach = await openBoardPage(suite, { ...desktop, bypassCSP: true }, `/taktik#tahta=${linkOf(serializeBoard(board))}`);
    await button(coach, 'Canlı sunum').click();
    await coach.page.getByRole('dialog', { name: 'Canlı sunum' }).getByRole('button', { name: 'Sunumu başlat' }).click();
    const code = (await coach.page.getByTestId('live-code').textContent())!.replace(/\s/g, '');
    await coach.page.getByRole('button', { name: 'Tahtaya dön' }).click();

    const context = await suite.browser.newContext({ ...phone, bypassCSP: true });
    await context.addInitScript(recordTexts, 'live-canvas');
    const page = await context.newPage();
    const viewer: BoardPage = { context, page, layout: layoutForViewport(phone.viewport!.width, phone.viewport!.height), errors: [], canvas: 'live-canvas' };
    page.on('pageerror', (e) => viewer.errors.push(e.message));
    await page.goto(`${suite.app.url}/canli/${code}`);
    await expect(coach.page.getByRole('button', { name: /1 izleyici/ })).toHaveCount(1);

    const shown = drawnBoard(convertLayout(board, viewer.layout));
    const ball = { x: shown.ball.x, y: shown.ball.y, r: shown.ball.radius };
    expect(await nameFaults(viewer, names, layoutFor(viewer.layout, 11), ball, coach)).toEqual([]);
    expect([...coach.errors, ...viewer.errors]).toEqual([]);
    await context.close();
    await coach.context.close();
  });
});

test.describe('tactics board extras (desktop)', () => {
  test('opens the builder’s eleven from /taktik?ilk11=… with names, spots and formation', async () => {
    const players = Array.from({ length: 11 }, (_, i) => ({ n: i === 0 ? 'Uğurcan Çakır' : `Oyuncu ${i + 1}`, d: i === 0 ? 0.05 : 0.2 + (i % 3) * 0.12, w: (i % 5) / 5 + 0.1 }));
    const value = encodeURIComponent(JSON.stringify({ formation: '4-2-3-1', players }));
    const b = await openBoard(suite, desktop, `/taktik?ilk11=${value}`);
    await expect(heading(b)).toHaveText('Taktik Tahtası (4-2-3-1)');
    const keeper = toPixel(layoutFor('desktop'), players[0]);
    await expectDiscColour(b, keeper, hex(DEFAULT_KEEPERS.A));
    const dialog = await openEditor(b, keeper);
    await expect(dialog.getByLabel('İsim')).toHaveValue('Uğurcan Çakır');
    await dialog.getByRole('button', { name: 'İptal' }).click();
    await expectDiscColour(b, toPixel(layoutFor('desktop'), players[7]), RED);
    await b.context.close();
  });
});
