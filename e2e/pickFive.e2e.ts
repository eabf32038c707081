import request from 'supertest';
import type { Page } from '@playwright/test';
import { test, expect } from './kit/test';
import { loggedInPage, startApp, phone, type E2eApp } from './kit/harness';
import { seriousA11yViolations, sidewaysOverflow } from './kit/axe';
import { registerAndLogin } from '../server/src/test/accounts';
import { writePickFivePool } from '../server/src/test/pickFivePool';
import { eq } from 'drizzle-orm';
import { playKnockout } from '../shared/src/pickFive/knockout';
import { decodePool, type PoolWire } from '../shared/src/pickFive/wire';
import { pickFiveDailyRuns } from '../server/src/db/schema';
import { runOfHash } from '../client/src/features/pickFive/runLink';
import { matchDecisionMessages } from '../shared/src/messages/matchDecisions';

/** A 360 px phone. */
const phone360 = { ...phone, viewport: { width: 360, height: 740 }, screen: { width: 360, height: 740 }, bypassCSP: true };

let app: E2eApp;
test.beforeAll(async () => {
  app = await startApp();
  await writePickFivePool(app.server.ctx.db);
});
test.afterAll(() => app.close());

/** Chooses a card at every step, by keyboard (Tab to the card, Enter), until the knockout starts; then skips to the result. */
async function draftToResult(page: Page) {
  for (let step = 1; step <= 17; step++) {
    await expect(page.getByText(`Adım ${step}/17`)).toBeVisible();
    const cards = page.locator('.pf-cards button');
    await expect(cards).toHaveCount(5);
    await cards.nth(step % 5).focus();
    await page.keyboard.press('Enter');
  }
  await page.getByRole('button', { name: 'Sonuca geç' }).click();
  await expect(page.getByRole('heading', { level: 2, name: /Şampiyon!|turunda elendin/ })).toBeVisible();
}

