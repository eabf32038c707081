import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { eq } from 'drizzle-orm';
import { startTestServer, type TestServer } from '../../test/testServer';
import { users } from '../../db/schema';
import { signToken } from '../auth/token';
import { newAccount, registerAndLogin } from '../../test/accounts';

let ts: TestServer;
beforeAll(async () => {
  ts = await startTestServer();
});
afterAll(() => ts.close());

const api = () => request(ts.url);

describe('POST /api/users/register', () => {
  it('creates the account and answers with a message only', async () => {
    const res = await api().post('/api/users/register').send(newAccount('reg1')).expect(201);
    // The message and the entry it is worded from (for a reader who words it himself), nothing of the account.
    expect(Object.keys(res.body).sort()).toEqual(['key', 'message', 'params']);
    expect(res.body.message).toMatch(/başarılı/);
    const [row] = await ts.ctx.db.select().from(users).where(eq(users.email, 'reg1@example.com'));
    expect(row.passwordHash).not.toContain('kale-direk-42');
  });

  it('accepts a missing phone number', async () => {
    const { phoneNumber: _omit, ...rest } = newAccount('nophone');
    await api().post('/api/users/register').send(rest).expect(201);
  });

  it.each([
    ['username', undefined, 'Kullanıcı adı zorunludur.'],
    ['username', 'ab', 'Kullanıcı adı en az 3 karakter olmalıdır.'],
    ['username', 'x'.repeat(31), 'Kullanıcı adı en fazla 30 karakter olabilir.'],
    ['username', 12345, 'Kullanıcı adı metin olmalıdır.'],
    ['firstName', '', 'Ad zorunludur.'],
    ['firstName', 'x'.repeat(51), 'Ad en fazla 50 karakter olabilir.'],
    ['lastName', undefined, 'Soyad zorunludur.'],
    ['email', 'not-an-email', 'Geçerli bir e-posta adresi girin.'],
    ['email', undefined, 'E-posta zorunludur.'],
    ['password', '12345', 'Şifre en az 6 karakter olmalıdır.'],
    ['password', 'x'.repeat(129), 'Şifre en fazla 128 karakter olabilir.'],
    ['password', ['kale-direk-42'], 'Şifre metin olmalıdır.'],
    ['phoneNumber', '1'.repeat(21), 'Telefon numarası en fazla 20 karakter olabilir.'],
    ['phoneNumber', 'call me', 'Telefon numarası yalnızca rakam, boşluk, +, - ve parantez içerebilir.'],
  ])('refuses %s = %j with 400 "%s"', async (field, value, message) => {
    const body: Record<string, unknown> = { ...newAccount(`bad${field}`) };
    if (value === undefined) delete body[field];
    else body[field] = value;
    const res = await api().post('/api/users/register').send(body).expect(400);
    expect(res.body.message).toBe(message);
  });

  it('refuses a taken e-mail or username, whatever the case, with a Turkish 409', async () => {
    await api().post('/api/users/register').send(newAccount('dup')).expect(201);
    const sameEmail = await api().post('/api/users/register').send({ ...newAccount('dup'), username: 'someone_else', email: 'DUP@Example.com' }).expect(409);
    expect(sameEmail.body.message).toBe('Bu e-posta adresi zaten kullanılıyor.');
    const sameName = await api().post('/api/users/register').send({ ...newAccount('dup2'), username: 'USER_DUP' }).expect(409);
    expect(sameName.body.message).toBe('Bu kullanıcı adı zaten alınmış.');
  });

  it('keeps one account when the same registration races itself', async () => {
    const body = newAccount('race');
    const results = await Promise.all([1, 2, 3].map(() => api().post('/api/users/register').send(body)));
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409]);
  });
});

