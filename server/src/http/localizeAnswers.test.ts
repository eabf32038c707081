import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { io as connect } from 'socket.io-client';
import { startTestServer, type TestServer } from '../test/testServer';
import { newAccount, registerAndLogin, mailTo } from '../test/accounts';

let ts: TestServer;
beforeAll(async () => {
  ts = await startTestServer();
});
afterAll(() => ts.close());

const api = () => request(ts.url);

describe('refusals and answers in the request’s language', () => {
  it('answers English to Accept-Language: en and Turkish otherwise, with the same code', async () => {
    const bad = { ...newAccount('en1'), username: 'ab' };
    // The entry and values the message is worded from come with it, for a reader who words it himself.
    const worded = { code: 'VALIDATION', key: 'validation.FIELD_TOO_SHORT', params: { field: 'USERNAME', min: 3 } };
    const en = await api().post('/api/users/register').set('Accept-Language', 'en-GB,en;q=0.9').send(bad).expect(400);
    expect(en.body).toEqual({ ...worded, message: 'Username must be at least 3 characters.' });
    const tr = await api().post('/api/users/register').set('Accept-Language', 'tr-TR').send(bad).expect(400);
    expect(tr.body).toEqual({ ...worded, message: 'Kullanıcı adı en az 3 karakter olmalıdır.' });
    const none = await api().post('/api/users/register').send(bad).expect(400);
    expect(none.body.message).toBe('Kullanıcı adı en az 3 karakter olmalıdır.');
  });

  it('words a schema message with values from its entry, not from its text', async () => {
    const short = { ...newAccount('en-short'), password: 'abc' };
    const en = await api().post('/api/users/register').set('Accept-Language', 'en').send(short).expect(400);
    expect(en.body).toMatchObject({ code: 'VALIDATION', key: 'validation.FIELD_TOO_SHORT', params: { field: 'PASSWORD', min: 6 } });
    expect(en.body.message).toBe('Password must be at least 6 characters.');
    const tr = await api().post('/api/users/register').send(short).expect(400);
    expect(tr.body.message).toBe('Şifre en az 6 karakter olmalıdır.');
    const email = await api().post('/api/users/register').set('Accept-Language', 'en').send({ ...newAccount('en-mail'), email: 'not-an-address' }).expect(400);
    expect(email.body.message).toBe(`Enter a valid e-mail address.`);
  });

  it('translates success answers, 404s, bad JSON and conflicts', async () => {
    const ok = await api().post('/api/users/register').set('Accept-Language', 'en').send(newAccount('en2')).expect(201);
    expect(ok.body.message).toBe('Registration successful! Taking you to the sign-in page...');
    const taken = await api().post('/api/users/register').set('Accept-Language', 'en').send(newAccount('en2')).expect(409);
    expect(taken.body).toEqual({ code: 'EMAIL_TAKEN', key: 'server.EMAIL_TAKEN', params: {}, message: 'This e-mail address is already in use.' });
    const missing = await api().get('/api/nothing-here').set('Accept-Language', 'en').expect(404);
    expect(missing.body.message).toBe('The requested address was not found.');
    const json = await api().post('/api/users/login').set('Accept-Language', 'en').set('Content-Type', 'application/json').send('{').expect(400);
    expect(json.body.message).toBe('The request body is not valid JSON.');
    const login = await api().post('/api/users/login').set('Accept-Language', 'en').send({ email: 'en2@example.com', password: 'wrong-one-9' }).expect(401);
    expect(login.body.message).toBe('Wrong e-mail or password.');
  });

  it('takes the choice’s cookie when Accept-Language names none of ours', async () => {
    const res = await api().post('/api/users/login').set('Accept-Language', 'de').set('Cookie', 'onbir_lang=en').send({ email: 'x@example.com', password: '' }).expect(400);
    expect(res.body.message).toBe('Password is required.');
  });
});

