import type { Page } from 'playwright-core';
import { seriousA11yViolations, sidewaysOverflow } from './kit/axe';
import { boardSuite } from './kit/board';
import { desktop, phone } from './kit/harness';
import { expect, test } from './kit/test';
import { dragOver, makeClip, scrub } from './kit/videoPage';

/**
 * The video page presented live (docs/video.md, docs/presenter.md "Video stills"): a coach on a laptop pauses
 * his clip, draws an arrow and starts "Canlı sunum" by keyboard; a player on a 390 px phone opens the link and
 * sees the paused frame with the arrow; the coach plays (the phone says so), pauses and takes the arrow back
 * (the phone's picture loses it), then ends the session (the phone keeps the last frame).
 */
const suite = boardSuite();
const YELLOW = [0xff, 0xeb, 0x3b];
/** The arrow, across the top of the frame (the clip's moving marker runs along its bottom). */
const FROM = { x: 0.2, y: 0.3 };
const TO = { x: 0.75, y: 0.3 };
const MIDDLE = { x: 0.45, y: 0.3 };

/** The viewer's still as a player's phone has it: its natural size, and whether the drawing yellow is near a share of it. */
const stillOnPhone = (page: Page, at: { x: number; y: number }) =>
  page.getByTestId('live-still').evaluate(
    async (e, { at, yellow }) => {
      const img = e as HTMLImageElement;
      await img.decode();
      const c = new OffscreenCanvas(img.naturalWidth, img.naturalHeight);
      const ctx = c.getContext('2d')!;
      ctx.drawImage(img, 0, 0);
      const r = Math.round(c.width * 0.02);
      const { data } = ctx.getImageData(Math.round(at.x * c.width) - r, Math.round(at.y * c.height) - r, 2 * r, 2 * r);
      let drawn = false;
      // JPEG shifts colours a little: near the yellow, not equal to it.
      for (let i = 0; i < data.length; i += 4) if ([0, 1, 2].every((k) => Math.abs(data[i + k] - yellow[k]) < 50)) drawn = true;
      return { width: img.naturalWidth, height: img.naturalHeight, src: img.src.length, drawn };
    },
    { at, yellow: YELLOW },
  );

test('a paused frame with its drawing reaches a phone live, follows play, pause and undo, and stays when the session ends', async () => {
  const coachContext = await suite.browser.newContext({ ...desktop, bypassCSP: true });
  const coach = await coachContext.newPage();
  await coach.goto(`${suite.app.url}/taktik/video`);
  await coach.getByTestId('video-file').setInputFiles({ name: 'mac.webm', mimeType: 'video/webm', buffer: await makeClip(coach, 4) });
  await expect(coach.getByTestId('video-time')).toHaveText(/^0:00\.0 \//, { timeout: 15_000 });
  await scrub(coach, 1);
  await dragOver(coach, false, FROM, TO);
  await expect(coach.getByRole('list', { name: 'Çizimler' }).getByRole('listitem')).toHaveCount(1);

  // Started by keyboard alone: the button is reached with Tab and pressed with Enter.
  const start = coach.getByRole('button', { name: 'Canlı sunumu başlat' });
  await start.focus();
  await coach.keyboard.press('Enter');
  await expect(coach.getByTestId('live-code')).toHaveText(/^[2-9A-HJKMNP-Z]{3} [2-9A-HJKMNP-Z]{3}$/, { timeout: 10_000 });
  const link = await coach.getByTestId('live-link').inputValue();
  expect(link).toMatch(/\/canli\/[2-9A-HJKMNP-Z]{6}$/);

  const playerContext = await suite.browser.newContext({ ...phone, bypassCSP: true });
  const player = await playerContext.newPage();
  await player.goto(link);
  await expect(player.getByTestId('live-still')).toBeVisible({ timeout: 10_000 });
  const first = await stillOnPhone(player, MIDDLE);
  // The clip's own size (640x360, under the still's 960 px), the arrow drawn on it, the frame's green away from it.
  expect(first).toMatchObject({ width: 640, height: 360, drawn: true });
  expect((await stillOnPhone(player, { x: 0.45, y: 0.12 })).drawn).toBe(false);
  await expect(coach.getByText('1 izleyici bağlı.')).toBeVisible();
  const { scrollWidth, screenWidth } = await sidewaysOverflow(player);
  expect(scrollWidth).toBeLessThanOrEqual(screenWidth);
  expect(await seriousA11yViolations(player)).toEqual([]);

  // Playing: no frame is held, and the phone says why.
  await coach.getByRole('button', { name: 'Oynat' }).click();
  await expect(player.getByText('Sunan kişi videoyu oynatıyor; durdurduğu kare burada görünecek.')).toBeVisible({ timeout: 10_000 });
  await expect(player.getByTestId('live-still')).toHaveCount(0);
  await coach.getByRole('button', { name: 'Duraklat' }).click();
  await scrub(coach, 2);
  await expect(player.getByTestId('live-still')).toBeVisible({ timeout: 10_000 });
  await expect.poll(async () => (await stillOnPhone(player, MIDDLE)).drawn, { timeout: 10_000 }).toBe(true);

  // The arrow taken back: the phone's picture is the bare frame.
  await coach.getByRole('button', { name: 'Geri al' }).click();
  await expect(coach.getByRole('list', { name: 'Çizimler' }).getByRole('listitem')).toHaveCount(0);
  await expect.poll(async () => (await stillOnPhone(player, MIDDLE)).drawn, { timeout: 10_000 }).toBe(false);

  await coach.getByRole('button', { name: 'Sunumu bitir' }).click();
  await expect(player.getByRole('heading', { name: 'Sunum sona erdi' })).toBeVisible({ timeout: 10_000 });
  await expect(player.getByText('Sunan kişinin son durdurduğu kare aşağıda.')).toBeVisible();
  await expect(player.getByTestId('live-still')).toBeVisible();
  await expect(coach.getByRole('button', { name: 'Canlı sunumu başlat' })).toBeVisible();
  await playerContext.close();
  await coachContext.close();
});
