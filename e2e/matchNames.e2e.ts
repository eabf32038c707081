import request from 'supertest';
import type { Locator, Page } from 'playwright-core';
import { loggedInWithoutDialogs, phone } from './kit/harness';
import { expect, test } from './kit/test';
import { matchSuite } from './kit/matchSuite';
import { createTestUser, type TestUser } from '../server/src/test/fixtures';
import { insertDraftedRoom } from '../server/src/test/matchRooms';
import { readStoredRoom } from '../server/src/modules/rooms/roomRead';
import { sidewaysOverflow } from './kit/axe';

// 0.1 s a match minute: the match is over in seconds.
const suite = matchSuite({ MATCH_SECONDS_PER_MINUTE: '0.1' });
const ARABIC = 'نادي الصقور';
const LONG_TURKISH = 'Karadeniz Fırtınası';
const phone360 = { ...phone, viewport: { width: 360, height: 740 } };

/** Pastes `text` into a field the way a user does: through the clipboard and Ctrl+V. */
async function paste(page: Page, field: Locator, text: string) {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.evaluate((t) => navigator.clipboard.writeText(t), text);
  await field.click();
  await page.keyboard.press('Control+V');
}

/** The words of each element's text that the layout split across lines (each word's characters measured). */
const splitWords = (names: Locator) =>
  names.evaluateAll((els) =>
    els.flatMap((el) => {
      const text = el.firstChild!;
      const words: string[] = [];
      let at = 0;
      for (const word of (text.textContent ?? '').split(' ')) {
        const range = document.createRange();
        range.setStart(text, at);
        range.setEnd(text, at + word.length);
        const lines = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
        if (lines.size > 1) words.push(word);
        at += word.length + 1;
      }
      return words;
    }),
  );

/**
 * A result line as it is drawn: whether home team, score and away team read left to right, the score on
 * one line, and its first digit (the home side's goals) left of its last.
 */
const resultLayout = (line: Locator) =>
  line.evaluate((el) => {
    const [home, away] = [...el.querySelectorAll('bdi')].map((b) => [...b.getClientRects()]);
    const score = el.querySelector('strong')!;
    const scoreRects = [...score.getClientRects()];
    // In reading order: b starts on a later line than a ends, or on the same line to its right.
    const before = (a: DOMRect, b: DOMRect) => b.top >= a.bottom - 1 || (Math.abs(a.top - b.top) < a.height / 2 && a.right <= b.left + 1);
    const digit = (i: number) => {
      const range = document.createRange();
      range.setStart(score.firstChild!, i);
      range.setEnd(score.firstChild!, i + 1);
      return range.getBoundingClientRect().left;
    };
    const length = score.textContent!.length;
    return {
      inOrder: before(home.at(-1)!, scoreRects[0]) && before(scoreRects.at(-1)!, away[0]),
      scoreOnOneLine: scoreRects.length === 1,
      digitsInOrder: digit(0) < digit(length - 1),
    };
  });

async function setClub(user: TestUser, roomId: string, name: string) {
  await request(suite.app.url).post(`/api/rooms/${roomId}/club`).set('Authorization', `Bearer ${user.token}`).send({ name, colors: ['#0b3d2e', '#f5c518'] }).expect(200);
}

