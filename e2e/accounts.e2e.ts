import type { Page } from 'playwright-core';
import { desktop, phone, startApp, type Browser, type E2eApp } from './kit/harness';
import { expect, test } from './kit/test';
import { seriousA11yViolations, sidewaysOverflow } from './kit/axe';

let app: E2eApp;
let browser: Browser;
test.beforeAll(async ({ browser: shared }) => {
  browser = shared;
  app = await startApp();
});
test.afterAll(async () => {
  await app?.close();
});

async function fill(page: Page, values: Record<string, string>) {
  for (const [name, value] of Object.entries(values)) await page.locator(`[name="${name}"]`).fill(value);
}

async function login(page: Page, email: string, password: string) {
  await page.goto(`${app.url}/login`);
  await fill(page, { email, password });
  await page.getByRole('button', { name: 'Giriş Yap' }).click();
  await page.getByText('Giriş başarılı').waitFor();
  await page.waitForURL(/\/rooms$/);
}

/**
 * The link of the newest mail to `to`, pointed at the test server instead of APP_URL; waited for, since
 * a reset mail leaves after the answer.
 */
async function mailedLink(to: string, pathPart: string): Promise<string> {
  const linkIn = () => {
    const mail = [...app.outbox].reverse().find((m) => m.to === to && m.text.includes(`/${pathPart}/`));
    return (mail && new RegExp(`https?://[^\\s/]+(/${pathPart}/[0-9a-f]+)`).exec(mail.text)?.[1]) ?? null;
  };
  await expect.poll(linkIn, { message: `no ${pathPart} mail to ${to}`, timeout: 5000 }).not.toBeNull();
  return `${app.url}${linkIn()}`;
}

