import type { Page } from 'playwright-core';
import { desktop, loggedInWithoutDialogs, phone, startApp, type Browser, type E2eApp } from './kit/harness';
import { seriousA11yViolations, sidewaysOverflow } from './kit/axe';
import { expect, test } from './kit/test';
import { createTestUser } from '../server/src/test/fixtures';

/**
 * A league from the create form (issue 41, docs/league.md 'Screens'): a slow 8 h clock, 00:00-08:00 quiet
 * hours and Mon/Wed/Fri 21:00 matchdays in Istanbul, stored with the room and shown in it, on a 360 px phone
 * and a laptop. The laptop's wall is Berlin's, so the room shows the next kick-off in its time beside.
 */
let app: E2eApp;
let browser: Browser;
test.beforeAll(async ({ browser: shared }) => {
  browser = shared;
  app = await startApp();
});
test.afterAll(async () => {
  await app?.close();
});

const SMALL_PHONE = { ...phone, viewport: { width: 360, height: 740 }, screen: { width: 360, height: 740 }, timezoneId: 'Europe/Istanbul' };
const LAPTOP = { ...desktop, timezoneId: 'Europe/Berlin' };

/** Nothing wider than the phone, and no serious accessibility fault, on the page as it is now. */
async function fitsAndLabelled(page: Page) {
  const { scrollWidth, screenWidth } = await sidewaysOverflow(page);
  expect(scrollWidth).toBeLessThanOrEqual(screenWidth);
  expect(await seriousA11yViolations(page)).toEqual([]);
}

for (const [device, options] of [
  ['phone 360 px', SMALL_PHONE],
  ['laptop', LAPTOP],
] as const) {
  test(`a slow league with quiet nights and 21:00 matchdays, from the form to the room (${device})`, async () => {
    const user = await createTestUser(app.server.ctx);
    const page = await loggedInWithoutDialogs(browser, user, options);
    await page.goto(`${app.url}/create-room`);
    await page.getByLabel('Oda Adı').fill('Kış Ligi');

    // The room kind by keyboard: the arrow moves the choice from "Tek akşam" to "Lig".
    await page.getByRole('radio', { name: 'Tek akşam' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('radio', { name: 'Lig' })).toBeChecked();
    await expect(page.getByRole('radio', { name: 'Yavaş' })).toBeChecked();
    // The zone starts as the browser's own.
    await expect(page.getByRole('combobox', { name: 'Saat dilimi' })).toHaveValue(options.timezoneId);

    await page.getByRole('combobox', { name: /Seçim saati/ }).selectOption('8');
    await page.getByRole('checkbox', { name: /Gece saat dursun/ }).check();
    await page.getByLabel('Başlangıç').fill('00:00');
    await page.getByLabel('Bitiş').fill('08:00');
    await page.getByRole('checkbox', { name: 'Her gün' }).uncheck();
    // A refusal beside its field first: no matchday chosen.
    await page.getByRole('button', { name: 'Oda Oluştur' }).click();
    await expect(page.getByText('En az bir maç günü seçmelisiniz.')).toBeVisible();
    await fitsAndLabelled(page);
    for (const day of ['Pzt', 'Çar', 'Cum']) await page.getByRole('checkbox', { name: day, exact: true }).check();
    await page.getByLabel('Maç saati').fill('21:00');
    await page.getByRole('combobox', { name: 'Saat dilimi' }).selectOption('Europe/Istanbul');
    await expect(page.getByText('En az bir maç günü seçmelisiniz.')).toHaveCount(0);
    await fitsAndLabelled(page);

    await page.getByRole('button', { name: 'Oda Oluştur' }).click();
    await page.waitForURL(/\/room\/[0-9a-f-]{36}$/);
    // The server stores the options whole and gives them back with the room.
    const roomId = page.url().split('/').pop()!;
    const stored = await page.request.get(`${app.url}/api/rooms/${roomId}`, { headers: { Authorization: `Bearer ${user.token}` } });
    expect(((await stored.json()) as { options: unknown }).options).toMatchObject({
      kind: 'league',
      league: { timeZone: 'Europe/Istanbul', draftMode: 'slow', pickClockHours: 8, quietWindow: { from: '00:00', to: '08:00' }, matchdays: { days: [1, 3, 5], time: '21:00' } },
    });

    const settings = page.getByRole('region', { name: 'Lig ayarları' });
    await expect(settings).toContainText('Yavaş draft, seçim 8 saat');
    await expect(settings).toContainText('00:00–08:00 (saat durur)');
    await expect(settings.getByTestId('league-matchdays')).toContainText('Pzt, Çar, Cum 21:00 (Europe/Istanbul)');
    await expect(page.locator('.rm-head')).toContainText('Lig · ');
    // Berlin is two hours behind Istanbul in winter, one in summer: the laptop sees its own time beside; the phone in Istanbul does not.
    if (options.timezoneId === 'Europe/Berlin') await expect(settings.getByTestId('league-local-time')).toHaveText(/^Sıradaki maç sizin saatinizle: (Pzt|Çar|Cum) (19|20):00 \(Europe\/Berlin\)$/);
    else await expect(settings.getByTestId('league-local-time')).toHaveCount(0);
    await fitsAndLabelled(page);

    // A reload reads the stored room again.
    await page.reload();
    await expect(page.getByRole('region', { name: 'Lig ayarları' }).getByTestId('league-matchdays')).toContainText('Pzt, Çar, Cum 21:00');
    await page.context().close();
  });
}
