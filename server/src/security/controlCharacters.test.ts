import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/testServer';
import { createTestUser, type TestUser } from '../test/fixtures';
import { newAccount } from '../test/accounts';
import { dbChecksum } from './dbChecksum';

/**
 * NUL and other control characters wherever text enters (issue 25 item 9): each answered 400 with the
 * Turkish message naming the field, never a 500, and nothing written.
 */
let ts: TestServer;
let user: TestUser;
let roomId: string;
beforeAll(async () => {
  ts = await startTestServer();
  user = await createTestUser(ts.ctx);
  roomId = (await request(ts.url).post('/api/rooms/create').set('Authorization', `Bearer ${user.token}`).send({ roomName: 'Kontrol' }).expect(201)).body.room._id;
});
afterAll(() => ts.close());

const refusal = (field: string) => `${field} görünmeyen kontrol karakterleri (ör. NUL) içeremez.`;
const auth = () => ({ Authorization: `Bearer ${user.token}` });

describe('text with control characters', () => {
  const cases: Array<[string, () => request.Test, string]> = [
    ['register: username', () => request(ts.url).post('/api/users/register').send({ ...newAccount('nul1'), username: 'kap\u0000tan' }), 'Kullanıcı adı'],
    ['register: first name', () => request(ts.url).post('/api/users/register').send({ ...newAccount('nul2'), firstName: 'Ali\u0000' }), 'Ad'],
    ['register: password', () => request(ts.url).post('/api/users/register').send({ ...newAccount('nul3'), password: 'Sarı-Lacivert\u0000-Gece' }), 'Şifre'],
    ['contact: message', () => request(ts.url).post('/api/contact').send({ name: 'Ali', email: 'a@example.com', subject: 'Konu', message: 'Merhaba\u0000' }), 'Mesaj'],
    ['contact: subject with a line break', () => request(ts.url).post('/api/contact').send({ name: 'Ali', email: 'a@example.com', subject: 'Konu\nSatır', message: 'Merhaba' }), 'Konu'],
    ['room create: name', () => request(ts.url).post('/api/rooms/create').set(auth()).send({ roomName: 'Oda\u0000' }), 'Oda adı'],
    ['profile: last name', () => request(ts.url).put('/api/users/profile').set(auth()).send({ username: user.username, firstName: 'Ali', lastName: 'Y\u001b[31m', phoneNumber: '' }), 'Soyad'],
    ['clubs search (no sign-in)', () => request(ts.url).get('/api/players/clubs?q=%00'), 'Arama metni'],
    ['players search', () => request(ts.url).get('/api/players/search?q=a%00'), 'Arama metni'],
    ['room chat', () => request(ts.url).post(`/api/rooms/${roomId}/chat`).set(auth()).send({ text: 'gol\u0000' }), 'Mesaj'],
    ['room picker search', () => request(ts.url).get(`/api/rooms/${roomId}/available-players?q=%00`).set(auth()), 'Arama metni'],
  ];

  it.each(cases)('%s: 400 with the Turkish message, nothing written', async (_what, send, field) => {
    const before = await dbChecksum(ts.ctx.db);
    const res = await send();
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(refusal(field));
    expect(await dbChecksum(ts.ctx.db)).toBe(before);
  });

  it('keeps line breaks in a contact message', async () => {
    await request(ts.url).post('/api/contact').send({ name: 'Ali', email: 'a@example.com', subject: 'Konu', message: 'Merhaba,\r\niki satır.' }).expect(200);
  });
});

describe('broken text, writing-direction controls and walls of lines (issue 37 item 8)', () => {
  const chat = (text: string) => request(ts.url).post(`/api/rooms/${roomId}/chat`).set(auth()).send({ text });

  it('refuses a room named only U+FFFD, a name of bytes that are no UTF-8 and one with a lone surrogate, and writes nothing', async () => {
    const before = await dbChecksum(ts.ctx.db);
    const invalidUtf8 = Buffer.concat([Buffer.from('{"roomName":"Oda '), Buffer.from([0xff, 0xfe]), Buffer.from('"}')]);
    for (const body of [Buffer.from('{"roomName":"\uFFFD"}'), invalidUtf8, Buffer.from('{"roomName":"Oda \\ud800"}')]) {
      const res = await fetch(`${ts.url}/api/rooms/create`, { method: 'POST', headers: { ...auth(), 'Content-Type': 'application/json' }, body });
      expect([res.status, ((await res.json()) as { message: string }).message], body.toString('hex')).toEqual([400, 'Oda adı bozuk veya okunamayan karakterler (ör. �) içeremez.']);
    }
    const reversed = await request(ts.url).post('/api/rooms/create').set(auth()).send({ roomName: 'Oda \u202Egnirts' });
    expect([reversed.status, reversed.body.message]).toEqual([400, 'Oda adı yazının yönünü değiştiren görünmez karakterler içeremez.']);
    expect(await dbChecksum(ts.ctx.db)).toBe(before);
  });

  it('refuses a chat message of more than 5 line breaks or with a bidi override, in the asker’s language; keeps 5', async () => {
    const before = await dbChecksum(ts.ctx.db);
    const wall = await chat('gol\n'.repeat(60));
    expect([wall.status, wall.body.message]).toEqual([400, 'Mesaj en fazla 5 satır sonu içerebilir.']);
    const english = await request(ts.url).post(`/api/rooms/${roomId}/chat`).set(auth()).set('Accept-Language', 'en').send({ text: 'a\u202Eb' });
    expect([english.status, english.body.message]).toEqual([400, 'Message cannot contain invisible characters that change the writing direction.']);
    expect(await dbChecksum(ts.ctx.db)).toBe(before);
    await chat('1\n2\n3\n4\n5\n6').expect(201);
  });
});