test.describe('accounts on a desktop', () => {
  test('register, log in, profile dropdown, edit profile, change password, log out, log in again', async () => {
    const ctx = await browser.newContext(desktop);
    const page = await ctx.newPage();
    await page.goto(app.url);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Sahayı kur');

    await page.getByRole('link', { name: 'Kayıt Ol' }).first().click();
    await page.waitForURL(/\/register$/);
    await fill(page, { username: 'kaptan', firstName: 'Ali', lastName: 'Yılmaz', email: 'kaptan@example.com', password: 'kale-direk-42' });
    await page.getByRole('button', { name: 'Kayıt Ol' }).click();
    await page.getByText('Kayıt başarılı').waitFor();
    await page.waitForURL(/\/login$/);

    await login(page, 'kaptan@example.com', 'kale-direk-42');
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? '{}').username)).toBe('kaptan');
    await page.getByRole('button', { name: /Profil/ }).click();
    await page.getByText('Kullanıcı Adı : kaptan').waitFor();
    await page.getByRole('menuitem', { name: 'Profil Bilgileri' }).click();
    await page.waitForURL(/\/Profile$/);

    await expect(page.locator('[name="firstName"]')).toHaveValue('Ali');
    await fill(page, { firstName: 'Ayşe', phoneNumber: '0555 111 22 33' });
    await page.getByRole('button', { name: 'Bilgileri Güncelle' }).click();
    await page.getByText('Profil güncellemesi başarılı.').waitFor();

    // The client-side checks (docs/accounts.md, 'Forms') come before any request.
    await fill(page, { newPassword: 'yeni-forvet-7', confirmPassword: 'yeni-forvet-7' });
    await page.getByRole('button', { name: 'Bilgileri Güncelle' }).click();
    await page.getByText('Mevcut şifrenizi girmelisiniz.').waitFor();
    await fill(page, { currentPassword: 'kale-direk-42', confirmPassword: 'yeni-forvet-8' });
    await page.getByRole('button', { name: 'Bilgileri Güncelle' }).click();
    await page.getByText('Yeni şifreler eşleşmiyor.').waitFor();
    await fill(page, { confirmPassword: 'yeni-forvet-7' });
    await page.getByRole('button', { name: 'Bilgileri Güncelle' }).click();
    await page.getByText('Profil ve şifre güncellemesi başarılı.').waitFor();

    await page.reload();
    await expect(page.locator('[name="firstName"]')).toHaveValue('Ayşe');
    await page.getByRole('button', { name: /Profil/ }).click();
    await page.getByRole('menuitem', { name: 'Çıkış Yap' }).click();
    await page.waitForURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await page.getByRole('link', { name: 'Kayıt Ol' }).first().waitFor();

    await page.goto(`${app.url}/profile`);
    await page.getByText('Bu içeriği görmek için lütfen giriş yapın.').waitFor();
    await page.goto(`${app.url}/login`);
    await fill(page, { email: 'kaptan@example.com', password: 'kale-direk-42' });
    await page.getByRole('button', { name: 'Giriş Yap' }).click();
    await page.getByText('E-posta veya şifre hatalı.').waitFor();
    await login(page, 'kaptan@example.com', 'yeni-forvet-7');
    await page.getByRole('button', { name: /Profil/ }).waitFor();
    await ctx.close();
  });

  test('forgot password, reset through the mailed link, log in with the new password', async () => {
    const ctx = await browser.newContext(desktop);
    const page = await ctx.newPage();
    await page.goto(`${app.url}/register`);
    await fill(page, { username: 'unutkan', firstName: 'Can', lastName: 'Demir', email: 'unutkan@example.com', password: 'kale-direk-42' });
    await page.getByRole('button', { name: 'Kayıt Ol' }).click();
    await page.waitForURL(/\/login$/);

    await page.getByRole('link', { name: 'Şifremi Unuttum' }).click();
    // The login page (with its own e-mail field) stays up until the next screen's code has loaded.
    await page.waitForURL(/\/forgot-password$/);
    await fill(page, { email: 'unutkan@example.com' });
    await page.getByRole('button', { name: 'Sıfırlama Bağlantısı Gönder' }).click();
    await page.getByText('şifre sıfırlama bağlantısı gönderildi').waitFor();

    await page.goto(await mailedLink('unutkan@example.com', 'reset-password'));
    await fill(page, { password: 'yenisifre9' });
    await page.getByRole('button', { name: 'Şifreyi Güncelle' }).click();
    await page.getByText('Şifreniz başarıyla sıfırlandı').waitFor();
    await page.waitForURL(/\/login$/);
    await login(page, 'unutkan@example.com', 'yenisifre9');
    await ctx.close();
  });

  test('the e-mail change link confirms the new address and leads back to the profile', async () => {
    const ctx = await browser.newContext(desktop);
    const page = await ctx.newPage();
    await page.goto(`${app.url}/register`);
    await fill(page, { username: 'tasinan', firstName: 'Efe', lastName: 'Kara', email: 'tasinan@example.com', password: 'kale-direk-42' });
    await page.getByRole('button', { name: 'Kayıt Ol' }).click();
    await page.waitForURL(/\/login$/);
    await login(page, 'tasinan@example.com', 'kale-direk-42');
    await page.goto(`${app.url}/Profile`);
    await page.getByRole('button', { name: 'E-postayı Değiştir' }).click();
    await page.getByRole('button', { name: 'Onay Linki Gönder' }).click();
    await page.getByText('Lütfen geçerli bir yeni e-posta adresi girin.').waitFor();
    await fill(page, { newEmail: 'yeni@example.com' });
    await page.getByRole('button', { name: 'Onay Linki Gönder' }).click();
    await page.getByText('Mevcut şifrenizi girmelisiniz.').waitFor();
    await fill(page, { emailChangePassword: 'yanlis-sifre' });
    await page.getByRole('button', { name: 'Onay Linki Gönder' }).click();
    await page.getByText('Mevcut şifreniz hatalı.').waitFor();
    await fill(page, { emailChangePassword: 'kale-direk-42' });
    await page.getByRole('button', { name: 'Onay Linki Gönder' }).click();
    await page.getByText(/gönderildi/).waitFor();
    // The old address is told, with a link to cancel.
    await mailedLink('tasinan@example.com', 'cancel-email-change');

    await page.goto(await mailedLink('yeni@example.com', 'confirm-email'));
    await page.getByRole('heading', { name: 'Başarılı' }).waitFor();
    await page.getByText('E-posta adresiniz başarıyla güncellendi.').waitFor();
    // The change ended every session: the profile asks for a new login, with the new address.
    await page.getByRole('link', { name: 'Profil Sayfasına Dön' }).click();
    await page.getByText('Bu içeriği görmek için lütfen giriş yapın.').waitFor();
    await login(page, 'yeni@example.com', 'kale-direk-42');
    await page.goto(`${app.url}/profile`);
    await expect(page.locator('input[readonly]')).toHaveValue('yeni@example.com');

    await page.goto(`${app.url}/confirm-email/${'0'.repeat(64)}`);
    await page.getByRole('heading', { name: 'Hata' }).waitFor();
    await ctx.close();
  });

  test('the old address cancels a change it did not ask for; Tüm oturumlardan çık ends the other device too', async () => {
    const ctx = await browser.newContext(desktop);
    const page = await ctx.newPage();
    await page.goto(`${app.url}/register`);
    await fill(page, { username: 'temkinli', firstName: 'Nur', lastName: 'Ak', email: 'temkinli@example.com', password: 'kale-direk-42' });
    await page.getByRole('button', { name: 'Kayıt Ol' }).click();
    await page.waitForURL(/\/login$/);
    await login(page, 'temkinli@example.com', 'kale-direk-42');
    const other = await (await browser.newContext(desktop)).newPage();
    await login(other, 'temkinli@example.com', 'kale-direk-42');

    await page.goto(`${app.url}/Profile`);
    await page.getByRole('button', { name: 'E-postayı Değiştir' }).click();
    await fill(page, { newEmail: 'hirsiz@example.com', emailChangePassword: 'kale-direk-42' });
    await page.getByRole('button', { name: 'Onay Linki Gönder' }).click();
    await page.getByText(/gönderildi/).waitFor();
    await other.goto(await mailedLink('temkinli@example.com', 'cancel-email-change'));
    await other.getByRole('heading', { name: 'Başarılı' }).waitFor();
    await other.getByText('E-posta değişikliği iptal edildi, hesabınız eski adresinizde kaldı. Tüm oturumlar kapatıldı: lütfen tekrar giriş yapıp şifrenizi değiştirin.').waitFor();
    await page.goto(await mailedLink('hirsiz@example.com', 'confirm-email'));
    await page.getByRole('heading', { name: 'Hata' }).waitFor();

    await login(page, 'temkinli@example.com', 'kale-direk-42');
    await login(other, 'temkinli@example.com', 'kale-direk-42');
    await page.goto(`${app.url}/Profile`);
    await page.getByRole('button', { name: 'Tüm oturumlardan çık' }).click();
    await page.waitForURL(/\/login$/);
    await page.getByText('Tüm oturumlarınız kapatıldı. Lütfen tekrar giriş yapın.').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    await other.goto(`${app.url}/Profile`);
    await other.getByText('Bu içeriği görmek için lütfen giriş yapın.').waitFor();
    await ctx.close();
    await other.context().close();
  });

  test('contact form success, footer pages and not-found', async () => {
    const ctx = await browser.newContext(desktop);
    const page = await ctx.newPage();
    await page.goto(app.url);
    await page.getByRole('link', { name: 'İletişim' }).click();
    await page.waitForURL(/\/contact$/);
    await fill(page, { name: 'Deniz Ak', email: 'deniz@example.com', subject: 'Merhaba', message: 'Harika bir uygulama.' });
    await expect(page.locator('textarea[name="message"]')).toHaveAttribute('rows', '5');
    await page.getByRole('button', { name: 'Gönder' }).click();
    await page.getByText('Mesajınız gönderildi!').waitFor();

    await page.getByRole('link', { name: 'Kullanım Koşulları' }).click();
    for (const h of ['Acceptance', 'Description of Service', 'User Obligations', 'Intellectual Property Rights', 'Disclaimer of Liability']) {
      await page.getByRole('heading', { name: new RegExp(h) }).waitFor();
    }
    await page.getByText(/Last updated:/).waitFor();
    await page.getByRole('link', { name: 'Hakkımızda' }).click();
    await page.getByRole('heading', { name: 'Hakkımızda' }).waitFor();
    await page.goto(`${app.url}/boyle-bir-sayfa-yok`);
    await page.getByRole('heading', { name: 'Sayfa bulunamadı' }).waitFor();
    await ctx.close();
  });
});

