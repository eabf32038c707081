import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { answerWith, wording, type Wording } from '@onbir/shared/messages/wording';
import { isLocale, type Locale } from '@onbir/shared/text/locale';
import type { AppContext } from '../../context';
import { users } from '../../db/schema';
import { badRequest, unauthorized, wordedError } from '../../errors';
import { inBackground } from '../../mail/background';
import { signToken } from '../auth/token';
import { loginThrottleOf } from '../auth/loginThrottle';
import type { Device } from '../auth/deviceCookie';
import { assertStrongPassword } from '../auth/passwordPolicy';
import { NEXT_TOKEN_VERSION, sessionsOf } from '../auth/sessions';
import { assertFree, byEmail, findUser, MSG, write } from './accounts.repo';
import { resetPasswordMail } from './users.mails';
import type { registerBody, updateProfileBody } from './users.schemas';
import { consumeToken, issueToken, liveTokenOwner, retireTokens } from './userTokens.service';
import { usernameKey } from '@onbir/shared/text/lookalike';
import { notificationSettingsOf } from '@onbir/shared/notifications/settings';

const profileOf = (u: typeof users.$inferSelect) => ({
  username: u.username,
  email: u.email,
  firstName: u.firstName,
  lastName: u.lastName,
  phoneNumber: u.phoneNumber,
  /** The interface language the user chose, or null: the app then keeps the browser's. */
  language: isLocale(u.language) ? u.language : null,
  /** Which notifications the user gets (docs/notifications.md), all on until switched off. */
  notifications: notificationSettingsOf(u.notifications),
});

const tokenOf = (ctx: AppContext, u: { id: string; username: string; tokenVersion: number }) =>
  signToken(ctx.config, { id: u.id, username: u.username, ver: u.tokenVersion });

/** A refusal that passes with time, with the seconds to wait (sent as Retry-After). */
const retryLater = (status: number, code: string, w: Wording, seconds: number) =>
  Object.assign(wordedError(status, code, w), { retryAfterSeconds: seconds });

const strongEnough = (ctx: AppContext, password: string, about: Array<string | undefined>) =>
  assertStrongPassword(password, ctx.config.PASSWORD_MIN_GUESSES_LOG10, about);

export async function register(ctx: AppContext, input: z.output<typeof registerBody>) {
  strongEnough(ctx, input.password, [input.username, input.email, input.firstName, input.lastName]);
  await assertFree(ctx.db, { email: input.email, username: input.username });
  const passwordHash = await ctx.passwords.hash(input.password);
  await write(() =>
    ctx.db.insert(users).values({
      username: input.username,
      usernameKey: usernameKey(input.username),
      email: input.email,
      firstName: input.firstName,
      lastName: input.lastName,
      phoneNumber: input.phoneNumber,
      passwordHash,
    }),
  );
  return answerWith(wording('server', 'REGISTERED'));
}

/**
 * Checks the password unless the e-mail is locked by repeated failures (loginThrottle.ts): a locked
 * e-mail is answered 429 at once, without hashing, the same for an address that has no account. A
 * browser that brings a device cookie of this account (deviceCookie.ts) is counted on its own, so the
 * account's lock does not hold its owner out. Every attempt is counted before the password is compared.
 */
export async function login(ctx: AppContext, email: string, password: string, device: Device | null) {
  const throttle = loginThrottleOf(ctx);
  const [user] = await ctx.db.select().from(users).where(byEmail(email)).limit(1);
  const trusted = device && user && device.userId === user.id && device.version === user.tokenVersion;
  const key = trusted ? `device:${device.nonce}` : email;
  const lockedMs = await throttle.attempt(key);
  if (lockedMs > 0) throw retryLater(429, 'LOGIN_LOCKED', wording('accounts', 'LOGIN_LOCKED', { wait: Math.ceil(lockedMs / 1000) }), Math.ceil(lockedMs / 1000));
  const ok = await ctx.passwords.verify(password, user?.passwordHash);
  if (!user || !ok) throw unauthorized(MSG.badLogin);
  await throttle.succeeded(key);
  return { answer: { token: tokenOf(ctx, user), _id: user.id, username: user.username, language: isLocale(user.language) ? user.language : null }, account: { id: user.id, tokenVersion: user.tokenVersion } };
}

/**
 * Mails a reset link if the address has an account; the answer is the same either way, and it is sent
 * before the link is made and mailed, so its time does not tell whether the account exists.
 */