describe('the saved choice of language', () => {
  it('is set, read back with the profile and at sign-in, and refused when unknown', async () => {
    const u = await registerAndLogin(ts, 'lang1');
    const auth = { Authorization: `Bearer ${u.token}` };
    expect((await api().get('/api/users/profile').set(auth).expect(200)).body.language).toBeNull();
    expect((await api().put('/api/users/language').set(auth).send({ language: 'en' }).expect(200)).body).toEqual({ language: 'en' });
    expect((await api().get('/api/users/profile').set(auth).expect(200)).body.language).toBe('en');
    const login = await api().post('/api/users/login').send({ email: u.email, password: u.password }).expect(200);
    expect(login.body.language).toBe('en');
    const bad = await api().put('/api/users/language').set(auth).set('Accept-Language', 'tr').send({ language: 'de' }).expect(400);
    expect(bad.body.message).toBe('Dil için geçerli bir seçim yapın.');
    await api().put('/api/users/language').send({ language: 'en' }).expect(401);
  });

  it('speaks the saved language to a signed-in request that names none', async () => {
    const u = await registerAndLogin(ts, 'lang2');
    const auth = { Authorization: `Bearer ${u.token}` };
    await api().put('/api/users/language').set(auth).send({ language: 'en' }).expect(200);
    const res = await api().put('/api/users/profile').set(auth).set('Accept-Language', '').send({ username: u.username, firstName: 'A', lastName: '', phoneNumber: '', password: 'yeni-sifre-77' }).expect(400);
    expect(res.body).toEqual({ code: 'CURRENT_PASSWORD_REQUIRED', key: 'accounts.CURRENT_PASSWORD_REQUIRED', params: {}, message: 'Enter your current password.' });
  });

  it('reads it from the server context’s registry, where a saved choice counts at once', async () => {
    const u = await registerAndLogin(ts, 'lang-registry');
    const auth = { Authorization: `Bearer ${u.token}` };
    const wrongPassword = () => api().put('/api/users/profile').set(auth).set('Accept-Language', '').send({ username: u.username, firstName: 'A', lastName: '', phoneNumber: '', password: 'yeni-sifre-77' }).expect(400);
    expect((await wrongPassword()).body.message).toBe('Mevcut şifrenizi girmelisiniz.');
    // Told to this server's registry only (no database write): the next request speaks it.
    ts.ctx.locales.saved(u.id, 'en');
    expect((await wrongPassword()).body.message).toBe('Enter your current password.');
    expect(await ts.ctx.locales.of(u.id)).toBe('en');
  });

  it('mails the reset link in the saved language, else in the language of the request', async () => {
    const saved = await registerAndLogin(ts, 'lang3');
    await api().put('/api/users/language').set({ Authorization: `Bearer ${saved.token}` }).send({ language: 'en' }).expect(200);
    await api().post('/api/users/forgot-password').set('Accept-Language', 'tr').send({ email: saved.email }).expect(200);
    const english = await mailTo(ts, saved.email);
    expect(english.subject).toBe('onbir: reset your password');
    expect(english.text).toContain('Open the link below to reset your password.');

    const unsaved = await registerAndLogin(ts, 'lang4');
    const answer = await api().post('/api/users/forgot-password').set('Accept-Language', 'en').send({ email: unsaved.email }).expect(200);
    expect(answer.body.message).toBe('If this e-mail address is registered, a password reset link has been sent.');
    expect((await mailTo(ts, unsaved.email)).subject).toBe('onbir: reset your password');
    const turkish = await registerAndLogin(ts, 'lang5');
    await api().post('/api/users/forgot-password').send({ email: turkish.email }).expect(200);
    expect((await mailTo(ts, turkish.email)).subject).toBe('onbir: şifre sıfırlama');
  });

  it('mails both e-mail change mails in the saved language', async () => {
    const u = await registerAndLogin(ts, 'lang6');
    const auth = { Authorization: `Bearer ${u.token}` };
    await api().put('/api/users/language').set(auth).send({ language: 'en' }).expect(200);
    await api().post('/api/users/request-email-change').set(auth).send({ newEmail: 'lang6-new@example.com', currentPassword: u.password }).expect(200);
    expect((await mailTo(ts, u.email)).subject).toBe('onbir: a request to change your e-mail address');
    expect((await mailTo(ts, 'lang6-new@example.com')).subject).toBe('onbir: confirm your new e-mail address');
  });
});

describe('socket refusals', () => {
  const open = (auth: object) => connect(ts.url, { auth, transports: ['websocket'], reconnection: false });

  it('refuse a connection in the language its handshake names', async () => {
    for (const [lang, text] of [
      ['en', 'You need to sign in.'],
      [undefined, 'Giriş yapmalısınız.'],
    ] as const) {
      const socket = open({ token: 'forged', lang });
      const error = await new Promise<Error>((resolve) => socket.on('connect_error', resolve));
      socket.close();
      expect(error.message).toBe(text);
    }
  });

  it('answer an event over the flood limit in English', async () => {
    const small = await startTestServer({ SOCKET_EVENTS_PER_SOCKET: '2' });
    try {
      const u = await registerAndLogin(small, 'lang7');
      const socket = connect(small.url, { auth: { token: u.token, lang: 'en' }, transports: ['websocket'], reconnection: false });
      await new Promise<void>((resolve) => socket.on('connect', () => resolve()));
      // The socket is dropped after the refusal, so an event after it is never answered: wait for the refusal only.
      const refusal = await new Promise((resolve) => {
        for (let i = 0; i < 3; i++) {
          void socket
            .timeout(5000)
            .emitWithAck('leaveRoom', { roomId: 'x' })
            .then((answer: { code?: string }) => answer.code === 'SOCKET_FLOOD' && resolve(answer), () => undefined);
        }
        setTimeout(() => resolve(null), 5000);
      });
      socket.close();
      expect(refusal).toEqual({ ok: false, code: 'SOCKET_FLOOD', params: {}, message: 'You are sending requests too fast; please wait a moment.' });
    } finally {
      await small.close();
    }
  });
});
