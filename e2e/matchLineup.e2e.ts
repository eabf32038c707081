import type { Locator, Page } from 'playwright-core';
import { desktop, loggedInWithoutDialogs } from './kit/harness';
import { expect, test } from './kit/test';
import { matchSuite, nextMatchSendsOff } from './kit/matchSuite';
import { createTestUser } from '../server/src/test/fixtures';
import { insertDraftedRoom } from '../server/src/test/matchRooms';

// 0.4 s a match minute: the whole match in well under a minute, with time to decide between the minutes.
const suite = matchSuite({ MATCH_SECONDS_PER_MINUTE: '0.4' });

/** The names drawn on one side's half of the line-up pitch. */
const namesOn = (lineups: Locator, side: string) => lineups.locator(`g.spot-${side}`).evaluateAll((gs) => gs.map((g) => g.getAttribute('data-player')!));
const formations = (page: Page) => page.getByTestId('lineup-formations');

/** A substitution from the manager's panel: the most tired man off, the first substitute on; answers both names. */
async function substitute(panel: Locator): Promise<[string, string]> {
  const name = async (select: string) => (await panel.getByTestId(select).locator('option:checked').textContent())!.split(' · ')[0];
  await panel.getByTestId('sub-off').waitFor();
  const [off, on] = [await name('sub-off'), await name('sub-on')];
  await panel.getByTestId('sub-submit').click();
  await expect(panel.getByTestId('controls-status')).toHaveText(/dakikadan sonra uygulanacak/);
  return [off, on];
}

test.describe('the line-up follows the match (issue 36)', () => {
  test('shows a red card, two substitutions and a formation change from their minutes on, and the kick-off line-up in the replay', async () => {
    const [hostUser, guestUser] = await Promise.all(['dizilisci', 'rakip'].map((n) => createTestUser(suite.app.server.ctx, n)));
    const roomId = await insertDraftedRoom(suite.app.server.ctx.db, [hostUser, guestUser], { roomName: 'Kadro Odası', bench: 3 });
    const host = await loggedInWithoutDialogs(suite.browser, hostUser, desktop);
    const guest = await loggedInWithoutDialogs(suite.browser, guestUser, desktop);
    await suite.startTournament(roomId, host, [guest]);
    const red = await nextMatchSendsOff(suite.app.server, roomId, hostUser.id, { from: 6, to: 25 });
    const side = red.team!;
    const shape = (mine: string) => (side === 'A' ? `${mine} – 4-4-2` : `4-4-2 – ${mine}`);
    await host.getByRole('button', { name: 'Sonraki Maçı Başlat' }).click();

    const lineups = host.getByTestId('lineups');
    await expect.poll(() => namesOn(lineups, side), { timeout: 10_000 }).toContain(red.player);
    await expect(formations(host)).toHaveText('4-4-2 – 4-4-2');
    // The red card: the man leaves the pitch and is listed under it with his minute.
    await expect.poll(() => namesOn(lineups, side), { timeout: 20_000 }).toHaveLength(10);
    expect(await namesOn(lineups, side)).not.toContain(red.player);
    expect(await host.getByTestId('left-sent-off').textContent()).toBe(`${red.display}' ${red.player} kırmızı kart`);

    const panel = host.getByTestId('match-controls');
    const [off1, on1] = await substitute(panel);
    await expect.poll(() => namesOn(lineups, side), { timeout: 10_000 }).toContain(on1);
    expect(await namesOn(lineups, side)).not.toContain(off1);
    await expect(lineups.getByTestId('spot-came-on')).toHaveCount(1);

    await panel.getByLabel('Diziliş').selectOption('4-3-3');
    await panel.getByRole('button', { name: 'Dizilişi uygula' }).click();
    await expect(formations(host)).toHaveText(shape('4-3-3'), { timeout: 10_000 });
    await expect(formations(guest)).toHaveText(shape('4-3-3'), { timeout: 10_000 });

    const [off2, on2] = await substitute(panel);
    await expect.poll(() => namesOn(lineups, side), { timeout: 10_000 }).toContain(on2);
    const after = await namesOn(lineups, side);
    expect(after).toHaveLength(10);
    expect(after).not.toContain(off2);
    expect(after).toContain(on1);
    expect(await host.getByTestId('left-substituted').allTextContents()).toEqual([expect.stringContaining(off1), expect.stringContaining(off2)]);
    // The other manager's screen shows the same men.
    await expect.poll(() => namesOn(guest.getByTestId('lineups'), side)).toEqual(after);

    // The replay: at full time the match's line-up; back to the start, the kick-off one.
    await host.getByRole('link', { name: 'Tekrar İzle' }).click({ timeout: 60_000 });
    await host.getByRole('button', { name: 'Sona Git' }).click();
    await expect(formations(host)).toHaveText(shape('4-3-3'));
    expect((await namesOn(host.getByTestId('lineups'), side)).sort()).toEqual([...after].sort());
    await host.getByRole('button', { name: 'Baştan' }).click();
    await host.getByRole('button', { name: 'Duraklat' }).click();
    await expect(formations(host)).toHaveText('4-4-2 – 4-4-2');
    const kickOff = await namesOn(host.getByTestId('lineups'), side);
    expect(kickOff).toHaveLength(11);
    expect(kickOff).toEqual(expect.arrayContaining([red.player, off1, off2]));
    expect(kickOff).not.toContain(on1);
    expect(await host.getByTestId('lineup-changes').count()).toBe(0);
  });
});