describe('malformed bodies get a 4xx with a message, never a 500', () => {
  it.each([
    ['non-JSON', (r: request.Test) => r.set('Content-Type', 'application/json').send('{"username": '), 400],
    ['a JSON array', (r: request.Test) => r.send([1, 2]), 400],
    ['plain text', (r: request.Test) => r.set('Content-Type', 'text/plain').send('hello'), 400],
    ['no body', (r: request.Test) => r, 400],
    // The e-mail is read by all three calls; 100 kB passes the body limit, 50 kB the field limit.
    ['a 100 kB string', (r: request.Test) => r.send({ ...newAccount('huge'), email: `${'x'.repeat(100 * 1024)}@example.com` }), 413],
    ['a 50 kB string', (r: request.Test) => r.send({ ...newAccount('big'), email: `${'x'.repeat(50_000)}@example.com` }), 400],
    ['a number where text belongs', (r: request.Test) => r.send({ ...newAccount('num'), email: 42 }), 400],
  ])('%s', async (_name, build, status) => {
    for (const path of ['/api/users/register', '/api/users/login', '/api/users/forgot-password']) {
      const res = await build(api().post(path));
      expect(res.status, path).toBe(status);
      expect(typeof res.body.message, path).toBe('string');
    }
  });
});

describe('POST /api/users/login', () => {
  it('returns token, _id and username', async () => {
    await api().post('/api/users/register').send(newAccount('log1')).expect(201);
    const res = await api().post('/api/users/login').send({ email: 'LOG1@example.com', password: 'kale-direk-42' }).expect(200);
    // Plus the language the user chose (null: never chose), for the app to adopt at sign-in (docs/i18n.md).
    expect(Object.keys(res.body).sort()).toEqual(['_id', 'language', 'token', 'username']);
    expect(res.body.language).toBeNull();
    expect(res.body.username).toBe('user_log1');
    await api().get('/api/users/profile').set('Authorization', `Bearer ${res.body.token}`).expect(200);
  });

  it('answers the profile, read or changed, with Cache-Control: no-store (issue 37 item 8)', async () => {
    await api().post('/api/users/register').send(newAccount('log9')).expect(201);
    const { token } = (await api().post('/api/users/login').send({ email: 'log9@example.com', password: 'kale-direk-42' }).expect(200)).body;
    const read = await api().get('/api/users/profile').set('Authorization', `Bearer ${token}`).expect(200);
    expect(read.headers['cache-control']).toBe('no-store');
    const changed = await api().put('/api/users/profile').set('Authorization', `Bearer ${token}`).send({ username: 'user_log9', firstName: 'Ali', lastName: 'Yılmaz', phoneNumber: '' });
    expect([changed.status, changed.headers['cache-control']]).toEqual([200, 'no-store']);
  });

  it('refuses a wrong password and an unknown address with the same message', async () => {
    await api().post('/api/users/register').send(newAccount('log2')).expect(201);
    const wrong = await api().post('/api/users/login').send({ email: 'log2@example.com', password: 'nottheone' }).expect(401);
    const unknown = await api().post('/api/users/login').send({ email: 'nobody@example.com', password: 'kale-direk-42' }).expect(401);
    expect(wrong.body.message).toBe('E-posta veya şifre hatalı.');
    expect(unknown.body.message).toBe(wrong.body.message);
  });

  it.each([
    [{ password: 'kale-direk-42' }, 'E-posta zorunludur.'],
    [{ email: 'log@example.com' }, 'Şifre zorunludur.'],
    [{ email: 'log@example.com', password: '' }, 'Şifre zorunludur.'],
    [{ email: 'nope', password: 'kale-direk-42' }, 'Geçerli bir e-posta adresi girin.'],
  ])('refuses %j with 400', async (body, message) => {
    const res = await api().post('/api/users/login').send(body).expect(400);
    expect(res.body.message).toBe(message);
  });
});

