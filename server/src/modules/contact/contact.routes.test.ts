import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { eq } from 'drizzle-orm';
import { startTestServer, type TestServer } from '../../test/testServer';
import { contactMessages } from '../../db/schema';

const valid = { name: 'Ayşe Kaya', email: 'ayse@example.com', subject: 'Öneri', message: 'Taktik tahtası harika!' };

describe('POST /api/contact with CONTACT_TO', () => {
  let ts: TestServer;
  beforeAll(async () => {
    ts = await startTestServer({ CONTACT_TO: 'destek@onbir.example' });
  });
  afterAll(() => ts.close());

  it('stores the message, forwards it and answers a message', async () => {
    const res = await request(ts.url).post('/api/contact').send(valid).expect(200);
    expect(res.body).toMatchObject({ key: 'server.CONTACT_SENT', params: {} });
    expect(Object.keys(res.body).sort()).toEqual(['key', 'message', 'params']);
    expect(res.body.message).toMatch(/gönderildi/);
    const rows = await ts.ctx.db.select().from(contactMessages).where(eq(contactMessages.email, 'ayse@example.com'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject(valid);
    const mail = ts.outbox.at(-1)!;
    expect(mail.to).toBe('destek@onbir.example');
    expect(mail.subject).toContain('Öneri');
    expect(mail.text).toContain('ayse@example.com');
    expect(mail.text).toContain('Taktik tahtası harika!');
  });

  it.each([
    ['name', '', 'Ad Soyad zorunludur.'],
    ['email', undefined, 'E-posta zorunludur.'],
    ['email', 'ayse-at-example', 'Geçerli bir e-posta adresi girin.'],
    ['subject', '   ', 'Konu zorunludur.'],
    ['subject', 'x'.repeat(201), 'Konu en fazla 200 karakter olabilir.'],
    ['message', undefined, 'Mesaj zorunludur.'],
    ['message', 'x'.repeat(5001), 'Mesaj en fazla 5000 karakter olabilir.'],
    ['message', { text: 'hi' }, 'Mesaj metin olmalıdır.'],
  ])('refuses %s = %j with 400 "%s"', async (field, value, message) => {
    const body: Record<string, unknown> = { ...valid };
    if (value === undefined) delete body[field];
    else body[field] = value;
    const res = await request(ts.url).post('/api/contact').send(body).expect(400);
    expect(res.body.message).toBe(message);
  });

  it('answers malformed bodies with a 4xx and a message', async () => {
    const broken = await request(ts.url).post('/api/contact').set('Content-Type', 'application/json').send('{"name"').expect(400);
    expect(broken.body.message).toBe('İstek gövdesi geçerli bir JSON değil.');
    const huge = await request(ts.url).post('/api/contact').send({ ...valid, message: 'x'.repeat(100 * 1024) }).expect(413);
    expect(huge.body.message).toBeTruthy();
    const list = await request(ts.url).post('/api/contact').send([valid]).expect(400);
    expect(list.body.message).toBe('İstek gövdesi bir JSON nesnesi olmalıdır.');
  });
});

describe('POST /api/contact without CONTACT_TO', () => {
  let ts: TestServer;
  beforeAll(async () => {
    ts = await startTestServer();
  });
  afterAll(() => ts.close());

  it('stores the message and mails nobody', async () => {
    await request(ts.url).post('/api/contact').send(valid).expect(200);
    expect(await ts.ctx.db.select().from(contactMessages)).toHaveLength(1);
    expect(ts.outbox).toHaveLength(0);
  });
});