test.describe('names of any script on the match screens (issue 36)', () => {
  test('at 360 px: the club name field says its limit, an Arabic club leaves the result line in order, a long Turkish one wraps between words', async () => {
    const [hostUser, guestUser] = await Promise.all(['isimci', 'isim_rakibi'].map((n) => createTestUser(suite.app.server.ctx, n)));
    const roomId = await insertDraftedRoom(suite.app.server.ctx.db, [hostUser, guestUser], { roomName: 'İsim Odası' });
    const host = await loggedInWithoutDialogs(suite.browser, hostUser, phone360);
    await suite.startTournament(roomId, host);
    const fixture = (await readStoredRoom(suite.app.server.ctx.db, roomId))!.state.fixtures[0];
    // The home side (named first in the result) has the Arabic name.
    const hostIsHome = fixture.teamA === hostUser.id;
    const [hostClub, guestClub] = hostIsHome ? [ARABIC, LONG_TURKISH] : [LONG_TURKISH, ARABIC];

    // The host names his club on the phone: a 200-character paste is cut to 24, and the field says so.
    await host.getByText('Kulübünü kur').click();
    const field = host.getByTestId('club-name');
    await paste(host, field, 'Çok Uzun Bir Kulüp Adı '.repeat(9).slice(0, 200));
    expect((await field.inputValue()).length).toBe(24);
    const note = host.getByTestId('length-note');
    await expect.poll(() => note.textContent()).toBe('24/24 karakterYapıştırılan metin 24 karakterden uzundu; yalnızca ilk 24 karakteri alındı.');
    await expect(field).toHaveAttribute('aria-describedby', (await note.getAttribute('id'))!);
    await field.fill(hostClub);
    await expect(note).toHaveText(`${hostClub.length}/24 karakter`);
    await host.getByTestId('club-save').click();
    await host.getByText('Kulübünüz kaydedildi.').waitFor();
    await setClub(guestUser, roomId, guestClub);

    await host.getByRole('button', { name: 'Sonraki Maçı Başlat' }).click();
    // The live scoreboard: the long name wraps between its words, never inside one.
    const scoreboardNames = host.locator('.scoreboard .team-name-text');
    await expect(scoreboardNames).toHaveText([ARABIC, LONG_TURKISH], { timeout: 10_000 });
    expect(await splitWords(scoreboardNames)).toEqual([]);

    // Full time: the results list reads home, score, away, the score whole and in its order.
    const line = host.getByTestId('results').getByTestId('result-line').first();
    await line.waitFor({ timeout: 30_000 });
    expect(await line.locator('bdi').allTextContents()).toEqual([ARABIC, LONG_TURKISH]);
    const layout = await resultLayout(line);
    expect(layout.inOrder).toBe(true);
    expect(layout.scoreOnOneLine).toBe(true);
    // A level score reads the same both ways; any other keeps the home side's goals first.
    const score = (await line.locator('strong').textContent())!;
    if (score[0] !== score.at(-1)) expect(layout.digitsInOrder).toBe(true);
    expect(await splitWords(host.locator('.standings .team-name-text'))).toEqual([]);
    // The commentary's final whistle: the Arabic name isolated, the score beside it in the sides' order.
    const whistle = host.getByTestId('commentary').locator('li').filter({ hasText: 'Maç sona erdi!' }).first();
    expect(await whistle.locator('bdi').allTextContents()).toContain(ARABIC);
    const digits = await whistle.evaluate((el) => {
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const m = /(\d+) - (\d+)/.exec(node.textContent ?? '');
        if (!m) continue;
        const left = (at: number) => {
          const range = document.createRange();
          range.setStart(node!, at);
          range.setEnd(node!, at + 1);
          return range.getBoundingClientRect().left;
        };
        return { same: m[1] === m[2], inOrder: left(m.index) < left(m.index + m[0].length - 1) };
      }
      return null;
    });
    expect(digits).not.toBeNull();
    if (!digits!.same) expect(digits!.inOrder).toBe(true);
    const { scrollWidth, screenWidth } = await sidewaysOverflow(host);
    expect(scrollWidth).toBeLessThanOrEqual(screenWidth);
  });

  test('the create form says the room name limit when a longer name is pasted', async () => {
    const user = await createTestUser(suite.app.server.ctx, 'oda_adci');
    const page = await loggedInWithoutDialogs(suite.browser, user, phone360);
    await page.goto(`${suite.app.url}/create-room`);
    const field = page.getByLabel('Oda Adı');
    await paste(page, field, 'Cuma Akşamı Ligi '.repeat(12).slice(0, 200));
    expect((await field.inputValue()).length).toBe(60);
    await expect(page.getByTestId('length-note')).toContainText('Yapıştırılan metin 60 karakterden uzundu');
    await expect(field).toHaveAttribute('maxlength', '60');
  });
});
