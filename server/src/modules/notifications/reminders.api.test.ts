import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import type { PushPayload } from '@onbir/shared/notifications/schemas';
import { startTestServer, type TestServer } from '../../test/testServer';
import { insertTestPool } from '../../test/roomsPool';
import { roomsKit } from '../../test/rooms';
import type { TestUser } from '../../test/fixtures';
import { startSmtpInbox } from '../../test/smtpInbox';
import { insertDraftedRoom, matchCalls } from '../../test/matchRooms';
import { leagueRoom, leagueSettings } from '../../test/leagueRooms';
import { DrivenClock } from '../../test/drivenClock';
import { decryptPush, newSubscriber, startPushService, type Subscriber } from '../../test/pushService';
import { sendDueReminders } from '../rooms/roomReminders';

// The 10-minute reminders (docs/notifications.md): due from the stored deadlines, each claimed once in the
// database. The clock is driven; the test runs the room clock's reminder sweep itself right after each
// jump (the sweep every second may also have run it: the count must be one either way).
const clock = new DrivenClock();
const MINUTE = 60_000;
let s: TestServer;
let kit: ReturnType<typeof roomsKit>;
let push: Awaited<ReturnType<typeof startPushService>>;
let inbox: Awaited<ReturnType<typeof startSmtpInbox>>;
beforeAll(async () => {
  push = await startPushService();
  inbox = await startSmtpInbox();
  s = await startTestServer({ SMTP_URL: inbox.url, APP_URL: 'http://onbir.test' }, { pushTest: { rewrite: push.rewrite }, clock });
  await insertTestPool(s.ctx, { perPosition: 12 });
  kit = roomsKit(s);
});
afterAll(async () => {
  await s?.close();
  await inbox?.close();
  await push?.close();
});

const pushApi = (user: TestUser, method: 'post' | 'put', path: string) => request(s.url)[method](`/api/push${path}`).set('Authorization', `Bearer ${user.token}`);
async function withPhone(user: TestUser): Promise<Subscriber> {
  const phone = newSubscriber();
  await pushApi(user, 'post', '/subscriptions').send(phone.json).expect(201);
  return phone;
}
/** The pushes of one kind (their tag's prefix) a device got, decrypted. */
const got = (phone: Subscriber, kind: string): PushPayload[] => push.to(phone).map((r) => decryptPush(r, phone)).filter((p) => p.tag.startsWith(`${kind}:`));
/** The sweep, twice at once as two processes would, then its sending settled. */
async function sweepAt(instant: number) {
  clock.advanceTo(instant);
  await Promise.all([sendDueReminders(s.ctx), sendDueReminders(s.ctx)]);
  await s.ctx.background.settled();
}
/** The mails to a member that say `text` (the SMTP stand-in gets them a moment after the send). */
const mailsTo = (u: TestUser, text: string) => () => inbox.mails.filter((m) => m.to.includes(u.email) && m.body.includes(text));
const deadlineOf = async (u: TestUser, roomId: string) => Date.parse((await kit.room(u, roomId)).draft.pickDeadline!);

