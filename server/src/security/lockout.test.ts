import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/testServer';
import { mailTo, linkToken, newAccount, registerAndLogin } from '../test/accounts';

/**
 * The login lockout under concurrent guesses, and as a weapon against the owner (issue 25 items 7 and
 * 11), and the refusal of common and trivial passwords wherever a password is set (item 7).
 */
let ts: TestServer;
beforeAll(async () => {
  ts = await startTestServer();
});
afterAll(() => ts.close());

const login = (email: string, password: string, cookie?: string) => {
  const r = request(ts.url).post('/api/users/login');
  if (cookie) r.set('Cookie', cookie);
  return r.send({ email, password });
};
const deviceCookieOf = (res: request.Response) => {
  const set = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
  return set.find((c) => c.startsWith('onbir_device='))?.split(';')[0];
};

describe('concurrent guesses', () => {
  it('counts every guess before its password is compared: 12 sent at once, the right one last, at most 5 checked', async () => {
    const u = await registerAndLogin(ts, 'burst');
    const guesses = [...Array.from({ length: 11 }, (_, i) => `yanlis-tahmin-${i}`), u.password];
    const statuses = (await Promise.all(guesses.map((p) => login(u.email, p)))).map((r) => r.status);
    const checked = statuses.filter((s) => s !== 429);
    expect(checked.length).toBeLessThanOrEqual(5);
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(7);
  });
});

describe('a lockout does not keep the owner out', () => {
  it('lets a browser that signed in before log in during a lock; a stranger stays locked out', async () => {
    const u = await registerAndLogin(ts, 'owner');
    const first = await login(u.email, u.password).expect(200);
    const cookie = deviceCookieOf(first);
    expect(cookie).toBeDefined();
    expect(([] as string[]).concat(first.headers['set-cookie']).find((c) => c.startsWith('onbir_device='))).toMatch(/HttpOnly/i);
    expect(([] as string[]).concat(first.headers['set-cookie']).find((c) => c.startsWith('onbir_device='))).toMatch(/SameSite=Strict/i);
    expect(([] as string[]).concat(first.headers['set-cookie']).find((c) => c.startsWith('onbir_device='))).toMatch(/Path=\/api\/users\/login/);

    for (let i = 0; i < 5; i++) await login(u.email, `saldirgan-${i}`).expect(401);
    const locked = await login(u.email, u.password).expect(429);
    expect(locked.body.code).toBe('LOGIN_LOCKED');

    const owner = await login(u.email, u.password, cookie).expect(200);
    expect(owner.body.username).toBe(u.username);
    // The stranger's lock still holds for every browser without the cookie.
    await login(u.email, u.password).expect(429);
  });

  it('trusts no forged, altered or other account’s cookie', async () => {
    const a = await registerAndLogin(ts, 'cookie_a');
    const b = await registerAndLogin(ts, 'cookie_b');
    const cookieA = deviceCookieOf(await login(a.email, a.password).expect(200))!;
    for (let i = 0; i < 5; i++) await login(b.email, `saldirgan-${i}`).expect(401);
    await login(b.email, b.password, cookieA).expect(429);
    const [name, value] = cookieA.split('=');
    const [, ver, nonce, mac] = value.split('.');
    await login(b.email, b.password, `${name}=${b.id}.${ver}.${nonce}.${mac}`).expect(429);
    await login(b.email, b.password, `${name}=${b.id}.${ver}.${nonce}.AAAA`).expect(429);
  });

  it('locks a device cookie on its own after its own wrong passwords', async () => {
    const u = await registerAndLogin(ts, 'device_lock');
    const cookie = deviceCookieOf(await login(u.email, u.password).expect(200))!;
    for (let i = 0; i < 5; i++) await login(u.email, `yanlis-${i}`, cookie).expect(401);
    await login(u.email, u.password, cookie).expect(429);
    // The account's own lock was not touched: a browser without a cookie still gets in.
    await login(u.email, u.password).expect(200);
  });

  it('retires the account’s device cookies when every session ends', async () => {
    const u = await registerAndLogin(ts, 'device_retire');
    const cookie = deviceCookieOf(await login(u.email, u.password).expect(200))!;
    await request(ts.url).post('/api/users/logout-all').set('Authorization', `Bearer ${u.token}`).expect(200);
    for (let i = 0; i < 5; i++) await login(u.email, `saldirgan-${i}`).expect(401);
    await login(u.email, u.password, cookie).expect(429);
  });
});

describe('common and trivial passwords', () => {
  const WEAK = 'Bu şifre çok yaygın veya tahmin edilmesi çok kolay (ör. 123456, aaaaaa, adınız). Lütfen daha uzun veya sıra dışı bir şifre seçin.';

  it.each(['123456', 'aaaaaa', '      ', 'qwerty123', 'galatasaray1905', 'user_weak_reg'])('refuses %j on registration with a Turkish 400', async (password) => {
    const res = await request(ts.url)
      .post('/api/users/register')
      .send({ ...newAccount('weak_reg'), password })
      .expect(400);
    expect(res.body).toEqual({ message: WEAK, code: 'PASSWORD_WEAK', key: 'accounts.PASSWORD_WEAK', params: {} });
  });

  it('accepts a password a person picked with care', async () => {
    await request(ts.url).post('/api/users/register').send({ ...newAccount('strong_reg'), password: 'Sarı-Lacivert-Gece' }).expect(201);
  });

  it('refuses a weak new password on the profile, and on reset, leaving the old one working', async () => {
    const u = await registerAndLogin(ts, 'weak_change');
    const auth = { Authorization: `Bearer ${u.token}` };
    const change = await request(ts.url)
      .put('/api/users/profile')
      .set(auth)
      .send({ username: u.username, firstName: 'Ali', lastName: '', phoneNumber: '', currentPassword: u.password, password: '111111' })
      .expect(400);
    expect(change.body.code).toBe('PASSWORD_WEAK');

    const sent = ts.outbox.length;
    await request(ts.url).post('/api/users/forgot-password').send({ email: u.email }).expect(200);
    const token = linkToken((await mailTo(ts, u.email, sent)).text, 'reset-password');
    const reset = await request(ts.url).put(`/api/users/reset-password/${token}`).send({ password: 'abcdef' }).expect(400);
    expect(reset.body.code).toBe('PASSWORD_WEAK');
    await login(u.email, u.password).expect(200);
    // The link was not spent by the refusal.
    await request(ts.url).put(`/api/users/reset-password/${token}`).send({ password: 'Yeni-Sezon-Kadro' }).expect(200);
  });
});
