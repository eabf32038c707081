import type { Page } from 'playwright-core';
import { eq } from 'drizzle-orm';
import { seriousA11yViolations, sidewaysOverflow } from './kit/axe';
import { desktop, loggedInWithoutDialogs, phone } from './kit/harness';
import { expect, test } from './kit/test';
import { matchSuite } from './kit/matchSuite';
import { createTestUser, type TestUser } from '../server/src/test/fixtures';
import { insertDraftedRoom } from '../server/src/test/matchRooms';
import { insertTestPool } from '../server/src/test/roomsPool';
import { roomPicks } from '../server/src/db/schema';

// 0.4 s a match minute: the half-time break (5 paced minutes) lasts long enough to act in it.
const suite = matchSuite({ MATCH_SECONDS_PER_MINUTE: '0.4' });
const loggedIn = (user: TestUser, options: typeof desktop): Promise<Page> => loggedInWithoutDialogs(suite.browser, user, options);

async function clean(page: Page, name: string, onPhone: boolean) {
  expect(await seriousA11yViolations(page), name).toEqual([]);
  if (onPhone) {
    const { scrollWidth, screenWidth } = await sidewaysOverflow(page);
    expect(scrollWidth, `${name}: sideways scroll`).toBeLessThanOrEqual(screenWidth);
  }
}

test.describe('"Yedekler" chosen on the create form (issue 27)', () => {
  test.beforeAll(async () => {
    await insertTestPool(suite.app.server.ctx, { perPosition: 10 });
  });
  test('is stored, shown in the room and drafted in 11 + 3 rounds', async () => {
    suite.app.server.ctx.timers.msPerSecond = 20;
    const user = await createTestUser(suite.app.server.ctx, 'yedekci');
    const page = await loggedIn(user, desktop);
    await page.goto(`${suite.app.url}/create-room`);
    await page.getByLabel('Oda Adı').fill('Yedekli Oda');
    const bench = page.getByLabel(/Yedekler/);
    await expect(bench).toHaveValue('3');
    await page.getByRole('button', { name: 'Oda Oluştur' }).click();
    await page.waitForURL(/\/room\/[0-9a-f-]{36}$/);
    const roomId = page.url().split('/').at(-1)!;
    await expect(page.getByRole('heading', { level: 1 }).locator('..')).toContainText('3 yedek');
    await page.getByRole('button', { name: 'Boş koltukları yapay zekâ ile doldur' }).click();
    await page.getByRole('button', { name: 'Hazır', exact: true }).click();
    await page.getByRole('button', { name: 'Draftı Başlat' }).click();
    await page.waitForURL(`**/room/${roomId}/squad-selection`);
    // The bench is drawn under the eleven, empty until the extra rounds.
    await expect(page.locator('section[aria-label="Kadronuz"] [data-slot^="SUB-"]')).toHaveCount(3);
    await page.getByRole('switch', { name: 'Otomatik seç' }).click();
    await page.getByRole('dialog').getByText('Draft tamamlandı!').waitFor({ timeout: 60_000 });
    await page.getByRole('dialog').getByRole('button', { name: 'Kadroları İncele' }).click();
    await expect(page.getByText('Kadro seçimi · 14/14 oyuncu')).toHaveCount(1);
    const picks = await suite.app.server.ctx.db.select().from(roomPicks).where(eq(roomPicks.roomId, roomId));
    expect(picks).toHaveLength(28);
    expect(picks.filter((p) => p.assignedPosition.startsWith('SUB-'))).toHaveLength(6);
    expect(Math.max(...picks.filter((p) => p.assignedPosition.startsWith('SUB-')).map((p) => p.pickNumber))).toBe(28);
    expect(Math.min(...picks.filter((p) => p.assignedPosition.startsWith('SUB-')).map((p) => p.pickNumber))).toBe(23);
  });
});

test.describe('managing the live match from the bottom sheet (issue 27)', () => {
  test('a manager plans before kick-off, substitutes at half time and goes attacking; the others see it', async () => {
    const [hostUser, guestUser, viewerUser] = await Promise.all(['evsahibi', 'konuk', 'seyirci'].map((n) => createTestUser(suite.app.server.ctx, n)));
    const roomId = await insertDraftedRoom(suite.app.server.ctx.db, [hostUser, guestUser], { roomName: 'Yönetilen Maç', bench: 3 });
    const host = await loggedIn(hostUser, phone);
    const guest = await loggedIn(guestUser, desktop);
    const viewer = await loggedIn(viewerUser, phone);
    await suite.startTournament(roomId, host, [guest, viewer]);
    await viewer.getByTestId('spectator').waitFor();

    // Before kick-off: the plan, from the bottom sheet opened by the keyboard.
    const toggle = host.getByTestId('controls-toggle');
    await expect(toggle).toHaveText('Maç Planı');
    await toggle.focus();
    await host.keyboard.press('Enter');
    const sheet = host.getByTestId('match-controls');
    await sheet.getByTestId('plan-minute').fill('75');
    await sheet.getByTestId('plan-score').selectOption('behind');
    await sheet.getByTestId('plan-add').click();
    await sheet.getByTestId('plan-save').click();
    await expect(sheet.getByTestId('controls-status')).toContainText('Maç planın kaydedildi');
    await expect(sheet.getByRole('list', { name: 'Plan kuralları' })).toContainText("75'te gerideysek: Hücum, forvet girsin");
    await clean(host, 'plan sheet (phone)', true);
    await host.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
    // Neither the spectator nor the other manager sees this manager's plan.
    expect(await viewer.getByTestId('controls-toggle').count()).toBe(0);

    await host.getByRole('button', { name: 'Sonraki Maçı Başlat' }).click();
    // Live: each manager has his own controls; the laptop's sit beside the pitch, with no button to open them.
    await expect(toggle).toHaveText('Takım Yönetimi', { timeout: 10_000 });
    const guestPanel = guest.getByTestId('match-controls');
    await expect(guestPanel).toBeVisible({ timeout: 10_000 });
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
    await expect(sheet.getByTestId('controls-status')).toHaveText(/^Değişiklik 45\+\d+\. dakikadan sonra uygulanacak\.$/);
    await sheet.getByTestId('mentality').getByRole('button', { name: 'Hücum', exact: true }).click();
    await expect(sheet.getByTestId('mentality').getByRole('button', { name: 'Hücum', exact: true })).toHaveAttribute('aria-pressed', 'true', { timeout: 10_000 });
    await clean(host, 'controls sheet (phone)', true);

    // The laptop's manager changes his pressing by keyboard alone.
    const high = guestPanel.getByTestId('pressing').getByRole('button', { name: 'Yüksek' });
    await high.focus();
    await guest.keyboard.press('Enter');
    await expect(high).toHaveAttribute('aria-pressed', 'true');
    await clean(guest, 'controls beside the pitch (laptop)', false);

    // Everyone sees the change when it takes effect.
    const line = `Değişiklik: ${off} çıktı, ${on} girdi`;
    for (const page of [viewer, guest, host]) await expect(page.getByTestId('commentary')).toContainText(line, { timeout: 20_000 });
    await expect(viewer.getByTestId('commentary')).toContainText('evsahibi hücuma kalktı');
    // The man who went off is no longer offered; the one who came on is on the pitch.
    await expect.poll(async () => (await sheet.getByTestId('sub-off').locator('option').allTextContents()).map((l) => l.split(' · ')[0])).toContain(on);
    expect((await sheet.getByTestId('sub-off').locator('option').allTextContents()).map((l) => l.split(' · ')[0])).not.toContain(off);
    await clean(viewer, 'spectator phone', true);
  });
});
