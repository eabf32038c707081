import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { eq, sql } from 'drizzle-orm';
import { startTestServer, type TestServer } from '../../test/testServer';
import { userTokens } from '../../db/schema';
import { linkToken, mailTo, newAccount, registerAndLogin } from '../../test/accounts';
import { hashToken } from './userTokens.service';

let ts: TestServer;
beforeAll(async () => {
  ts = await startTestServer({ APP_URL: 'https://onbir.example' });
});
afterAll(() => ts.close());

const api = () => request(ts.url);
const lastMailTo = (to: string) => [...ts.outbox].reverse().find((m) => m.to === to);

async function requestReset(email: string) {
  const before = ts.outbox.length;
  await api().post('/api/users/forgot-password').send({ email }).expect(200);
  return linkToken((await mailTo(ts, email, before)).text, 'reset-password');
}

const expire = (token: string) =>
  ts.ctx.db.update(userTokens).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(userTokens.tokenHash, hashToken(token)));

describe('forgot-password and reset-password', () => {
  it('answers the same whether or not the address exists, and mails only a real account', async () => {
    await api().post('/api/users/register').send(newAccount('fp1')).expect(201);
    const before = ts.outbox.length;
    const known = await api().post('/api/users/forgot-password').send({ email: 'fp1@example.com' }).expect(200);
    const unknown = await api().post('/api/users/forgot-password').send({ email: 'nobody@example.com' }).expect(200);
    expect(unknown.body).toEqual(known.body);
    expect(known.body.message).toMatch(/gönderildi/);
    const mail = await mailTo(ts, 'fp1@example.com', before);
    await ts.ctx.background.settled();
    expect(ts.outbox.length).toBe(before + 1);
    expect(mail.text).toMatch(/^https:\/\/onbir\.example\/reset-password\/[0-9a-f]{64}$/m);
  });

  it('stores only a hash of the token, valid for one hour', async () => {
    await api().post('/api/users/register').send(newAccount('fp2')).expect(201);
    const token = await requestReset('fp2@example.com');
    const rows = await ts.ctx.db.select().from(userTokens).where(eq(userTokens.tokenHash, hashToken(token)));
    expect(rows).toHaveLength(1);
    const lifetime = rows[0].expiresAt.getTime() - rows[0].createdAt.getTime();
    expect(Math.abs(lifetime - 3_600_000)).toBeLessThan(60_000);
    const plain = await ts.ctx.db.select().from(userTokens).where(eq(userTokens.tokenHash, token));
    expect(plain).toHaveLength(0);
  });

  it('resets the password once; the link cannot be reused', async () => {
    await api().post('/api/users/register').send(newAccount('fp3')).expect(201);
    const token = await requestReset('fp3@example.com');
    const res = await api().put(`/api/users/reset-password/${token}`).send({ password: 'brandnew1' }).expect(200);
    expect(res.body.message).toMatch(/başarıyla/);
    await api().post('/api/users/login').send({ email: 'fp3@example.com', password: 'kale-direk-42' }).expect(401);
    await api().post('/api/users/login').send({ email: 'fp3@example.com', password: 'brandnew1' }).expect(200);
    const again = await api().put(`/api/users/reset-password/${token}`).send({ password: 'another1' }).expect(400);
    expect(again.body.message).toBe('Geçersiz veya süresi dolmuş bağlantı.');
  });

  it('refuses an expired link', async () => {
    await api().post('/api/users/register').send(newAccount('fp4')).expect(201);
    const token = await requestReset('fp4@example.com');
    await expire(token);
    const res = await api().put(`/api/users/reset-password/${token}`).send({ password: 'brandnew1' }).expect(400);
    expect(res.body.message).toBe('Geçersiz veya süresi dolmuş bağlantı.');
  });

  it('retires an older link when a newer one is sent', async () => {
    await api().post('/api/users/register').send(newAccount('fp5')).expect(201);
    const first = await requestReset('fp5@example.com');
    const second = await requestReset('fp5@example.com');
    await api().put(`/api/users/reset-password/${first}`).send({ password: 'brandnew1' }).expect(400);
    await api().put(`/api/users/reset-password/${second}`).send({ password: 'brandnew1' }).expect(200);
  });

  it('validates the token and the new password', async () => {
    await api().put('/api/users/reset-password/not-a-token').send({ password: 'brandnew1' }).expect(400);
    await api().put(`/api/users/reset-password/${'a'.repeat(64)}`).send({ password: 'brandnew1' }).expect(400);
    await api().post('/api/users/register').send(newAccount('fp6')).expect(201);
    const token = await requestReset('fp6@example.com');
    const short = await api().put(`/api/users/reset-password/${token}`).send({ password: '12345' }).expect(400);
    expect(short.body.message).toBe('Yeni şifre en az 6 karakter olmalıdır.');
    const missing = await api().put(`/api/users/reset-password/${token}`).send({}).expect(400);
    expect(missing.body.message).toBe('Yeni şifre zorunludur.');
    // A refused password does not spend the link.
    await api().put(`/api/users/reset-password/${token}`).send({ password: 'brandnew1' }).expect(200);
  });
});

