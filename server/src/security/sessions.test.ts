import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import request from 'supertest';
import { eq, sql } from 'drizzle-orm';
import { io as connect, type Socket } from 'socket.io-client';
import { startTestServer, type TestServer } from '../test/testServer';
import { users } from '../db/schema';
import { sessionsOf } from '../modules/auth/sessions';
import { linkToken, mailTo, registerAndLogin } from '../test/accounts';

/** Sessions end: a token signed before a password change, a reset or "Tüm oturumlardan çık" is refused. */
let ts: TestServer;
const sockets: Socket[] = [];
beforeAll(async () => {
  ts = await startTestServer();
});
afterAll(async () => {
  sockets.forEach((s) => s.close());
  await ts.close();
});

const api = () => request(ts.url);
const profile = (token: string) => api().get('/api/users/profile').set('Authorization', `Bearer ${token}`);
const roomsList = (token: string) => api().get('/api/rooms').set('Authorization', `Bearer ${token}`);

function openSocket(url: string, token: string) {
  return new Promise<Socket>((resolve, reject) => {
    const s = connect(url, { auth: { token }, transports: ['websocket'], reconnection: false });
    sockets.push(s);
    s.once('connect', () => resolve(s));
    s.once('connect_error', reject);
  });
}
const disconnected = (s: Socket) =>
  new Promise<string>((resolve) => {
    if (s.disconnected) return resolve('already');
    s.once('disconnect', (reason) => resolve(reason));
  });

describe('a token from before a password change or reset', () => {
  it('is refused after the profile password change, and its socket is closed; the answer carries a new token', async () => {
    const u = await registerAndLogin(ts, 'ses1');
    const socket = await openSocket(ts.url, u.token);
    const closed = disconnected(socket);
    const res = await api()
      .put('/api/users/profile')
      .set('Authorization', `Bearer ${u.token}`)
      .send({ username: u.username, firstName: 'Ali', lastName: 'Yılmaz', phoneNumber: '', currentPassword: u.password, password: 'newpass12' })
      .expect(200);
    expect(await closed).toBe('io server disconnect');
    const old = await profile(u.token).expect(401);
    expect(old.body.message).toBe('Oturumunuz geçersiz veya süresi dolmuş. Lütfen tekrar giriş yapın.');
    await roomsList(u.token).expect(401);
    await expect(openSocket(ts.url, u.token)).rejects.toThrow(/Oturumunuz/);
    // The device that changed it stays logged in with the token of the answer.
    expect(typeof res.body.token).toBe('string');
    await profile(res.body.token).expect(200);
  });

  it('is refused after a password reset, and its socket is closed', async () => {
    const u = await registerAndLogin(ts, 'ses2');
    const socket = await openSocket(ts.url, u.token);
    const closed = disconnected(socket);
    await api().post('/api/users/forgot-password').send({ email: u.email }).expect(200);
    const mail = await mailTo(ts, u.email);
    await api().put(`/api/users/reset-password/${linkToken(mail.text, 'reset-password')}`).send({ password: 'brandnew1' }).expect(200);
    expect(await closed).toBe('io server disconnect');
    await profile(u.token).expect(401);
    const fresh = await api().post('/api/users/login').send({ email: u.email, password: 'brandnew1' }).expect(200);
    await profile(fresh.body.token).expect(200);
  });
});

describe('Tüm oturumlardan çık', () => {
  it('ends every session of the account, on every device, and no other account', async () => {
    const u = await registerAndLogin(ts, 'ses3');
    const other = await registerAndLogin(ts, 'ses3other');
    const second = (await api().post('/api/users/login').send({ email: u.email, password: u.password }).expect(200)).body.token as string;
    const socket = await openSocket(ts.url, second);
    const otherSocket = await openSocket(ts.url, other.token);
    const closed = disconnected(socket);
    const res = await api().post('/api/users/logout-all').set('Authorization', `Bearer ${u.token}`).expect(200);
    expect(res.body.message).toBe('Tüm oturumlarınız kapatıldı. Lütfen tekrar giriş yapın.');
    expect(await closed).toBe('io server disconnect');
    await profile(u.token).expect(401);
    await profile(second).expect(401);
    await profile(other.token).expect(200);
    expect(otherSocket.connected).toBe(true);
    await api().post('/api/users/logout-all').expect(401);
    // Logging in again works.
    const again = await api().post('/api/users/login').send({ email: u.email, password: u.password }).expect(200);
    await profile(again.body.token).expect(200);
  });
});

describe('checked on every request and socket event', () => {
  it('refuses a deleted account on every authenticated route and socket', async () => {
    const u = await registerAndLogin(ts, 'ses4');
    const socket = await openSocket(ts.url, u.token);
    await ts.ctx.db.delete(users).where(eq(users.id, u.id));
    sessionsOf(ts.ctx).forget(u.id);
    await roomsList(u.token).expect(401);
    const closed = disconnected(socket);
    const ack = await socket.timeout(2000).emitWithAck('joinRoom', 'x').catch(() => null);
    expect(ack).toEqual({ ok: false, code: 'SESSION_ENDED', key: 'accounts.SESSION_ENDED', params: {}, message: 'Oturumunuz geçersiz veya süresi dolmuş. Lütfen tekrar giriş yapın.' });
    expect(await closed).toBe('io server disconnect');
    await expect(openSocket(ts.url, u.token)).rejects.toThrow();
  });

  it('checks a burst of one account’s sockets with one read of its session, not one each', async () => {
    // Issue 25's flood bench: 300 sockets of one account connecting at once just after its cached version
    // expired queued 300 reads on the embedded database, and every other user's queries waited behind them.
    const u = await registerAndLogin(ts, 'ses7');
    sessionsOf(ts.ctx).forget(u.id);
    const select = vi.spyOn(ts.ctx.db, 'select');
    try {
      const opened = await Promise.all(Array.from({ length: 8 }, () => openSocket(ts.url, u.token)));
      const versionReads = select.mock.calls.filter(([fields]) => typeof fields === 'object' && fields !== null && 'v' in fields);
      expect(versionReads).toHaveLength(1);
      expect(opened.every((s) => s.connected)).toBe(true);
    } finally {
      select.mockRestore();
    }
  });

  it('closes a socket at its next event when another process ended the session', async () => {
    const u = await registerAndLogin(ts, 'ses5');
    const socket = await openSocket(ts.url, u.token);
    // What another process does: the version grows in the database and this process hears of it.
    await ts.ctx.db.update(users).set({ tokenVersion: sql`${users.tokenVersion} + 1` }).where(eq(users.id, u.id));
    sessionsOf(ts.ctx).forget(u.id);
    const closed = disconnected(socket);
    socket.emit('joinRoom', 'x');
    expect(await closed).toBe('io server disconnect');
  });
});

describe('a token that expires', () => {
  let short: TestServer;
  beforeAll(async () => {
    short = await startTestServer({ JWT_EXPIRES_IN: '2s' });
  });
  afterAll(() => short.close());

  it('closes its socket when it expires', async () => {
    const u = await registerAndLogin(short, 'ses6');
    const socket = await openSocket(short.url, u.token);
    const started = Date.now();
    expect(await disconnected(socket)).toBe('io server disconnect');
    // The token lives 2 s from its login: closed then, not at the next event (there is none).
    expect(Date.now() - started).toBeLessThan(6000);
  });
});
