import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { asc, eq } from 'drizzle-orm';
import request from 'supertest';
import { startTestServer, type TestServer } from '../../test/testServer';
import { insertTestPool } from '../../test/roomsPool';
import { roomsKit } from '../../test/rooms';
import type { TestUser } from '../../test/fixtures';
import { startSmtpInbox } from '../../test/smtpInbox';
import { fixtures } from '../../db/schema';
import { insertDraftedRoom, matchCalls } from '../../test/matchRooms';
import { decryptPush, newSubscriber, startPushService, type Subscriber } from '../../test/pushService';

// The pushes travel as a browser's would: web-push encrypts them to the test's own key pair (aes128gcm) and
// posts them signed to a local push service stand-in, which the test decrypts; mails go over real SMTP.
let s: TestServer;
let kit: ReturnType<typeof roomsKit>;
let push: Awaited<ReturnType<typeof startPushService>>;
let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;
beforeAll(async () => {
  push = await startPushService();
  inbox = await startSmtpInbox();
  s = await startTestServer({ SMTP_URL: inbox.url, APP_URL: 'http://onbir.test' }, { pushTest: { rewrite: push.rewrite } });
  await insertTestPool(s.ctx);
  kit = roomsKit(s);
});
afterAll(async () => {
  await s?.close();
  await inbox?.close();
  await push?.close();
});

const api = (user: TestUser | null, method: 'get' | 'post' | 'put' | 'delete', path: string) => {
  const req = request(s.url)[method](`/api/push${path}`);
  return user ? req.set('Authorization', `Bearer ${user.token}`) : req;
};
const subscribe = (user: TestUser, who: Subscriber) => api(user, 'post', '/subscriptions').send(who.json);
const devices = async (user: TestUser) => (await api(user, 'get', '/settings').expect(200)).body.devices as number;

/** A two-seat room whose draft started (a picks first) and a's first pick made: the turn is b's. */
async function bOnTurn(a: TestUser, b: TestUser): Promise<string> {
  const roomId = await kit.draftingRoom([a, b]);
  await kit.call(a, 'post', `/${roomId}/pick-player`, { playerId: 't-gk-1', pickNumber: 0 }).expect(200);
  return roomId;
}

