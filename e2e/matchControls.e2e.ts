import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { eq } from 'drizzle-orm';
import { seriousA11yViolations, sidewaysOverflow } from './axe';
import { desktop, loggedInWithoutDialogs, phone } from './harness';
import { matchSuite } from './matchSuite';
import { createTestUser, type TestUser } from '../server/src/test/fixtures';
import { insertDraftedRoom } from '../server/src/modules/match/matchTestKit';
import { insertTestPool } from '../server/src/modules/rooms/testPool';
import { roomPicks } from '../server/src/db/schema';

// 0.4 s a match minute: the half-time break (5 paced minutes) lasts long enough to act in it.
const suite = matchSuite('onbir-match-controls-shots', { MATCH_SECONDS_PER_MINUTE: '0.4' });
const { shot } = suite;
const loggedIn = (user: TestUser, options: typeof desktop): Promise<Page> => loggedInWithoutDialogs(suite.browser, user, options);

async function clean(page: Page, name: string, onPhone: boolean) {
  expect(await seriousA11yViolations(page), name).toEqual([]);
  if (onPhone) {
    const { scrollWidth, screenWidth } = await sidewaysOverflow(page);
    expect(scrollWidth, `${name}: sideways scroll`).toBeLessThanOrEqual(screenWidth);
  }
}

describe('"Yedekler" chosen on the create form (issue 27)', () => {
  beforeAll(async () => {
    await insertTestPool(suite.app.server.ctx, { perPosition: 10 });
  });
  it('is stored, shown in the room and drafted in 11 + 3 rounds', async () => {
    suite.app.server.ctx.timers.msPerSecond = 20;
    const user = await createTestUser(suite.app.server.ctx, 'yedekci');
    const page = await loggedIn(user, desktop);
    await page.goto(`${suite.app.url}/create-room`);
    await page.getByLabel('Oda Adı').fill('Yedekli Oda');
    const bench = page.getByLabel(/Yedekler/);
    expect(await bench.inputValue()).toBe('3');
    await page.getByRole('button', { name: 'Oda Oluştur' }).click();
    await page.waitForURL(/\/room\/[0-9a-f-]{36}$/);
    const roomId = page.url().split('/').at(-1)!;
    await expect.poll(() => page.getByRole('heading', { level: 1 }).locator('..').textContent()).toContain('3 yedek');
    await page.getByRole('button', { name: 'Boş koltukları yapay zekâ ile doldur' }).click();
    await page.getByRole('button', { name: 'Hazır', exact: true }).click();
    await page.getByRole('button', { name: 'Draftı Başlat' }).click();
    await page.waitForURL(`**/room/${roomId}/squad-selection`);
    // The bench is drawn under the eleven, empty until the extra rounds.
    await expect.poll(() => page.locator('section[aria-label="Kadronuz"] [data-slot^="SUB-"]').count()).toBe(3);
    await page.getByRole('switch', { name: 'Otomatik seç' }).click();
    await page.getByRole('dialog').getByText('Draft tamamlandı!').waitFor({ timeout: 60_000 });
    await page.getByRole('dialog').getByRole('button', { name: 'Kadroları İncele' }).click();
    expect(await page.getByText('Kadro seçimi · 14/14 oyuncu').count()).toBe(1);
    const picks = await suite.app.server.ctx.db.select().from(roomPicks).where(eq(roomPicks.roomId, roomId));
    expect(picks).toHaveLength(28);
    expect(picks.filter((p) => p.assignedPosition.startsWith('SUB-'))).toHaveLength(6);
    expect(Math.max(...picks.filter((p) => p.assignedPosition.startsWith('SUB-')).map((p) => p.pickNumber))).toBe(28);
    expect(Math.min(...picks.filter((p) => p.assignedPosition.startsWith('SUB-')).map((p) => p.pickNumber))).toBe(23);
    await shot(page, '0-bench-drafted-desktop');
  });
});