describe('GET and PUT /api/users/profile', () => {
  it('needs a valid token', async () => {
    await api().get('/api/users/profile').expect(401);
    await api().get('/api/users/profile').set('Authorization', 'Bearer forged').expect(401);
    await api().put('/api/users/profile').send({ username: 'x' }).expect(401);
  });

  it('answers the profile fields', async () => {
    const u = await registerAndLogin(ts, 'prof1');
    const res = await api().get('/api/users/profile').set('Authorization', `Bearer ${u.token}`).expect(200);
    expect(res.body).toEqual({ username: 'user_prof1', email: 'prof1@example.com', firstName: 'Ali', lastName: 'Yılmaz', phoneNumber: '+90 555 000 00 00', language: null, notifications: { yourPick: true, pickClockEnding: true, matchdaySoon: true, fullTime: true, kickedOrPaused: true } });
  });

  it('updates the fields and answers the profile plus a success message', async () => {
    const u = await registerAndLogin(ts, 'prof2');
    const res = await api()
      .put('/api/users/profile')
      .set('Authorization', `Bearer ${u.token}`)
      .send({ username: 'prof2_new', firstName: 'Ayşe', lastName: '', phoneNumber: '' })
      .expect(200);
    expect(res.body).toEqual({ username: 'prof2_new', email: 'prof2@example.com', firstName: 'Ayşe', lastName: '', phoneNumber: '', language: null, notifications: { yourPick: true, pickClockEnding: true, matchdaySoon: true, fullTime: true, kickedOrPaused: true }, message: expect.stringContaining('başarılı'), key: 'server.PROFILE_UPDATED', params: {} });
  });

  it('requires username and first name', async () => {
    const u = await registerAndLogin(ts, 'prof3');
    const auth = { Authorization: `Bearer ${u.token}` };
    const noName = await api().put('/api/users/profile').set(auth).send({ firstName: 'A', lastName: 'B', phoneNumber: '' }).expect(400);
    expect(noName.body.message).toBe('Kullanıcı adı zorunludur.');
    const noFirst = await api().put('/api/users/profile').set(auth).send({ username: 'prof3', firstName: '  ', lastName: 'B', phoneNumber: '' }).expect(400);
    expect(noFirst.body.message).toBe('Ad zorunludur.');
  });

  it('refuses a username another account holds', async () => {
    await registerAndLogin(ts, 'prof4a');
    const u = await registerAndLogin(ts, 'prof4b');
    const res = await api()
      .put('/api/users/profile')
      .set('Authorization', `Bearer ${u.token}`)
      .send({ username: 'USER_PROF4A', firstName: 'A', lastName: 'B', phoneNumber: '' })
      .expect(409);
    expect(res.body.message).toBe('Bu kullanıcı adı zaten alınmış.');
    // Changing only the case of one's own name is allowed.
    await api().put('/api/users/profile').set('Authorization', `Bearer ${u.token}`).send({ username: 'USER_PROF4B', firstName: 'A', lastName: 'B', phoneNumber: '' }).expect(200);
  });

  it('changes the password only with the right current password', async () => {
    const u = await registerAndLogin(ts, 'prof5');
    const auth = { Authorization: `Bearer ${u.token}` };
    const base = { username: u.username, firstName: 'Ali', lastName: 'Yılmaz', phoneNumber: '' };
    const missing = await api().put('/api/users/profile').set(auth).send({ ...base, password: 'yeni-forvet-7' }).expect(400);
    expect(missing.body.message).toBe('Mevcut şifrenizi girmelisiniz.');
    const wrong = await api().put('/api/users/profile').set(auth).send({ ...base, currentPassword: 'wrongpass', password: 'yeni-forvet-7' }).expect(400);
    expect(wrong.body.message).toBe('Mevcut şifreniz hatalı.');
    const short = await api().put('/api/users/profile').set(auth).send({ ...base, currentPassword: 'kale-direk-42', password: '123' }).expect(400);
    expect(short.body.message).toBe('Yeni şifre en az 6 karakter olmalıdır.');
    const ok = await api().put('/api/users/profile').set(auth).send({ ...base, currentPassword: 'kale-direk-42', password: 'yeni-forvet-7' }).expect(200);
    expect(ok.body.message).toMatch(/başarılı/);
    await api().post('/api/users/login').send({ email: u.email, password: 'kale-direk-42' }).expect(401);
    await api().post('/api/users/login').send({ email: u.email, password: 'yeni-forvet-7' }).expect(200);
  });

  it('answers 401 when the token names a deleted user', async () => {
    const u = await registerAndLogin(ts, 'gone');
    await ts.ctx.db.delete(users).where(eq(users.id, u.id));
    await api().get('/api/users/profile').set('Authorization', `Bearer ${u.token}`).expect(401);
    await api().put('/api/users/profile').set('Authorization', `Bearer ${u.token}`).send({ username: 'gone', firstName: 'A', lastName: '', phoneNumber: '' }).expect(401);
    await api().post('/api/users/request-email-change').set('Authorization', `Bearer ${u.token}`).send({ newEmail: 'x@example.com' }).expect(401);
  });

  it('answers 401 to a token for an id that never existed', async () => {
    const token = signToken(ts.ctx.config, { id: '00000000-0000-4000-8000-000000000000', username: 'ghost' });
    await api().get('/api/users/profile').set('Authorization', `Bearer ${token}`).expect(401);
  });
});
