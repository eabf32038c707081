import request from 'supertest';
import { eq, like } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { longestNames } from '../shared/src/test/longestNames';
import { ellipsisCuts, nameVariants } from '../shared/src/pitch/nameForms';
import { players } from '../server/src/db/schema';
import { createTestUser } from '../server/src/test/fixtures';
import { insertDraftedRoom } from '../server/src/test/matchRooms';
import { loggedInPage, phone } from './kit/harness';
import { expect, test } from './kit/test';
import { matchSuite } from './kit/matchSuite';

/**
 * Names on the match screen's line-up pitch (issue 36): two elevens of the bundled pool's longest names,
 * read back from the boxes the browser drew (each name's text, each player's disc), on a phone and a laptop.
 */
const suite = matchSuite({ MATCH_SECONDS_PER_MINUTE: '0.3' });
const laptop = { viewport: { width: 1366, height: 800 } };

interface Drawn {
  svg: { x0: number; y0: number; x1: number; y1: number };
  names: Array<{ text: string; x0: number; y0: number; x1: number; y1: number }>;
  discs: Array<{ x: number; y: number; r: number }>;
}

/** The line-up's boxes in screen pixels: the pitch, every name's text and every disc. */
const drawn = (page: Page): Promise<Drawn> =>
  page.getByTestId('lineups').evaluate((svg) => {
    const box = (e: Element) => {
      const r = e.getBoundingClientRect();
      return { x0: r.left, y0: r.top, x1: r.right, y1: r.bottom };
    };
    return {
      svg: box(svg),
      names: [...svg.querySelectorAll('text.spot-name')].map((t) => ({ text: t.textContent ?? '', ...box(t) })),
      discs: [...svg.querySelectorAll('g.spot > circle')].map((c) => {
        const r = c.getBoundingClientRect();
        return { x: (r.left + r.right) / 2, y: (r.top + r.bottom) / 2, r: r.width / 2 };
      }),
    };
  });

const hits = (b: Drawn['names'][number], d: Drawn['discs'][number]) => Math.hypot(d.x - Math.max(b.x0, Math.min(d.x, b.x1)), d.y - Math.max(b.y0, Math.min(d.y, b.y1))) < d.r - 0.5;
// Glyph boxes run a little past the line they sit on: two names touch only when they share more than a pixel.
const over = (a: Drawn['names'][number], b: Drawn['names'][number]) => Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0) > 1 && Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0) > 1;

test.describe('names on the match line-up', () => {
  for (const [device, options] of [
    ['a 390 px phone', phone],
    ['a 1366 px laptop', laptop],
  ] as const) {
  test(`22 long names on ${device}: each a form a fan reads, none over another or a disc, none off the pitch`, async () => {
    const [host, guest] = await Promise.all([createTestUser(suite.app.server.ctx, `ev${options.viewport!.width}`), createTestUser(suite.app.server.ctx, `dep${options.viewport!.width}`)]);
    const roomId = await insertDraftedRoom(suite.app.server.ctx.db, [host, guest], { roomName: 'Uzun İsimler' });
    const db = suite.app.server.ctx.db;
    const squad = await db.select({ id: players.id }).from(players).where(like(players.id, 'm-%')).orderBy(players.id);
    const names = longestNames(50);
    for (const [i, p] of squad.entries()) await db.update(players).set({ shortName: names[i % names.length] }).where(eq(players.id, p.id));
    await request(suite.app.url).post(`/api/match/${roomId}/start-tournament`).set('Authorization', `Bearer ${host.token}`).expect(200);
    const page = await loggedInPage(suite.browser, host, { ...options, bypassCSP: true });
    await page.goto(`${suite.app.url}/match/${roomId}`);
    await page.getByRole('button', { name: 'Sonraki Maçı Başlat' }).click();
    await expect(page.getByTestId('lineups').locator('g.spot')).toHaveCount(22, { timeout: 15_000 });
    const shown = await drawn(page);
    const shownNames = await page.getByTestId('lineups').locator('g.spot').evaluateAll((gs) => gs.map((g) => g.getAttribute('data-player') ?? ''));
    const faults: string[] = [];
    shown.names.forEach((n, i) => {
      const name = shownNames[i];
      if (!nameVariants(name).some((f) => f === n.text || ellipsisCuts(f).includes(n.text))) faults.push(`${n.text}: not a form of ${name}`);
      if (n.x0 < shown.svg.x0 - 0.5 || n.x1 > shown.svg.x1 + 0.5 || n.y0 < shown.svg.y0 - 0.5 || n.y1 > shown.svg.y1 + 0.5) faults.push(`${n.text} off the pitch`);
      for (const m of shown.names.slice(i + 1)) if (over(n, m)) faults.push(`${n.text} over ${m.text}`);
      for (const d of shown.discs) if (hits(n, d)) faults.push(`${n.text} over a disc`);
    });
    expect(shown.names).toHaveLength(22);
    expect(faults).toEqual([]);
    await page.context().close();
  });
  }
});