test('a whole run to the result card on a 360 px phone, by keyboard, axe clean, no overflow', async ({ browser }) => {
  const context = await browser.newContext(phone360);
  const page = await context.newPage();
  await page.goto(`${app.url}/`);
  await page.getByRole('link', { name: /Beşten birini seç/ }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Beşten birini seç' })).toBeVisible();
  await page.getByRole('button', { name: 'Yeni koşu başlat' }).click();
  await expect(page.getByText('Adım 1/17')).toBeVisible();
  await page.locator('.pf-cards button').first().click();
  await expect(page.getByRole('heading', { name: 'Kaptanını seç' })).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
  expect((await sidewaysOverflow(page)).scrollWidth).toBeLessThanOrEqual(360);
  // The rest of the run from its third step.
  for (let step = 2; step <= 17; step++) {
    await expect(page.getByText(`Adım ${step}/17`)).toBeVisible();
    await expect(page.locator('.pf-status')).toContainText(/Güç \d+ · Kimya \d+\/33/);
    await page.locator('.pf-cards button').nth(step % 5).focus();
    await page.keyboard.press('Enter');
  }
  // The knockout plays at a fast pace: its first lines come, then the result card.
  await expect(page.locator('.pf-lines li').first()).toBeVisible();
  await page.getByRole('button', { name: 'Sonuca geç' }).click();
  await expect(page.getByRole('heading', { level: 2, name: /Şampiyon!|turunda elendin/ })).toBeVisible();
  const share = await page.locator('#pf-share').inputValue();
  expect(share).toMatch(/^onbir · Beşten birini seç\n/);
  expect(share).toMatch(/besten-birini-sec#s=run-[\w-]+&c=[0-4]{17}$/);
  expect(await seriousA11yViolations(page)).toEqual([]);
  expect((await sidewaysOverflow(page)).scrollWidth).toBeLessThanOrEqual(360);
  // The share link replays the run to the same card.
  const link = share.split('\n').at(-1)!;
  const ties = (await page.locator('.pf-ties').textContent()) ?? '';
  const again = await context.newPage();
  await again.goto(link);
  await expect(again.locator('.pf-ties')).toHaveText(ties);
  await context.close();
});

test('the daily challenge played twice on one account: saved, then refused in words; the table marks the player', async ({ browser }) => {
  const ali = await registerAndLogin(app.server, 'pf-e2e-ali');
  const other = await registerAndLogin(app.server, 'pf-e2e-veli');
  const daily = await request(app.url).get('/api/pick-five/daily').expect(200);
  const page = await loggedInPage(browser, ali, phone360);
  const context = page.context();
  // Another player's run of the day is on the table first.
  const choices = Array.from({ length: 17 }, () => 0);
  await request(app.url).post('/api/pick-five/daily/runs').set('Authorization', `Bearer ${other.token}`).send({ date: daily.body.date, choices }).expect(201);
  for (const time of [1, 2]) {
    await page.goto(`${app.url}/besten-birini-sec`);
    await page.getByRole('button', { name: 'Günün meydan okuması' }).click();
    if (time === 2) await expect(page.getByText('Bugünün meydan okumasını zaten oynadın')).toBeVisible();
    await draftToResult(page);
    const said = page.locator('.pf-daily [role=status]');
    if (time === 1) await expect(said).toHaveText(/Koşun kaydedildi: günün tablosunda \d\. sıradasın\./);
    else await expect(said).toHaveText(/Günün meydan okumasını bugün zaten oynadınız/);
    const rows = page.locator('.pf-table tbody tr');
    await expect(rows).toHaveCount(2);
    await expect(page.locator('.pf-table tr.pf-mine')).toContainText(`${ali.username} (sen)`);
    await expect(page.locator('#pf-share')).toHaveValue(new RegExp(`^onbir · Günün draftı ${daily.body.date}\\n`));
  }
  expect(await seriousA11yViolations(page)).toEqual([]);
  expect((await sidewaysOverflow(page)).scrollWidth).toBeLessThanOrEqual(360);
  await context.close();
});

test("in the daily challenge's first tie on a 360 px phone, by keyboard: a substitution and a mentality, played from the next minute, in the share link and the saved run", async ({ browser }) => {
  const can = await registerAndLogin(app.server, 'pf-e2e-can');
  const page = await loggedInPage(browser, can, phone360);
  const context = page.context();
  await page.goto(`${app.url}/besten-birini-sec`);
  await page.getByRole('button', { name: 'Günün meydan okuması' }).click();
  for (let step = 1; step <= 17; step++) {
    await expect(page.getByText(`Adım ${step}/17`)).toBeVisible();
    await page.locator('.pf-cards button').nth(step % 5).focus();
    await page.keyboard.press('Enter');
  }
  // Paused at the first lines: the controls open on the tie as it stands, their heading focused.
  await expect(page.locator('.pf-lines li').first()).toBeVisible();
  await page.getByRole('button', { name: 'Müdahale et' }).focus();
  await page.keyboard.press('Enter');
  const controls = page.getByTestId('pf-controls');
  const heading = controls.getByRole('heading', { name: /^Takım yönetimi · \d+(\+\d+)?'$/ });
  await expect(heading).toBeFocused();
  const minute = /· (\d+(?:\+\d+)?)'/.exec((await heading.textContent())!)![1];
  // The first substitute for the most tired man, by keys alone.
  const onName = ((await controls.getByTestId('sub-on').locator('option:checked').textContent()) ?? '').split(' · ')[0];
  await controls.getByTestId('sub-submit').focus();
  await page.keyboard.press('Enter');
  await expect(controls.getByRole('status')).toHaveText(`Değişiklik ${minute}. dakikadan sonra uygulanacak.`);
  await expect(controls.getByTestId('sub-on').locator('option')).toHaveCount(4);
  await controls.getByTestId('mentality').getByRole('button', { name: 'Hücum', exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(controls.getByTestId('mentality').getByRole('button', { name: 'Hücum', exact: true })).toHaveAttribute('aria-pressed', 'true');
  expect(await seriousA11yViolations(page)).toEqual([]);
  expect((await sidewaysOverflow(page)).scrollWidth).toBeLessThanOrEqual(360);
  await page.getByRole('button', { name: 'Devam et' }).focus();
  await page.keyboard.press('Enter');
  // The tie goes on, played again with the change: the substitute comes on in its lines (by his surname).
  const surname = onName.split(' ').at(-1)!;
  await expect.poll(async () => (await page.locator('.pf-lines').textContent()) ?? '', { intervals: [50], timeout: 20_000 }).toContain(`${surname} girdi (Senin takımın)`);
  await page.getByRole('button', { name: 'Sonuca geç' }).click();
  await expect(page.locator('.pf-daily [role=status]')).toHaveText(/Koşun kaydedildi/);
  // The share link carries the decisions; the server played the same ties from them and kept them.
  const link = (await page.locator('#pf-share').inputValue()).split('\n').at(-1)!;
  const run = runOfHash(new URL(link).hash)!;
  expect(run.decisions?.[0].map((d) => d.type)).toEqual(['substitution', 'mentality']);
  const pool = decodePool((await request(app.url).get('/api/pick-five/pool').expect(200)).body as PoolWire);
  const [saved] = await app.server.ctx.db.select().from(pickFiveDailyRuns).where(eq(pickFiveDailyRuns.userId, can.id));
  expect(saved.decisions).toEqual(run.decisions);
  const shown = playKnockout(run, pool, 'Senin takımın').map((m) => m.result);
  expect(saved.results).toEqual(shown);
  const ties = (await page.locator('.pf-ties').textContent()) ?? '';
  for (const r of shown) expect(ties).toContain(`${r.for}-${r.against}`);
  await context.close();
});

test("in English on a 360 px phone: the start, the steps and their cards, the first tie's controls, axe clean, no overflow", async ({ browser }) => {
  const context = await browser.newContext({ ...phone360, locale: 'en-US' });
  const page = await context.newPage();
  await page.goto(`${app.url}/besten-birini-sec`);
  await expect(page.getByRole('heading', { level: 1, name: 'Pick one of five' })).toBeVisible();
  await page.getByRole('button', { name: 'Start a new run' }).click();
  await expect(page.getByRole('heading', { name: 'Choose your formation' })).toBeVisible();
  await page.locator('.pf-cards button').nth(2).click();
  await expect(page.getByRole('heading', { name: 'Choose your captain' })).toBeVisible();
  await expect(page.locator('.pf-status')).toContainText(/Strength \d+ · Chemistry \d+\/33/);
  expect(await seriousA11yViolations(page)).toEqual([]);
  expect((await sidewaysOverflow(page)).scrollWidth).toBeLessThanOrEqual(360);
  for (let step = 2; step <= 17; step++) {
    await expect(page.getByText(`Step ${step}/17`)).toBeVisible();
    await page.locator('.pf-cards button').nth(step % 5).click();
  }
  // The knockout's controls in English: stepping in names the minute, a substitution says when it counts.
  await expect(page.locator('.pf-lines li').first()).toBeVisible();
  await page.getByRole('button', { name: 'Step in' }).click();
  const controls = page.getByTestId('pf-controls');
  const heading = controls.getByRole('heading', { name: /^Team management · \d+(\+\d+)?'$/ });
  await expect(heading).toBeFocused();
  const minute = /· (\d+(?:\+\d+)?)'/.exec((await heading.textContent())!)![1];
  await controls.getByTestId('sub-submit').click();
  await expect(controls.getByRole('status')).toHaveText(`The change takes effect after minute ${minute}.`);
  await expect(controls.getByTestId('mentality').getByRole('button', { name: 'Attacking', exact: true })).toBeVisible();
  expect(await seriousA11yViolations(page)).toEqual([]);
  expect((await sidewaysOverflow(page)).scrollWidth).toBeLessThanOrEqual(360);
  await page.getByRole('button', { name: 'Resume' }).click();
  await expect(controls).toHaveCount(0);
  await page.getByRole('button', { name: 'Skip to the result' }).click();
  await expect(page.getByRole('heading', { level: 2 })).toBeVisible();
  await context.close();
});

/** The minute of the newest line shown in the tie (45+2 reads as 45). */
const newestMinute = async (page: Page) => Number.parseInt((await page.locator('.pf-lines li .pf-minute').last().textContent()) ?? '0', 10);

test('in a tie, a substitution at a fourth stop is refused in words on the page, and the run keeps the changes made before it', async ({ browser }) => {
  const context = await browser.newContext(phone360);
  const page = await context.newPage();
  await page.goto(`${app.url}/besten-birini-sec`);
  await page.getByRole('button', { name: 'Yeni koşu başlat' }).click();
  for (let step = 1; step <= 17; step++) {
    await expect(page.getByText(`Adım ${step}/17`)).toBeVisible();
    await page.locator('.pf-cards button').nth(step % 5).click();
  }
  // A stop at each new minute, one substitution at each: three stops in play are all a side has (half time aside).
  const controls = page.getByTestId('pf-controls');
  const heading = controls.getByRole('heading', { name: /^Takım yönetimi · \d+(\+\d+)?'$/ });
  const bench = controls.getByTestId('sub-on').locator('option');
  const made: number[] = [];
  let refused: string | null = null;
  for (let stop = 1; stop <= 6 && refused === null; stop++) {
    await expect.poll(() => newestMinute(page), { intervals: [50] }).toBeGreaterThan(made.at(-1) ?? 0);
    await page.getByTestId('pf-manage').click();
    const minute = Number.parseInt(/· (\d+)/.exec((await heading.textContent())!)![1], 10);
    const benchBefore = await bench.count();
    await controls.getByTestId('sub-submit').click();
    const said = controls.locator('.pf-note');
    await expect(said).toHaveCount(1);
    if ((await controls.getByRole('alert').locator('.pf-note').count()) === 1) {
      refused = await said.textContent();
      // Nothing changed: the same substitutes are offered.
      await expect(bench).toHaveCount(benchBefore);
      expect(await seriousA11yViolations(page)).toEqual([]);
    } else made.push(minute);
    await page.getByTestId('pf-resume').click();
  }
  expect(refused).toBe(matchDecisionMessages.SUB_WINDOWS_USED);
  expect(made.length).toBeGreaterThanOrEqual(3);
  // The run (its share link) holds the substitutions made, the refused one not among them.
  await page.getByRole('button', { name: 'Sonuca geç' }).click();
  const link = (await page.locator('#pf-share').inputValue()).split('\n').at(-1)!;
  const run = runOfHash(new URL(link).hash)!;
  expect(run.decisions?.[0].map((d) => d.minute)).toEqual(made);
  await context.close();
});
