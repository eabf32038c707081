import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { startTestServer, type TestServer } from '../test/testServer';
import { linkToken, mailTo, newAccount, registerAndLogin } from '../test/accounts';

/** An e-mail change cannot take over an account; hostile input gets a Turkish 400, never a 500. */
let ts: TestServer;
beforeAll(async () => {
  ts = await startTestServer({ APP_URL: 'https://onbir.example' });
});
afterAll(() => ts.close());
const api = () => request(ts.url);
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const changeEmail = (token: string, body: object) => api().post('/api/users/request-email-change').set(bearer(token)).send(body);
const cancelLink = (text: string) => /https:\/\/onbir\.example\/cancel-email-change\/([0-9a-f]{64})/.exec(text)![1];

describe('e-mail change', () => {
  it('needs the current password', async () => {
    const u = await registerAndLogin(ts, 'tk1');
    const missing = await changeEmail(u.token, { newEmail: 'tk1.new@example.com' }).expect(400);
    expect(missing.body.message).toBe('Mevcut şifrenizi girmelisiniz.');
    const wrong = await changeEmail(u.token, { newEmail: 'tk1.new@example.com', currentPassword: 'not-mine' }).expect(400);
    expect(wrong.body.message).toBe('Mevcut şifreniz hatalı.');
    expect(ts.outbox.some((m) => m.to === 'tk1.new@example.com')).toBe(false);
  });

  it('tells the old address, whose link cancels the pending change and ends every session', async () => {
    const u = await registerAndLogin(ts, 'tk2');
    await changeEmail(u.token, { newEmail: 'thief@example.com', currentPassword: u.password }).expect(200);
    const notice = await mailTo(ts, u.email);
    expect(notice.subject).toBe('onbir: e-posta adresinizi değiştirme isteği');
    expect(notice.text).toContain('thief@example.com');
    const confirm = linkToken((await mailTo(ts, 'thief@example.com')).text, 'confirm-email');
    const res = await api().post(`/api/users/cancel-email-change/${cancelLink(notice.text)}`).expect(200);
    expect(res.body.message).toBe('E-posta değişikliği iptal edildi, hesabınız eski adresinizde kaldı. Tüm oturumlar kapatıldı: lütfen tekrar giriş yapıp şifrenizi değiştirin.');
    expect((await api().get(`/api/users/confirm-email/${confirm}`).expect(400)).body.message).toBe('Geçersiz veya süresi dolmuş bağlantı.');
    await api().get('/api/users/profile').set(bearer(u.token)).expect(401);
    await api().post('/api/users/login').send({ email: u.email, password: u.password }).expect(200);
    await api().post(`/api/users/cancel-email-change/${cancelLink(notice.text)}`).expect(400);
  });

  it('puts the old address back when the change already went through', async () => {
    const u = await registerAndLogin(ts, 'tk3');
    await changeEmail(u.token, { newEmail: 'tk3.thief@example.com', currentPassword: u.password }).expect(200);
    const notice = await mailTo(ts, u.email);
    await api().get(`/api/users/confirm-email/${linkToken((await mailTo(ts, 'tk3.thief@example.com')).text, 'confirm-email')}`).expect(200);
    await api().post(`/api/users/cancel-email-change/${cancelLink(notice.text)}`).expect(200);
    await api().post('/api/users/login').send({ email: u.email, password: u.password }).expect(200);
    await api().post('/api/users/login').send({ email: 'tk3.thief@example.com', password: u.password }).expect(401);
  });

  it('a password reset cancels a pending e-mail change', async () => {
    const u = await registerAndLogin(ts, 'tk4');
    await changeEmail(u.token, { newEmail: 'tk4.new@example.com', currentPassword: u.password }).expect(200);
    const confirm = linkToken((await mailTo(ts, 'tk4.new@example.com')).text, 'confirm-email');
    const before = ts.outbox.length;
    await api().post('/api/users/forgot-password').send({ email: u.email }).expect(200);
    const reset = linkToken((await mailTo(ts, u.email, before)).text, 'reset-password');
    await api().put(`/api/users/reset-password/${reset}`).send({ password: 'fresh-pass1' }).expect(200);
    await api().get(`/api/users/confirm-email/${confirm}`).expect(400);
  });

  it('a password change cancels mailed reset links and pending e-mail changes', async () => {
    const u = await registerAndLogin(ts, 'tk5');
    await changeEmail(u.token, { newEmail: 'tk5.new@example.com', currentPassword: u.password }).expect(200);
    const confirm = linkToken((await mailTo(ts, 'tk5.new@example.com')).text, 'confirm-email');
    const before = ts.outbox.length;
    await api().post('/api/users/forgot-password').send({ email: u.email }).expect(200);
    const reset = linkToken((await mailTo(ts, u.email, before)).text, 'reset-password');
    await api()
      .put('/api/users/profile')
      .set(bearer(u.token))
      .send({ username: u.username, firstName: 'Ali', lastName: '', phoneNumber: '', currentPassword: u.password, password: 'changed-pass1' })
      .expect(200);
    await api().put(`/api/users/reset-password/${reset}`).send({ password: 'attacker-pass' }).expect(400);
    await api().get(`/api/users/confirm-email/${confirm}`).expect(400);
  });
});

