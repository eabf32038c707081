import type { Page } from 'playwright-core';
import { expect } from './test';

/**
 * The video analysis page's test kit (docs/video.md): a clip made in the page, the picture's time, the
 * scrubber, and a drag over the picture.
 */

/**
 * A WebM made in the page: a white marker moving left to right over green for `seconds` (MediaRecorder),
 * 640x360 unless `width` says otherwise; with `tone`, a 440 Hz tone on its sound track (an oscillator
 * into the same recording); with `soundAfter`, the sound goes on that many seconds after the picture stops.
 */
export async function makeClip(page: Page, seconds: number, { tone = false, width = 640, soundAfter = 0 } = {}): Promise<Buffer> {
  const base64 = await page.evaluate(
    async ({ ms, tone, w, after }) => {
      const h = Math.round((w * 9) / 16);
      // Drawn in the 640x360 frame's units, scaled to the clip's size.
      const unit = w / 640;
      const canvas = document.createElement('canvas');
      [canvas.width, canvas.height] = [w, h];
      // Opaque, as a camera's footage: a canvas with transparency is recorded with an alpha channel.
      const ctx = canvas.getContext('2d', { alpha: false })!;
      const stream = canvas.captureStream(30);
      const audio = tone ? new AudioContext() : null;
      if (audio) {
        const oscillator = audio.createOscillator();
        const out = audio.createMediaStreamDestination();
        oscillator.frequency.value = 440;
        oscillator.connect(out);
        oscillator.start();
        await audio.resume();
        stream.addTrack(out.stream.getAudioTracks()[0]);
      }
      const recorder = new MediaRecorder(stream, { mimeType: tone ? 'video/webm;codecs=vp8,opus' : 'video/webm;codecs=vp8' });
      const chunks: Blob[] = [];
      recorder.ondataavailable = (e) => chunks.push(e.data);
      const done = new Promise((resolve) => (recorder.onstop = resolve));
      const start = performance.now();
      const draw = () => {
        const t = Math.min(1, (performance.now() - start) / ms);
        ctx.fillStyle = '#2e7d32';
        ctx.fillRect(0, 0, w, h);
        ctx.fillStyle = '#ffffff';
        ctx.fillRect((20 + t * 580) * unit, 250 * unit, 40 * unit, 40 * unit);
      };
      draw();
      recorder.start();
      // The clip is as long as the recording runs: it stops once the marker has crossed.
      // With `soundAfter`, the picture stops that long before the recording: a clip whose sound outlasts it.
      const timer = setInterval(() => {
        if (performance.now() - start < ms) draw();
        if (performance.now() - start < ms + after) return;
        clearInterval(timer);
        recorder.stop();
      }, 33);
      await done;
      await audio?.close();
      const bytes = new Uint8Array(await new Blob(chunks).arrayBuffer());
      let text = '';
      for (const b of bytes) text += String.fromCharCode(b);
      return btoa(text);
    },
    { ms: seconds * 1000, tone, w: width, after: soundAfter * 1000 },
  );
  return Buffer.from(base64, 'base64');
}

/** The clip time of the picture shown: -1 while a seek runs (currentTime is the seek's target at once, its frame comes later). */
export const shownTime = (page: Page) =>
  page.evaluate(() => {
    const v = document.querySelector('video')!;
    return v.seeking ? -1 : v.currentTime;
  });

/** Moves the timeline's scrubber to `t` and waits for the picture (and its drawings) of that time. */
export async function scrub(page: Page, t: number) {
  await page.getByRole('slider', { name: 'Zaman çizelgesi' }).fill(String(t));
  await expect.poll(() => shownTime(page)).toBeCloseTo(t, 1);
}

type Share = { x: number; y: number };

/** The drawing canvas's pixel at a share of its box: [r, g, b, alpha]. */
export const overlayAt = (page: Page, at: Share) =>
  page.getByTestId('video-canvas').evaluate((c, p) => {
    const canvas = c as HTMLCanvasElement;
    return [...canvas.getContext('2d')!.getImageData(Math.round(p.x * canvas.width), Math.round(p.y * canvas.height), 1, 1).data];
  }, at);

/** A drag over the picture from one share of it to another: the mouse on a laptop, one finger on the phone (raw touch events). */
export async function dragOver(page: Page, touch: boolean, from: Share, to: Share) {
  await dragAlong(page, touch, Array.from({ length: 11 }, (_, i) => ({ x: from.x + ((to.x - from.x) * i) / 10, y: from.y + ((to.y - from.y) * i) / 10 })));
}

/** A drag through `points` (shares of the picture), by mouse or by a finger. */
export async function dragAlong(page: Page, touch: boolean, points: Share[]) {
  const canvas = page.getByTestId('video-canvas');
  // In the middle of the window: at its top edge the site's sticky header would lie over the picture's top.
  await canvas.evaluate((e) => e.scrollIntoView({ block: 'center' }));
  const box = (await canvas.boundingBox())!;
  const [a, ...rest] = points.map((p) => ({ x: box.x + p.x * box.width, y: box.y + p.y * box.height }));
  if (!touch) {
    await page.mouse.move(a.x, a.y);
    await page.mouse.down();
    for (const p of rest) await page.mouse.move(p.x, p.y);
    await page.mouse.up();
    return;
  }
  // A finger's pace (a move every 30 ms) that stops before it lifts: events sent back to back with no times
  // read as a flick, and Chromium then takes the next tap (on a tool, say) as the one that stops the fling.
  const cdp = await page.context().newCDPSession(page);
  const start = Date.now() / 1000;
  const at = (i: number) => ({ timestamp: start + i * 0.03 });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [a], ...at(0) });
  for (const [i, p] of [...rest, rest.at(-1) ?? a].entries()) await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [p], ...at(i + (i === rest.length ? 6 : 1)) });
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [], ...at(rest.length + 8) });
  await cdp.detach();
}
