import type { Page } from 'playwright-core';
import { consoleProblems, hydrated, phone, startApp, type Browser, type E2eApp } from './kit/harness';
import { expect, test } from './kit/test';
import { fits, narrow } from './kit/i18nFit';

// English beside Turkish (docs/i18n.md), as visitors meet it: the first visit in the browser's language,
// the switch in the navbar and the footer, the choice kept, and the account flows (registration, a
// reset mail) in both languages on a 320 px phone, with nothing overflowing and axe clean.

/** The texts each language's flows read (the English from the catalogues, the Turkish from the code). */
const TEXTS = {
  tr: {
    h1: 'Sahayı kur, ilk 11\'ini seç, turnuvayı kazan.',
    register: 'Kayıt Ol',
    tooShort: 'Kullanıcı adı en az 3 karakter olmalıdır.',
    registered: 'Kayıt başarılı!',
    forgotLink: 'Şifremi Unuttum',
    sendReset: 'Sıfırlama Bağlantısı Gönder',
    resetSent: 'şifre sıfırlama bağlantısı gönderildi',
    mailSubject: 'onbir: şifre sıfırlama',
    updatePassword: 'Şifreyi Güncelle',
    resetDone: 'Şifreniz başarıyla sıfırlandı',
    login: 'Giriş Yap',
  },
  en: {
    h1: 'Set up the pitch, pick your XI, win the tournament.',
    register: 'Sign up',
    tooShort: 'Username must be at least 3 characters.',
    registered: 'Registration successful!',
    forgotLink: 'Forgot my password',
    sendReset: 'Send reset link',
    resetSent: 'a password reset link has been sent',
    mailSubject: 'onbir: reset your password',
    updatePassword: 'Update password',
    resetDone: 'Your password has been reset',
    login: 'Sign in',
  },
} as const;

async function fill(page: Page, values: Record<string, string>) {
  for (const [name, value] of Object.entries(values)) await page.locator(`[name="${name}"]`).fill(value);
}

let app: E2eApp;
let browser: Browser;
test.beforeAll(async ({ browser: shared }) => {
  browser = shared;
  app = await startApp();
});
test.afterAll(async () => {
  await app?.close();
});

async function mailTo(to: string): Promise<{ subject: string; link: string }> {
  const read = () => {
    const mail = [...app.outbox].reverse().find((m) => m.to === to);
    const m = mail && /https?:\/\/[^\s/]+(\/reset-password\/[0-9a-f]+)/.exec(mail.text);
    return mail && m ? { subject: mail.subject, link: `${app.url}${m[1]}` } : null;
  };
  await expect.poll(read, { message: `no reset mail to ${to}`, timeout: 5000 }).not.toBeNull();
  return read()!;
}

test.describe('the first visit', () => {
  test("opens in the browser's language, prerendered and hydrated without a mismatch", async () => {
    for (const [locale, lang] of [['en-GB', 'en'], ['tr-TR', 'tr'], ['de-DE', 'tr']] as const) {
      const context = await browser.newContext({ ...phone, locale });
      const page = await context.newPage();
      const problems = consoleProblems(page);
      const html = await (await page.request.get(`${app.url}/`, { headers: { 'Accept-Language': locale } })).text();
      expect(html, locale).toContain(`<html lang="${lang}">`);
      await page.goto(`${app.url}/`);
      await hydrated(page);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.locator('h1')).toHaveText(TEXTS[lang].h1);
      // The same markup hydrated: the heading the server sent is the one on screen (not drawn anew).
      expect(html).toContain(TEXTS[lang].h1.replace("'", '&#x27;').split(' ')[0]);
      expect(problems, locale).toEqual([]);
      await context.close();
    }
  });

  test('keeps a Turkish first visit free of translations: no English file is fetched', async () => {
    const context = await browser.newContext({ ...phone, locale: 'tr-TR' });
    const page = await context.newPage();
    const scripts: string[] = [];
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname));
    await page.goto(`${app.url}/register`);
    await hydrated(page);
    expect(scripts.filter((s) => /\/en-|localize-/.test(s))).toEqual([]);
    await context.close();
  });
});

