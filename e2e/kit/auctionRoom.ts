import type { Page } from 'playwright-core';
import request from 'supertest';
import type { TestUser } from '../../server/src/test/fixtures';
import { loggedInWithoutDialogs, phone, type Browser } from './harness';
import { expect } from './test';

/** The auction files' guest: a 360 px touch phone. */
export const SMALL_PHONE = { ...phone, viewport: { width: 360, height: 740 }, screen: { width: 360, height: 740 } };

/** A call to the rooms API as `user`. */
export const roomsCall = (url: string, user: TestUser, method: 'get' | 'post', path: string, body?: object) => {
  const req = request(url)[method](`/api/rooms${path}`).set('Authorization', `Bearer ${user.token}`);
  return body ? req.send(body) : req;
};

/** What the host chooses on the create form, and the lobby's line that must say it back. */
export interface AuctionForm {
  name: string;
  mode?: 'blind';
  budget: string;
  seconds: string;
  lobbyText: string;
}

/**
 * An auction room of four made on the create form by `host` (no bench), the form's choices read back in the
 * lobby; the guest joins and is ready over the API, the host fills the other seats with AI managers and
 * starts the draft; the guest's phone opens on it.
 */
export async function auctionStarted(url: string, browser: Browser, host: Page, guestUser: TestUser, form: AuctionForm): Promise<{ roomId: string; guest: Page }> {
  await host.goto(`${url}/create-room`);
  await host.getByLabel('Oda Adı').fill(form.name);
  await host.getByLabel('Maksimum Oyuncu').fill('4');
  await host.getByLabel(/Yedekler/).selectOption('0');
  await host.getByLabel('Draft Sırası').selectOption('auction');
  if (form.mode) await host.getByLabel('Artırma türü').selectOption(form.mode);
  await host.getByLabel('Bütçe (her menajer)').selectOption(form.budget);
  await host.getByLabel('Teklif süresi').selectOption(form.seconds);
  await host.getByRole('button', { name: 'Oda Oluştur' }).click();
  await host.waitForURL(/\/room\/[0-9a-f-]{36}$/);
  const roomId = host.url().split('/').at(-1)!;
  await expect(host.getByRole('heading', { level: 1 }).locator('..')).toContainText(form.lobbyText);
  await roomsCall(url, guestUser, 'post', '/join', { roomId }).expect(200);
  await roomsCall(url, guestUser, 'post', '/ready', { roomId }).expect(200);
  await host.getByRole('button', { name: 'Boş koltukları yapay zekâ ile doldur' }).click();
  await host.getByRole('button', { name: 'Hazır', exact: true }).click();
  await host.getByRole('button', { name: 'Draftı Başlat' }).click();
  await host.waitForURL(`**/room/${roomId}/squad-selection`);
  const guest = await loggedInWithoutDialogs(browser, guestUser, SMALL_PHONE);
  await guest.goto(`${url}/room/${roomId}/squad-selection`);
  return { roomId, guest };
}