export async function forgotPassword(ctx: AppContext, email: string, requestLocale: Locale) {
  const [user] = await ctx.db.select({ id: users.id, email: users.email, username: users.username, language: users.language }).from(users).where(byEmail(email)).limit(1);
  if (user) {
    inBackground(ctx, 'reset mail', async () => {
      const token = await issueToken(ctx.db, user.id, 'reset');
      await ctx.mailer.send(resetPasswordMail(ctx.config.APP_URL, user.email, user.username, token, isLocale(user.language) ? user.language : requestLocale));
    });
  }
  return answerWith(wording('server', 'RESET_LINK_SENT'));
}

/**
 * Sets the new password and ends every session: the link is checked before the (costly) hash, so random
 * links cost a lookup only; pending e-mail changes and other reset links are cancelled with it.
 */
export async function resetPassword(ctx: AppContext, token: string, password: string) {
  const owner = await liveTokenOwner(ctx.db, token, 'reset');
  if (!owner) throw badRequest(MSG.badLink, 'INVALID_TOKEN');
  const [about] = await ctx.db.select({ username: users.username, email: users.email, firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, owner));
  strongEnough(ctx, password, Object.values(about ?? {}));
  const passwordHash = await ctx.passwords.hash(password);
  const changed = await ctx.db.transaction(async (tx) => {
    const row = await consumeToken(tx, token, 'reset');
    if (!row) throw badRequest(MSG.badLink, 'INVALID_TOKEN');
    const [u] = await tx.update(users).set({ passwordHash, tokenVersion: NEXT_TOKEN_VERSION }).where(eq(users.id, row.userId)).returning({ id: users.id, v: users.tokenVersion });
    await retireTokens(tx, row.userId, ['reset', 'email']);
    return u;
  });
  if (changed) sessionsOf(ctx).ended(changed.id, changed.v);
  return answerWith(wording('server', 'PASSWORD_RESET'));
}

export async function getProfile(ctx: AppContext, userId: string) {
  return profileOf(await findUser(ctx.db, userId));
}

/**
 * Updates the profile. A new password needs the current one, ends every other session (and the mailed
 * reset and e-mail-change links), and the answer carries a fresh token for the device that changed it.
 */
export async function updateProfile(ctx: AppContext, userId: string, input: z.output<typeof updateProfileBody>) {
  const user = await findUser(ctx.db, userId);
  let passwordHash: string | undefined;
  if (input.password !== undefined) {
    if (!input.currentPassword) throw badRequest(wording('accounts', 'CURRENT_PASSWORD_REQUIRED'), 'CURRENT_PASSWORD_REQUIRED');
    // 400, not 401: a 401 would log the user out of the browser for a typo.
    if (!(await ctx.passwords.verify(input.currentPassword, user.passwordHash))) throw badRequest(wording('accounts', 'WRONG_PASSWORD'), 'WRONG_PASSWORD');
    strongEnough(ctx, input.password, [input.username, user.email, input.firstName, input.lastName]);
    passwordHash = await ctx.passwords.hash(input.password);
  }
  const key = usernameKey(input.username);
  if (key !== usernameKey(user.username)) await assertFree(ctx.db, { username: input.username }, userId);
  const updated = await write(() =>
    ctx.db.transaction(async (tx) => {
      const [row] = await tx
        .update(users)
        .set({
          username: input.username,
          usernameKey: key,
          firstName: input.firstName,
          lastName: input.lastName,
          phoneNumber: input.phoneNumber,
          ...(passwordHash ? { passwordHash, tokenVersion: NEXT_TOKEN_VERSION } : {}),
        })
        .where(eq(users.id, userId))
        .returning();
      if (passwordHash) await retireTokens(tx, userId, ['reset', 'email']);
      return row;
    }),
  );
  if (!passwordHash) return { ...profileOf(updated), ...answerWith(wording('server', 'PROFILE_UPDATED')) };
  sessionsOf(ctx).ended(userId, updated.tokenVersion);
  return { ...profileOf(updated), ...answerWith(wording('server', 'PROFILE_AND_PASSWORD_UPDATED')), token: tokenOf(ctx, updated) };
}

/** Keeps the interface language the user chose: their mails and refusals follow it on every device. */
export async function setLanguage(ctx: AppContext, userId: string, language: Locale) {
  const [row] = await ctx.db.update(users).set({ language }).where(eq(users.id, userId)).returning({ language: users.language });
  if (!row) throw unauthorized(wording('accounts', 'SESSION_ENDED'));
  ctx.locales.saved(userId, language);
  return { language };
}

/** "Tüm oturumlardan çık": every token of the account, this one included, stops working. */
export async function logoutEverywhere(ctx: AppContext, userId: string) {
  if (!(await sessionsOf(ctx).endAll(userId))) throw unauthorized(wording('accounts', 'SESSION_ENDED'));
  return answerWith(wording('accounts', 'LOGGED_OUT_EVERYWHERE'));
}