describe('10 minutes before a slow pick clock runs out', () => {
  it('tells the member on turn once, opening the draft; not a member who switched it off', async () => {
    // Monday 12:00 in Istanbul: a 4 h clock runs out at 16:00, before the quiet night.
    clock.advanceTo(Date.UTC(2030, 0, 7, 9, 0));
    const [a, b] = await kit.users(2);
    const [aPhone, bPhone] = [await withPhone(a), await withPhone(b)];
    await pushApi(a, 'put', '/settings').send({ pickClockEnding: false }).expect(200);
    const roomId = await leagueRoom(kit, [a, b], 0, { roomName: 'Lig Odası' });
    const aDeadline = await deadlineOf(a, roomId);
    await sweepAt(aDeadline - 10 * MINUTE + 1);
    expect(got(aPhone, 'pickEnding'), 'switched off').toEqual([]);

    await kit.call(a, 'post', `/${roomId}/pick-player`, { playerId: 't-gk-1', pickNumber: 0 }).expect(200);
    const deadline = await deadlineOf(b, roomId);
    await sweepAt(deadline - 10 * MINUTE - 1_000);
    expect(got(bPhone, 'pickEnding'), 'not yet').toEqual([]);
    await sweepAt(deadline - 10 * MINUTE);
    await sweepAt(deadline - 5 * MINUTE);
    expect(got(bPhone, 'pickEnding')).toEqual([
      { title: 'Lig Odası: seçim süren bitiyor', body: '2. seçim için en fazla 10 dakikan kaldı; seçmezsen senin yerine seçilecek.', url: `/room/${roomId}/squad-selection`, tag: `pickEnding:${roomId}` },
    ]);
  });

  it('is not sent once the pick was made, and goes by mail in English to a member without push', async () => {
    clock.advanceTo(clock.now() + 86_400_000);
    const [a, b] = await kit.users(2);
    await request(s.url).put('/api/users/language').set('Authorization', `Bearer ${a.token}`).send({ language: 'en' }).expect(200);
    const bPhone = await withPhone(b);
    const roomId = await leagueRoom(kit, [a, b], 0);
    const aDeadline = await deadlineOf(a, roomId);
    await sweepAt(aDeadline - 10 * MINUTE);
    const mails = mailsTo(a, 'pick clock');
    await expect.poll(mails).toHaveLength(1);
    expect(mails()[0].body).toContain('Test Odası: your pick clock is running out');
    expect(mails()[0].body).toContain(`http://onbir.test/room/${roomId}/squad-selection`);

    await kit.call(a, 'post', `/${roomId}/pick-player`, { playerId: 't-gk-1', pickNumber: 0 }).expect(200);
    const bFirst = await deadlineOf(b, roomId);
    // b picks an hour later (a snake: his second pick follows with a fresh 4 h clock); his first clock's reminder time passes.
    clock.advance(60 * MINUTE);
    expect((await kit.pickNext([a, b], roomId)).status).toBe(200);
    await sweepAt(bFirst - 5 * MINUTE);
    expect(got(bPhone, 'pickEnding')).toEqual([]);
    // The second clock has its own reminder.
    await sweepAt((await deadlineOf(b, roomId)) - 10 * MINUTE);
    expect(got(bPhone, 'pickEnding').map((p) => p.body)).toEqual(['3. seçim için en fazla 10 dakikan kaldı; seçmezsen senin yerine seçilecek.']);
  });
});

describe('10 minutes before a matchday', () => {
  it("tells each person who plays, once, in his language, opening the match; not one who switched it off", async () => {
    // Monday 13:00 in Istanbul; matchdays every day at 21:00 (18:00Z).
    clock.advanceTo(Date.UTC(2030, 0, 14, 10, 0));
    const users = await kit.users(4);
    const [a, b, c, d] = users;
    const [aPhone, bPhone, cPhone] = [await withPhone(a), await withPhone(b), await withPhone(c)];
    await request(s.url).put('/api/users/language').set('Authorization', `Bearer ${b.token}`).send({ language: 'en' }).expect(200);
    await pushApi(c, 'put', '/settings').send({ matchdaySoon: false }).expect(200);
    const roomId = await insertDraftedRoom(s.ctx.db, users, { roomName: 'Pazartesi Ligi', league: leagueSettings({ draftMode: 'live' }) });
    await matchCalls(s.url).startTournament(a, roomId).expect(200);
    const kickOff = Date.UTC(2030, 0, 14, 18, 0);
    expect(Date.parse((await kit.room(a, roomId)).nextMatch!.at!)).toBe(kickOff);

    await sweepAt(kickOff - 11 * MINUTE);
    expect(got(aPhone, 'matchday')).toEqual([]);
    await sweepAt(kickOff - 10 * MINUTE);
    await sweepAt(kickOff - 9 * MINUTE);
    const path = `/match/${roomId}`;
    expect(got(aPhone, 'matchday')).toEqual([{ title: 'Pazartesi Ligi: maç günü başlıyor', body: '1. hafta 10 dakika içinde başlıyor. Maçı canlı izlemek için dokun.', url: path, tag: `matchday:${roomId}` }]);
    expect(got(bPhone, 'matchday')).toEqual([{ title: 'Pazartesi Ligi: matchday is starting', body: 'Matchday 1 kicks off within 10 minutes. Tap to watch it live.', url: path, tag: `matchday:${roomId}` }]);
    expect(got(cPhone, 'matchday')).toEqual([]);
    const mails = mailsTo(d, 'maç günü');
    await expect.poll(mails).toHaveLength(1);
    expect(mails()[0].body).toContain(`http://onbir.test${path}`);
  });
});