test.describe('accounts on a phone (390x844)', () => {
  test('the hamburger menu opens, navigates and closes; pages fit the screen', async () => {
    // bypassCSP: the accessibility check injects axe-core as an inline script.
    const ctx = await browser.newContext({ ...phone, bypassCSP: true });
    const page = await ctx.newPage();
    await page.goto(app.url);
    const menu = page.locator('#site-menu');
    await expect(menu).toBeHidden();
    await page.getByRole('button', { name: 'Menüyü aç' }).click();
    await menu.waitFor({ state: 'visible' });
    await expect(menu.getByRole('link', { name: 'Odalar' })).toBeVisible();
    await menu.getByRole('link', { name: 'Kayıt Ol' }).click();
    await page.waitForURL(/\/register$/);
    await menu.waitFor({ state: 'hidden' });

    await fill(page, { username: 'mobil', firstName: 'Elif', lastName: 'Su', email: 'mobil@example.com', password: 'kale-direk-42' });
    await page.getByRole('button', { name: 'Kayıt Ol' }).click();
    await page.waitForURL(/\/login$/);
    await login(page, 'mobil@example.com', 'kale-direk-42');
    await page.getByRole('button', { name: 'Menüyü aç' }).click();
    await menu.getByRole('button', { name: /Profil/ }).click();
    await menu.getByText('Kullanıcı Adı : mobil').waitFor();
    await menu.getByRole('menuitem', { name: 'Profil Bilgileri' }).click();
    await page.waitForURL(/\/Profile$/);
    await menu.waitFor({ state: 'hidden' });
    await page.locator('[name="firstName"]').waitFor();
    // The e-mail change with its password field, and an error, on a phone: readable, on the page.
    await page.getByRole('button', { name: 'E-postayı Değiştir' }).tap();
    await fill(page, { newEmail: 'mobil.yeni@example.com' });
    await page.getByRole('button', { name: 'Onay Linki Gönder' }).tap();
    await page.getByText('Mevcut şifrenizi girmelisiniz.').waitFor();
    const { scrollWidth, screenWidth } = await sidewaysOverflow(page);
    expect(scrollWidth).toBeLessThanOrEqual(screenWidth);
    expect(await seriousA11yViolations(page)).toEqual([]);

    for (const route of ['/', '/register', '/Profile', '/contact', '/terms-of-service', '/hakkimizda']) {
      await page.setViewportSize({ width: 360, height: 740 });
      await page.goto(`${app.url}${route}`);
      await page.locator('footer').waitFor();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, route).toBeLessThanOrEqual(0);
    }
    await ctx.close();
  });
});