test.describe('the switch', () => {
  test('changes the language in place by keyboard, keeps the choice across visits, and a shared link follows the reader', async () => {
    const context = await browser.newContext({ ...narrow('tr-TR'), viewport: phone.viewport!, screen: phone.viewport! });
    const page = await context.newPage();
    const problems = consoleProblems(page);
    await page.goto(`${app.url}/contact`);
    await hydrated(page);
    const english = page.locator('.header-language').getByRole('button', { name: /English/ });
    await expect(english).toHaveAttribute('aria-pressed', 'false');
    await english.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: 'Contact' }).waitFor();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect(page.url()).toBe(`${app.url}/contact`);
    await expect(english).toHaveAttribute('aria-pressed', 'true');
    await expect(page.locator('.header-language')).toHaveAttribute('aria-label', 'Language');
    expect(await page.evaluate(() => [localStorage.getItem('onbir.lang'), document.cookie])).toEqual(['en', 'onbir_lang=en']);
    await fits(page, 'contact, switched to English');

    // Another page of the app, opened inside it, is English at once; then a visit anew is English from the server.
    await page.getByRole('link', { name: 'About us' }).first().click();
    await page.getByRole('heading', { level: 1, name: 'About us' }).waitFor();
    await page.goto(`${app.url}/register`);
    await hydrated(page);
    await expect(page.locator('h1')).toHaveText('Sign up');

    // The footer's switch brings Turkish back.
    await page.locator('.footer-language').getByRole('button', { name: /Türkçe/ }).click();
    await page.getByRole('heading', { level: 1, name: 'Kayıt Ol' }).waitFor();
    await expect(page.locator('html')).toHaveAttribute('lang', 'tr');
    expect(problems).toEqual([]);
    await context.close();

    // The same link in an English reader's browser opens in English.
    const reader = await browser.newContext({ ...phone, locale: 'en-US' });
    const readerPage = await reader.newPage();
    await readerPage.goto(`${app.url}/register`);
    await expect(readerPage.locator('h1')).toHaveText('Sign up');
    await reader.close();
  });

  test("keeps a signed-in user's choice on the profile: another browser adopts it at sign-in", async () => {
    const context = await browser.newContext({ ...phone, locale: 'tr-TR' });
    const page = await context.newPage();
    await page.goto(`${app.url}/register`);
    await fill(page, { username: 'dilsever', firstName: 'Deniz', lastName: 'Kaya', email: 'dilsever@example.com', password: 'kale-direk-42' });
    await page.getByRole('button', { name: 'Kayıt Ol' }).click();
    await page.waitForURL(/\/login$/);
    await fill(page, { email: 'dilsever@example.com', password: 'kale-direk-42' });
    await page.getByRole('button', { name: 'Giriş Yap' }).click();
    await page.waitForURL(/\/rooms$/);
    const saved = page.waitForResponse((r) => r.url().endsWith('/api/users/language') && r.status() === 200);
    await page.locator('.header-language').getByRole('button', { name: /English/ }).click();
    await saved;
    await context.close();

    const other = await browser.newContext({ ...phone, locale: 'tr-TR' });
    const otherPage = await other.newPage();
    await otherPage.goto(`${app.url}/login`);
    await fill(otherPage, { email: 'dilsever@example.com', password: 'kale-direk-42' });
    await otherPage.getByRole('button', { name: 'Giriş Yap' }).click();
    await otherPage.waitForFunction(() => document.documentElement.lang === 'en');
    expect(await otherPage.evaluate(() => localStorage.getItem('onbir.lang'))).toBe('en');
    await other.close();
  });
});

for (const lang of ['tr', 'en'] as const) {
  test.describe(`accounts in ${lang} on a 320 px phone`, () => {
    const T = TEXTS[lang];
    const who = `hesap-${lang}`;

    test('registration: a refusal and the success in the language, nothing overflowing, axe clean', async () => {
      const context = await browser.newContext(narrow(lang === 'en' ? 'en-US' : 'tr-TR'));
      const page = await context.newPage();
      await page.goto(`${app.url}/register`);
      await hydrated(page);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await fits(page, `${lang} register`);
      await fill(page, { username: 'ab', firstName: 'Ece', lastName: 'Şahin', email: `${who}@example.com`, password: 'kale-direk-42' });
      // The browser's own check of minlength speaks the language too; the server's answer is checked next.
      await page.locator('[name="username"]').evaluate((el) => el.removeAttribute('minlength'));
      await page.getByRole('button', { name: T.register }).click();
      await page.getByText(T.tooShort).waitFor();
      await fits(page, `${lang} register refused`);
      await fill(page, { username: who });
      await page.getByRole('button', { name: T.register }).click();
      await page.getByText(T.registered).waitFor();
      await fits(page, `${lang} registered`);
      await page.waitForURL(/\/login$/);
      await context.close();
    });

    test('a reset mail in the language, its link opening the reset page in it', async () => {
      const context = await browser.newContext(narrow(lang === 'en' ? 'en-US' : 'tr-TR'));
      const page = await context.newPage();
      await page.goto(`${app.url}/login`);
      await page.getByRole('link', { name: T.forgotLink }).click();
      await page.waitForURL(/\/forgot-password$/);
      await fits(page, `${lang} forgot password`);
      await fill(page, { email: `${who}@example.com` });
      await page.getByRole('button', { name: T.sendReset }).click();
      await page.getByText(T.resetSent).waitFor();
      const mail = await mailTo(`${who}@example.com`);
      expect(mail.subject).toBe(T.mailSubject);
      await page.goto(mail.link);
      await fill(page, { password: 'yeni-kale-99' });
      await fits(page, `${lang} reset password`);
      await page.getByRole('button', { name: T.updatePassword }).click();
      await page.getByText(T.resetDone).waitFor();
      await page.waitForURL(/\/login$/);
      await context.close();
    });
  });
}
