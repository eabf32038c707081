import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import request from 'supertest';
import { eq } from 'drizzle-orm';
import { startTestServer, type TestServer } from '../test/testServer';
import { users } from '../db/schema';
import { newAccount, registerAndLogin } from '../test/accounts';
import { fillUsernameKeys } from '../modules/users/accounts.repo';
import { createTestUser } from '../test/fixtures';

/** Names that look like another player's, or hide characters, are refused on register and profile. */
let ts: TestServer;
beforeAll(async () => {
  ts = await startTestServer();
});
afterAll(() => ts.close());
const register = (tag: string, username: string) => request(ts.url).post('/api/users/register').send({ ...newAccount(tag), username });

describe('invisible and direction characters', () => {
  it.each([
    ['zero-width only', '\u200B\u200B\u200B\u200B'],
    ['a zero-width space inside', 'kaptan\u200B'],
    ['a bidi override', 'kaptan\u202Enat'],
    ['a soft hyphen', 'kap\u00ADtan'],
    ['a Hangul filler', 'kaptan\u3164'],
  ])('refuses %s with a Turkish 400', async (_what, name) => {
    const res = await register(`inv${name.length}${name.charCodeAt(name.length - 1)}`, name).expect(400);
    expect(res.body.message).toBe('Kullanıcı adı görünmeyen veya yön değiştiren karakterler içeremez.');
  });

  it('refuses a tab as any text field refuses control characters', async () => {
    const res = await register('invtab', 'kap\ttan').expect(400);
    expect(res.body.message).toBe('Kullanıcı adı görünmeyen kontrol karakterleri (ör. NUL) içeremez.');
  });
});

describe('look-alikes', () => {
  beforeAll(async () => {
    await register('orig', 'kaptan_ali').expect(201);
    await register('sukru', 'Şükrü').expect(201);
    await register('hakan', 'HAKAN').expect(201);
    await register('emre', 'emre').expect(201);
  });

  it.each([
    ['Greek capital Eta', 'ΗAKAN'],
    ['Armenian ho', 'հakan'],
    ['Cherokee small letter', 'ꮋakan'],
  ])('refuses %s in "HAKAN" with 409', async (_what, name) => {
    expect((await register(`hk${name.codePointAt(0)}`, name).expect(409)).body.message).toBe('Bu kullanıcı adı zaten alınmış.');
  });

  it('refuses a Cyrillic look-alike the old table lacked', async () => {
    await register('emre2', 'ҽmre').expect(409);
  });

  it.each([
    ['stacked combining marks', 'kaptan_ali\u0301\u0301\u0301', 'Kullanıcı adında bir harfin üzerine birden fazla işaret (aksan) konamaz.'],
    ['the object replacement character', 'kaptan\uFFFC', 'Kullanıcı adı görünmeyen veya yön değiştiren karakterler içeremez.'],
  ])('refuses %s with a Turkish 400', async (_what, name, message) => {
    expect((await register(`odd${name.length}`, name).expect(400)).body.message).toBe(message);
  });

  it.each([
    ['Cyrillic а', 'kаptan_ali'],
    ['Greek ο and dotted capital İ', 'KAPTAN_ALİ'],
    ['dotless ı', 'kaptan_alı'],
    ['a dot for the underscore', 'kaptan.ali'],
    ['full-width letters', 'ｋａｐｔａｎ_ａｌｉ'],
    ['digit 1 for l', 'kaptan_a1i'],
    ['Greek capitals (Kappa, Rho, Nu among them)', 'ΚΑΡΤΑΝ_ALI'],
    ['small capitals', 'ᴋᴀᴘᴛᴀɴ_ᴀʟɪ'],
    ['Armenian vo for n', 'kaptaո_ali'],
    ['Cherokee capitals', 'ᏦᎪᏢᎢᎪN_ᎪLI'],
    ['mathematical bold letters', '𝐤𝐚𝐩𝐭𝐚𝐧_𝐚𝐥𝐢'],
  ])('refuses %s with 409', async (_what, name) => {
    const res = await register(`la${name.codePointAt(1)}${name.length}`, name).expect(409);
    expect(res.body.message).toBe('Bu kullanıcı adı zaten alınmış.');
  });

  it('stores names in NFC, so the decomposed twin of a name is the same name', async () => {
    const twin = 'S\u0327u\u0308kru\u0308';
    expect((await register('sukru2', twin).expect(409)).body.message).toBe('Bu kullanıcı adı zaten alınmış.');
    await register('nfd', 'Gu\u0308l').expect(201);
    const [row] = await ts.ctx.db.select().from(users).where(eq(users.email, 'nfd@example.com'));
    expect(row.username).toBe('Gül');
    expect(row.usernameKey).toBe('gül');
  });

  it('refuses a look-alike on the profile, but lets a player change the case of their own name', async () => {
    const u = await registerAndLogin(ts, 'la_prof');
    const put = (username: string) =>
      request(ts.url).put('/api/users/profile').set('Authorization', `Bearer ${u.token}`).send({ username, firstName: 'Ali', lastName: '', phoneNumber: '' });
    expect((await put('kaptan_aIi').expect(409)).body.message).toBe('Bu kullanıcı adı zaten alınmış.');
    await put('USER_LA_PROF').expect(200);
  });
});

describe('accounts from before the key', () => {
  it('get their key at start-up; of two old look-alikes the second keeps none and the log says so', async () => {
    const first = await createTestUser(ts.ctx, 'eski_oyuncu');
    const twin = await createTestUser(ts.ctx, 'eskı_oyuncu');
    const warnings: unknown[] = [];
    const log = { warn: (o: unknown) => void warnings.push(o) } as unknown as Parameters<typeof fillUsernameKeys>[1];
    await fillUsernameKeys(ts.ctx.db, log);
    const key = async (id: string) => (await ts.ctx.db.select({ k: users.usernameKey }).from(users).where(eq(users.id, id)))[0].k;
    expect(await key(first.id)).toBe('eskl_oyuncu');
    expect(await key(twin.id)).toBeNull();
    expect(warnings).toEqual([{ userId: twin.id }]);
    // The keyed name still refuses look-alikes.
    await register('eski2', 'ESKİ_OYUNCU').expect(409);
  });

  it('get today’s key at start-up when theirs was made by the earlier key function', async () => {
    const old = await createTestUser(ts.ctx, 'HAKAN_EV');
    const twin = await createTestUser(ts.ctx, 'ΗAKAN_EV'); // Greek Eta: the old keys told them apart
    await ts.ctx.db.update(users).set({ usernameKey: 'hakan_ev' }).where(eq(users.id, old.id));
    await ts.ctx.db.update(users).set({ usernameKey: 'ηakan_ev' }).where(eq(users.id, twin.id));
    const warnings: unknown[] = [];
    await fillUsernameKeys(ts.ctx.db, { warn: (o: unknown) => void warnings.push(o) } as unknown as Parameters<typeof fillUsernameKeys>[1]);
    const key = async (id: string) => (await ts.ctx.db.select({ k: users.usernameKey }).from(users).where(eq(users.id, id)))[0].k;
    expect(await key(old.id)).toBe('hakan_ev');
    expect(await key(twin.id)).toBeNull();
    expect(warnings).toContainEqual({ userId: twin.id });
    expect(warnings).not.toContainEqual({ userId: old.id });
  });
});