describe('a push when the turn passes', () => {
  it("reaches the member's device encrypted to its keys, signed with the server's key, saying whose room and opening the draft", async () => {
    const [a, b] = await kit.users(2);
    const phone = newSubscriber();
    expect((await subscribe(b, phone).expect(201)).body.message).toBe('Bildirimler açıldı.');
    const roomId = await bOnTurn(a, b);
    await s.ctx.background.settled();

    const [got] = push.to(phone);
    expect(got, 'a push to b').toBeDefined();
    expect(got.headers['content-encoding']).toBe('aes128gcm');
    const { publicKey } = (await api(null, 'get', '/key').expect(200)).body;
    expect(got.headers.authorization).toMatch(new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${publicKey}$`));
    expect(decryptPush(got, phone)).toEqual({ title: 'Sıra sende: Test Odası', body: '2. seçim senin. Süren işliyor, oyuncunu seç.', url: `/room/${roomId}/squad-selection`, tag: `pick:${roomId}` });
  });

  it("speaks the member's language", async () => {
    const [a, b] = await kit.users(2);
    await request(s.url).put('/api/users/language').set('Authorization', `Bearer ${b.token}`).send({ language: 'en' }).expect(200);
    const phone = newSubscriber();
    await subscribe(b, phone).expect(201);
    await bOnTurn(a, b);
    await s.ctx.background.settled();
    expect(decryptPush(push.to(phone)[0], phone)).toMatchObject({ title: 'Your pick: Test Odası', body: 'Pick 2 is yours. Your clock is running: choose your player.' });
  });

  it('is not sent when the member switched "your pick" off, and the switch is on the profile', async () => {
    const [a, b] = await kit.users(2);
    const phone = newSubscriber();
    await subscribe(b, phone).expect(201);
    const saved = await api(b, 'put', '/settings').send({ yourPick: false }).expect(200);
    expect(saved.body.settings).toEqual({ yourPick: false, pickClockEnding: true, matchdaySoon: true, fullTime: true, kickedOrPaused: true });
    const profile = await request(s.url).get('/api/users/profile').set('Authorization', `Bearer ${b.token}`).expect(200);
    expect(profile.body.notifications.yourPick).toBe(false);
    await bOnTurn(a, b);
    await s.ctx.background.settled();
    expect(push.to(phone)).toEqual([]);
  });

  it('tells the members when the creator pauses the draft, and the kicked member', async () => {
    const [a, b, c] = await kit.users(3);
    const [bPhone, cPhone] = [newSubscriber(), newSubscriber()];
    await subscribe(b, bPhone).expect(201);
    await subscribe(c, cPhone).expect(201);
    const roomId = await kit.draftingRoom([a, b]);
    await kit.call(a, 'post', `/${roomId}/pause-draft`, { paused: true }).expect(200);
    const other = await kit.createRoom(a, { maxPlayers: 3 });
    await kit.call(c, 'post', '/join', { roomId: other }).expect(200);
    await kit.call(a, 'post', '/kick-player', { roomId: other, playerId: c.id }).expect(200);
    await s.ctx.background.settled();
    expect(decryptPush(push.to(bPhone)[0], bPhone)).toMatchObject({ title: 'Test Odası duraklatıldı', url: `/room/${roomId}/squad-selection` });
    expect(decryptPush(push.to(cPhone)[0], cPhone)).toMatchObject({ title: 'Test Odası odasından çıkarıldın', url: '/rooms' });
  });
});

describe('full time', () => {
  it('tells both managers the score and opens the match screen', async () => {
    const [a, b] = await kit.users(2);
    const phone = newSubscriber();
    await subscribe(b, phone).expect(201);
    const roomId = await insertDraftedRoom(s.ctx.db, [a, b], { roomName: 'Final Odası' });
    const match = matchCalls(s.url);
    await match.startTournament(a, roomId).expect(200);
    await match.startNext(a, roomId).expect(200);
    await vi.waitFor(() => expect(push.to(phone)).toHaveLength(1), { timeout: 20_000, interval: 100 });
    const [row] = await s.ctx.db.select().from(fixtures).where(eq(fixtures.roomId, roomId)).orderBy(asc(fixtures.ordinal));
    const name = (u: TestUser) => u.username;
    const [home, away] = row.teamA === a.id ? [a, b] : [b, a];
    expect(decryptPush(push.to(phone)[0], phone)).toEqual({
      title: `Maç sonu: ${name(home)} ${row.goalsA}-${row.goalsB} ${name(away)}`,
      body: 'Final Odası odasındaki maç bitti. Özeti görmek için dokun.',
      url: `/match/${roomId}`,
      tag: `ft:${row.id}`,
    });
    // a has no device: the same by mail.
    expect((await inbox.waitFor(a.email)).body).toContain(`Maç sonu: ${name(home)} ${row.goalsA}-${row.goalsB} ${name(away)}`);
  });
});

describe('without push', () => {
  it('a member with no device gets the e-mail, once however fast the turns come', async () => {
    const [a, b] = await kit.users(2);
    const roomId = await kit.draftingRoom([a, b]);
    const mail = await inbox.waitFor(a.email);
    expect(mail.body).toContain('Sıra sende: Test Odası');
    expect(mail.body).toContain(`http://onbir.test/room/${roomId}/squad-selection`);
    // a picks, b picks twice (snake), a is on turn again: no second mail within the window.
    await kit.call(a, 'post', `/${roomId}/pick-player`, { playerId: 't-gk-1', pickNumber: 0 }).expect(200);
    expect((await kit.pickNext([a, b], roomId)).status).toBe(200);
    expect((await kit.pickNext([a, b], roomId)).status).toBe(200);
    expect((await kit.room(a, roomId)).draft.currentPicker).toBe(a.id);
    await s.ctx.background.settled();
    expect(inbox.mails.filter((m) => m.to.includes(a.email))).toHaveLength(1);
  });

  it('a subscription the push service answers 410 for is deleted', async () => {
    const [a, b] = await kit.users(2);
    const gone = newSubscriber(`/fcm/send/gone/${b.id}`);
    await subscribe(b, gone).expect(201);
    expect(await devices(b)).toBe(1);
    await bOnTurn(a, b);
    await s.ctx.background.settled();
    expect(push.to(gone)).toHaveLength(1);
    expect(await devices(b)).toBe(0);
  });
});

describe('hostile input is refused in words', () => {
  const ok = newSubscriber();
  const withEndpoint = (endpoint: string) => ({ ...ok.json, endpoint });

  it.each([
    ['a plain http address', withEndpoint('http://fcm.googleapis.com/fcm/send/x'), 'Bildirim adresi https ile başlayan geçerli bir adres olmalıdır.'],
    ['no address at all', withEndpoint('not a url'), 'Bildirim adresi https ile başlayan geçerli bir adres olmalıdır.'],
    ['a host that is no push service', withEndpoint('https://evil.example.com/fcm/send/x'), 'Bu adres bilinen bir tarayıcı bildirim servisine ait değil.'],
    ['an inside address', withEndpoint('https://127.0.0.1:6379/x'), 'Bu adres bilinen bir tarayıcı bildirim servisine ait değil.'],
    ['a look-alike host', withEndpoint('https://fcm.googleapis.com.evil.example/x'), 'Bu adres bilinen bir tarayıcı bildirim servisine ait değil.'],
    ['an oversize address', withEndpoint(`https://fcm.googleapis.com/fcm/send/${'x'.repeat(2000)}`), 'Bildirim adresi en fazla 1024 karakter olabilir.'],
    ['a key that is no P-256 point', { ...ok.json, keys: { ...ok.json.keys, p256dh: 'AAAA' } }, 'Bildirim anahtarları geçersiz (p256dh ve auth base64url olmalıdır).'],
    ['an auth secret with other characters', { ...ok.json, keys: { ...ok.json.keys, auth: 'a+b/c=d'.repeat(3) } }, 'Bildirim anahtarları geçersiz (p256dh ve auth base64url olmalıdır).'],
    ['no keys', { endpoint: ok.json.endpoint }, 'Bildirim anahtarları geçersiz (p256dh ve auth base64url olmalıdır).'],
  ])('%s: 400', async (_what, body, message) => {
    const [u] = await kit.users(1);
    const res = await api(u, 'post', '/subscriptions').send(body).expect(400);
    expect(res.body.message).toBe(message);
    expect(await devices(u)).toBe(0);
  });

  it('an oversize body is 413, no token 401, and the answers speak English when asked', async () => {
    const [u] = await kit.users(1);
    await api(u, 'post', '/subscriptions').send({ ...ok.json, pad: 'x'.repeat(200_000) }).expect(413);
    await api(null, 'post', '/subscriptions').send(ok.json).expect(401);
    const en = await api(u, 'post', '/subscriptions').set('Accept-Language', 'en').send(withEndpoint('https://evil.example.com/x')).expect(400);
    expect(en.body.message).toBe('This address belongs to no known browser push service.');
  });

  it("another user's endpoint can be neither deleted nor taken over; the owner's stays", async () => {
    const [owner, other] = await kit.users(2);
    const phone = newSubscriber();
    await subscribe(owner, phone).expect(201);
    const del = await api(other, 'delete', '/subscriptions').send({ endpoint: phone.json.endpoint }).expect(404);
    expect(del.body.message).toBe('Bu bildirim aboneliği bulunamadı.');
    const taken = await subscribe(other, phone).expect(409);
    expect(taken.body.message).toBe('Bu bildirim adresi başka bir hesaba kayıtlı.');
    expect(await devices(owner)).toBe(1);
    await api(owner, 'delete', '/subscriptions').send({ endpoint: phone.json.endpoint }).expect(200);
    expect(await devices(owner)).toBe(0);
  });

  it('keeps the newest five devices of an account', async () => {
    const [u] = await kit.users(1);
    for (let i = 0; i < 7; i++) await subscribe(u, newSubscriber()).expect(201);
    expect(await devices(u)).toBe(5);
  });

  it('refuses unknown or non-boolean switches', async () => {
    const [u] = await kit.users(1);
    for (const body of [{ bogus: true }, { yourPick: 'no' }, {}]) {
      expect((await api(u, 'put', '/settings').send(body).expect(400)).body.message).toBe('Bildirim ayarları geçersiz.');
    }
  });
});