describe('hostile input on the new calls', () => {
  it.each([
    ['a number for the password', { newEmail: 'h1@example.com', currentPassword: 42 }, 'Mevcut şifre metin olmalıdır.'],
    ['an array for the password', { newEmail: 'h1@example.com', currentPassword: ['kale-direk-42'] }, 'Mevcut şifre metin olmalıdır.'],
    ['an empty password', { newEmail: 'h1@example.com', currentPassword: '' }, 'Mevcut şifrenizi girmelisiniz.'],
    ['a 200-character password', { newEmail: 'h1@example.com', currentPassword: 'x'.repeat(200) }, 'Mevcut şifre en fazla 128 karakter olabilir.'],
  ])('request-email-change with %s: Turkish 400', async (_what, body, message) => {
    const u = await registerAndLogin(ts, `hi${String(body.currentPassword).length}${Array.isArray(body.currentPassword) ? 'a' : ''}`);
    expect((await changeEmail(u.token, body).expect(400)).body.message).toBe(message);
  });

  it('cancel-email-change and logout-all refuse garbage without a 500', async () => {
    for (const token of ['x', 'z'.repeat(64), '%00', 'a'.repeat(65)]) {
      const res = await api().post(`/api/users/cancel-email-change/${token}`);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Geçersiz veya süresi dolmuş bağlantı.');
    }
    await api().post(`/api/users/cancel-email-change/${'b'.repeat(64)}`).expect(400);
    await api().post('/api/users/logout-all').set('Authorization', 'Bearer garbage').expect(401);
    await api().post('/api/users/logout-all').set('Content-Type', 'application/json').send('{"x":').expect(400);
  });
});

describe('passwords longer than bcrypt reads', () => {
  // 40 letters, 80 bytes in UTF-8: under the 128-character limit, over bcrypt's 72 bytes.
  const long = 'ş'.repeat(40);

  it('are refused with a Turkish 400 on register, reset and profile, and 72 bytes are fine', async () => {
    const reg = await api().post('/api/users/register').send({ ...newAccount('long1'), password: long }).expect(400);
    expect(reg.body.message).toBe('Şifre en fazla 72 bayt olabilir (Türkçe harfler ikişer bayt sayılır).');
    await api().post('/api/users/register').send({ ...newAccount('long2'), password: 'ğüşıöçĞÜŞİÖÇçşüğıöÇŞÜĞİÖöçıüşğÖÇİÜŞĞ' }).expect(201);
    const u = await registerAndLogin(ts, 'long3');
    const prof = await api()
      .put('/api/users/profile')
      .set(bearer(u.token))
      .send({ username: u.username, firstName: 'Ali', lastName: '', phoneNumber: '', currentPassword: u.password, password: long })
      .expect(400);
    expect(prof.body.message).toBe('Yeni şifre en fazla 72 bayt olabilir (Türkçe harfler ikişer bayt sayılır).');
    const reset = await api().put(`/api/users/reset-password/${'a'.repeat(64)}`).send({ password: long }).expect(400);
    expect(reset.body.message).toBe('Yeni şifre en fazla 72 bayt olabilir (Türkçe harfler ikişer bayt sayılır).');
  });
});