describe('request-email-change and confirm-email', () => {
  const send = (token: string, newEmail: unknown, currentPassword: unknown = 'kale-direk-42') =>
    api().post('/api/users/request-email-change').set('Authorization', `Bearer ${token}`).send({ newEmail, currentPassword });

  it('mails a 24-hour link to the new address; confirming it changes the e-mail once', async () => {
    const u = await registerAndLogin(ts, 'em1');
    const res = await send(u.token, 'EM1.new@example.com').expect(200);
    expect(res.body.message).toMatch(/gönderildi/);
    const mail = lastMailTo('em1.new@example.com')!;
    expect(mail.text).toMatch(/https:\/\/onbir\.example\/confirm-email\/[0-9a-f]{64}/);
    const token = linkToken(mail.text, 'confirm-email');
    const [row] = await ts.ctx.db.select().from(userTokens).where(eq(userTokens.tokenHash, hashToken(token)));
    expect(Math.abs(row.expiresAt.getTime() - row.createdAt.getTime() - 86_400_000)).toBeLessThan(60_000);

    const ok = await api().get(`/api/users/confirm-email/${token}`).expect(200);
    expect(ok.body).toEqual({ message: 'E-posta adresiniz başarıyla güncellendi.', key: 'server.EMAIL_CHANGED', params: {} });
    // The change ends every session: the old token is refused, a login with the new address works.
    await api().get('/api/users/profile').set('Authorization', `Bearer ${u.token}`).expect(401);
    const login = await api().post('/api/users/login').send({ email: 'em1.new@example.com', password: 'kale-direk-42' }).expect(200);
    const profile = await api().get('/api/users/profile').set('Authorization', `Bearer ${login.body.token}`).expect(200);
    expect(profile.body.email).toBe('em1.new@example.com');

    const reused = await api().get(`/api/users/confirm-email/${token}`).expect(400);
    expect(reused.body.message).toBe('Geçersiz veya süresi dolmuş bağlantı.');
  });

  it('refuses an expired link', async () => {
    const u = await registerAndLogin(ts, 'em2');
    await send(u.token, 'em2.new@example.com').expect(200);
    const token = linkToken(lastMailTo('em2.new@example.com')!.text, 'confirm-email');
    await expire(token);
    await api().get(`/api/users/confirm-email/${token}`).expect(400);
  });

  it('refuses the same, an empty, a malformed or a taken address', async () => {
    const u = await registerAndLogin(ts, 'em3');
    await registerAndLogin(ts, 'em3other');
    expect((await send(u.token, 'EM3@example.com').expect(400)).body.message).toBe('Lütfen geçerli bir yeni e-posta adresi girin.');
    expect((await send(u.token, '').expect(400)).body.message).toBe('Yeni e-posta zorunludur.');
    expect((await send(u.token, 'nope').expect(400)).body.message).toBe('Geçerli bir yeni e-posta adresi girin.');
    expect((await send(u.token, 42).expect(400)).body.message).toBe('Yeni e-posta metin olmalıdır.');
    expect((await send(u.token, 'em3other@example.com').expect(409)).body.message).toBe('Bu e-posta adresi zaten kullanılıyor.');
    await api().post('/api/users/request-email-change').send({ newEmail: 'x@example.com' }).expect(401);
  });

  it('refuses the change when someone took the address after the link was sent, and keeps the link unused', async () => {
    const u = await registerAndLogin(ts, 'em4');
    await send(u.token, 'em4.new@example.com').expect(200);
    const token = linkToken(lastMailTo('em4.new@example.com')!.text, 'confirm-email');
    await api().post('/api/users/register').send({ ...newAccount('em4thief'), email: 'em4.new@example.com' }).expect(201);
    const res = await api().get(`/api/users/confirm-email/${token}`).expect(409);
    expect(res.body.message).toBe('Bu e-posta adresi zaten kullanılıyor.');
    const [row] = await ts.ctx.db.select().from(userTokens).where(eq(userTokens.tokenHash, hashToken(token)));
    expect(row.usedAt).toBeNull();
  });

  it('answers a malformed confirm token with a message', async () => {
    const res = await api().get('/api/users/confirm-email/xyz').expect(400);
    expect(res.body.message).toBe('Geçersiz veya süresi dolmuş bağlantı.');
  });
});
