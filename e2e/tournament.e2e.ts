import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { desktop, loggedInPage, phone } from './harness';
import { matchSuite } from './matchSuite';
import { createTestUser, type TestUser } from '../server/src/test/fixtures';
import { insertDraftedRoom } from '../server/src/modules/match/matchTestKit';

// About four seconds a match: enough to see it live, short enough for a test.
const suite = matchSuite('onbir-tournament-shots', { MATCH_SECONDS_PER_MINUTE: '0.04' });
const { shot } = suite;

const loggedIn = (user: TestUser, options: typeof desktop): Promise<Page> => loggedInPage(suite.browser, user, options);

describe('a two-player tournament in two browsers', () => {
  it('starts, plays live for both, ends with the table and the champion, and shows up in the history', async () => {
    const [hostUser, guestUser] = await Promise.all([createTestUser(suite.app.server.ctx, 'kaptan'), createTestUser(suite.app.server.ctx, 'rakip')]);
    const roomId = await insertDraftedRoom(suite.app.server.ctx.db, [hostUser, guestUser], { roomName: 'Final Odası' });
    const host = await loggedIn(hostUser, desktop);
    const guest = await loggedIn(guestUser, phone);

    // The draft is over: the creator starts the tournament and both land on the match screen.
    await guest.goto(`${suite.app.url}/room/${roomId}/squad-selection`);
    await host.goto(`${suite.app.url}/room/${roomId}/squad-selection`);
    // The draft-complete modal (rooms screens) carries the creator's start button.
    await host.getByRole('dialog').getByRole('button', { name: 'Turnuvayı Başlat' }).click();
    await host.waitForURL(`**/match/${roomId}`);
    await guest.waitForURL(`**/match/${roomId}`);
    // Before kick-off the guest sees who plays next and who starts it (no placeholder scoreboard).
    await expect.poll(() => guest.getByTestId('next-match').textContent()).toContain('Sıradaki maç: kaptan – rakip');
    expect(await guest.getByTestId('next-match-starter').textContent()).toBe('Maçı kaptan başlatacak.');
    expect(await guest.getByRole('button', { name: 'Sonraki Maçı Başlat' }).count()).toBe(0);

    await host.getByRole('button', { name: 'Sonraki Maçı Başlat' }).click();
    // Both follow it live: the minute runs and commentary lines arrive, newest first.
    for (const page of [host, guest]) {
      await expect.poll(() => page.getByTestId('commentary').locator('li').count(), { timeout: 10_000 }).toBeGreaterThan(5);
    }
    const minuteLive = await guest.getByTestId('minute').textContent();
    expect(minuteLive).toMatch(/^\d+(\+\d+)?'$|^Devre Arası$/);
    await shot(host, '1-live-host');
    await shot(guest, '1-live-guest');
    // While a match is live there is no next match to start.
    expect(await host.getByRole('button', { name: 'Sonraki Maçı Başlat' }).count()).toBe(0);

    // The final whistle: the only fixture is played, the room is finished and a champion is named.
    for (const page of [host, guest]) {
      await expect.poll(() => page.getByTestId('champion').textContent(), { timeout: 20_000 }).toMatch(/^(kaptan|rakip)$/);
    }
    const score = (await host.getByTestId('score').textContent())!.replace(/\s/g, '');
    expect(await guest.getByTestId('score').textContent().then((s) => s!.replace(/\s/g, ''))).toBe(score);
    const [goalsA, goalsB] = score.split('-').map(Number);
    const rows = guest.getByTestId('standings').locator('tbody tr');
    expect(await rows.count()).toBe(2);
    const points = (await rows.locator('td:last-child').allTextContents()).map(Number);
    expect(points).toEqual(goalsA === goalsB ? [1, 1] : [3, 0]);
    const champion = (await host.getByTestId('champion').textContent())!.trim();
    expect(await rows.first().locator('td.team').textContent()).toBe(champion);
    await shot(host, '2-finished-host');
    await shot(guest, '2-finished-guest');

    // The match history: the card and its details modal.
    await guest.goto(`${suite.app.url}/dashboard`);
    await guest.getByRole('heading', { name: 'Son 20 Maç' }).waitFor();
    const card = guest.getByTestId('match-card').first();
    await expect.poll(() => card.textContent()).toContain('Final Odası');
    expect(await card.textContent()).toContain(goalsA === goalsB ? 'Berabere' : `Kazanan: ${champion}`);
    await card.getByRole('button', { name: 'Detaylar' }).click();
    const dialog = guest.getByRole('dialog', { name: 'Maç Detayları' });
    await dialog.waitFor();
    expect(await dialog.getByRole('img', { name: /^Topla oynama:/ }).count()).toBe(1);
    expect(await dialog.getByTestId('details-commentary').locator('li').first().textContent()).toMatch(/Maç sona erdi/);
    await shot(guest, '3-history-details');
    await host.goto(`${suite.app.url}/dashboard/${roomId}`);
    await expect.poll(() => host.getByTestId('match-card').count()).toBe(1);
  });
});