describe('managing the live match from the bottom sheet (issue 27)', () => {
  it('a manager plans before kick-off, substitutes at half time and goes attacking; the others see it', async () => {
    const [hostUser, guestUser, viewerUser] = await Promise.all(['evsahibi', 'konuk', 'seyirci'].map((n) => createTestUser(suite.app.server.ctx, n)));
    const roomId = await insertDraftedRoom(suite.app.server.ctx.db, [hostUser, guestUser], { roomName: 'Yönetilen Maç', bench: 3 });
    const host = await loggedIn(hostUser, phone);
    const guest = await loggedIn(guestUser, desktop);
    const viewer = await loggedIn(viewerUser, phone);
    await suite.startTournament(roomId, host, [guest, viewer]);
    await viewer.getByTestId('spectator').waitFor();

    // Before kick-off: the plan, from the bottom sheet opened by the keyboard.
    const toggle = host.getByTestId('controls-toggle');
    await expect.poll(() => toggle.textContent()).toBe('Maç Planı');
    await toggle.focus();
    await host.keyboard.press('Enter');
    const sheet = host.getByTestId('match-controls');
    await sheet.getByTestId('plan-minute').fill('75');
    await sheet.getByTestId('plan-score').selectOption('behind');
    await sheet.getByTestId('plan-add').click();
    await sheet.getByTestId('plan-save').click();
    await expect.poll(() => sheet.getByTestId('controls-status').textContent()).toContain('Maç planın kaydedildi');
    expect(await sheet.getByRole('list', { name: 'Plan kuralları' }).textContent()).toContain("75'te gerideysek: Hücum, forvet girsin");
    await clean(host, 'plan sheet (phone)', true);
    await shot(host, '1-plan-phone');
    await host.keyboard.press('Escape');
    await expect.poll(() => sheet.isVisible()).toBe(false);
    // Neither the spectator nor the other manager sees this manager's plan.
    expect(await viewer.getByTestId('controls-toggle').count()).toBe(0);

    await host.getByRole('button', { name: 'Sonraki Maçı Başlat' }).click();
    // Live: each manager has his own controls; the laptop's sit beside the pitch, with no button to open them.
    await expect.poll(() => toggle.textContent(), { timeout: 10_000 }).toBe('Takım Yönetimi');
    const guestPanel = guest.getByTestId('match-controls');
    await expect.poll(() => guestPanel.isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await guest.getByTestId('controls-toggle').isVisible()).toBe(false);
    expect(await viewer.getByTestId('match-controls').count()).toBe(0);
    // The host opens the sheet before the break, chooses who goes off and who comes on (each shown with
    // his stamina), and makes the change as soon as the half-time whistle comes.
    await toggle.click();
    const offSelect = sheet.getByTestId('sub-off');
    const onSelect = sheet.getByTestId('sub-on');
    await offSelect.waitFor();
    const offLabel = (await offSelect.locator('option').first().textContent())!;
    const onLabel = (await onSelect.locator('option').nth(1).textContent())!;
    expect(offLabel).toMatch(/kondisyon %\d+$/);
    // Chosen for good (the list is sorted by stamina, which moves as the minutes pass).
    await offSelect.selectOption({ index: 1 });
    await offSelect.selectOption({ index: 0 });
    await onSelect.selectOption({ index: 1 });
    const [off, on] = [offLabel, onLabel].map((l) => l.split(' · ')[0]);
    await host.locator('[data-testid="minute"]', { hasText: /^Devre Arası$/ }).waitFor({ timeout: 40_000 });
    await sheet.getByTestId('sub-submit').click();
    // Made at half time (45+N): it takes effect at the start of the second half, in no window of play.
    await expect.poll(() => sheet.getByTestId('controls-status').textContent()).toMatch(/^Değişiklik 45\+\d+\. dakikadan sonra uygulanacak\.$/);
    await sheet.getByTestId('mentality').getByRole('button', { name: 'Hücum', exact: true }).click();
    await expect.poll(() => sheet.getByTestId('mentality').getByRole('button', { name: 'Hücum', exact: true }).getAttribute('aria-pressed'), { timeout: 10_000 }).toBe('true');
    await clean(host, 'controls sheet (phone)', true);
    await shot(host, '3-sheet-phone');

    // The laptop's manager changes his pressing by keyboard alone.
    const high = guestPanel.getByTestId('pressing').getByRole('button', { name: 'Yüksek' });
    await high.focus();
    await guest.keyboard.press('Enter');
    await expect.poll(() => high.getAttribute('aria-pressed')).toBe('true');
    await clean(guest, 'controls beside the pitch (laptop)', false);
    await shot(guest, '2-controls-laptop');

    // Everyone sees the change when it takes effect.
    const line = `Değişiklik: ${off} çıktı, ${on} girdi`;
    for (const page of [viewer, guest, host]) await expect.poll(() => page.getByTestId('commentary').textContent(), { timeout: 20_000 }).toContain(line);
    await expect.poll(() => viewer.getByTestId('commentary').textContent()).toContain('evsahibi hücuma kalktı');
    // The man who went off is no longer offered; the one who came on is on the pitch.
    await expect.poll(async () => (await sheet.getByTestId('sub-off').locator('option').allTextContents()).map((l) => l.split(' · ')[0])).toContain(on);
    expect((await sheet.getByTestId('sub-off').locator('option').allTextContents()).map((l) => l.split(' · ')[0])).not.toContain(off);
    await clean(viewer, 'spectator phone', true);
    await shot(viewer, '4-spectator-phone');
  });
});
