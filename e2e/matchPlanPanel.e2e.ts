import { desktop, loggedInWithoutDialogs } from './kit/harness';
import { expect, test } from './kit/test';
import { matchSuite } from './kit/matchSuite';
import { createTestUser } from '../server/src/test/fixtures';
import { insertDraftedRoom } from '../server/src/test/matchRooms';

// 0.25 s a match minute: a whole match in about half a minute.
const suite = matchSuite({ MATCH_SECONDS_PER_MINUTE: '0.25' });

test.describe('the match plan panel (issue 36)', () => {
  test('warns of a rule the bench can never make, and leaves the last match\'s "Değişiklik …" notice behind', async () => {
    const [hostUser, guestUser] = await Promise.all(['planci', 'plan_rakibi'].map((n) => createTestUser(suite.app.server.ctx, n)));
    // No substitutes drafted ("Yedekler" 0), two matches (home and away).
    const roomId = await insertDraftedRoom(suite.app.server.ctx.db, [hostUser, guestUser], { roomName: 'Plan Odası', format: 'home_away', bench: 0 });
    const host = await loggedInWithoutDialogs(suite.browser, hostUser, desktop);
    const guest = await loggedInWithoutDialogs(suite.browser, guestUser, desktop);
    await suite.startTournament(roomId, host, [guest]);

    // "70'te gerideysek: Hücum, forvet girsin" with nobody on the bench: said under the rule before saving.
    const panel = host.getByTestId('match-controls');
    await panel.getByTestId('plan-minute').fill('70');
    await panel.getByTestId('plan-score').selectOption('behind');
    await panel.getByTestId('plan-change').selectOption('mentality:attacking');
    await panel.getByLabel('İkinci değişiklik').selectOption('sub:FWD');
    await panel.getByTestId('plan-add').click();
    const rules = panel.getByRole('list', { name: 'Plan kuralları' });
    expect(await rules.locator('li').first().locator('span').textContent()).toBe("70'te gerideysek: Hücum, forvet girsin");
    expect(await rules.getByTestId('plan-warning').allTextContents()).toEqual(['Yedeklerde forvet yok: bu değişiklik yapılamaz.']);
    // A rule the bench can make has no warning.
    await panel.getByTestId('plan-change').selectOption('tempo:fast');
    await panel.getByLabel('İkinci değişiklik').selectOption('');
    await panel.getByTestId('plan-add').click();
    await expect(rules.locator('li')).toHaveCount(2);
    expect(await rules.locator('li').nth(1).getByTestId('plan-warning').count()).toBe(0);
    await panel.getByTestId('plan-save').click();
    await expect(panel.getByTestId('controls-status')).toContainText('Maç planın kaydedildi');

    // The first match: a change during it is answered in the panel ...
    await host.getByRole('button', { name: 'Sonraki Maçı Başlat' }).click();
    await expect(panel.locator('h2')).toHaveText('Takım Yönetimi', { timeout: 10_000 });
    // Gone by the time the heading changes, not a moment later: read once.
    expect(await panel.getByTestId('controls-status').count()).toBe(0);
    await panel.getByTestId('tempo').getByRole('button', { name: 'Yavaş' }).click();
    await expect(panel.getByTestId('controls-status')).toHaveText(/^Değişiklik \d+(\+\d+)?\. dakikadan sonra uygulanacak\.$/);
    // ... and after the whistle, the panel is the next match's plan, without that answer.
    await expect(panel.locator('h2')).toHaveText('Maç Planı', { timeout: 60_000 });
    expect(await panel.getByTestId('controls-status').count()).toBe(0);
    await expect(panel.getByTestId('plan-warning')).toHaveCount(1);
  });
});
