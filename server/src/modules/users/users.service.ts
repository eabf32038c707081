import { and, eq, ne, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { AppError, badRequest, conflict, unauthorized } from '../../errors';
import { signToken } from '../auth/token';
import { confirmEmailMail, resetPasswordMail } from './users.mails';
import type { registerBody, updateProfileBody } from './users.schemas';
import { consumeToken, issueToken } from './userTokens.service';

const MSG = {
  emailTaken: 'Bu e-posta adresi zaten kullanılıyor.',
  usernameTaken: 'Bu kullanıcı adı zaten alınmış.',
  badLogin: 'E-posta veya şifre hatalı.',
  badLink: 'Geçersiz veya süresi dolmuş bağlantı.',
  gone: 'Oturumunuz geçersiz veya süresi dolmuş. Lütfen tekrar giriş yapın.',
};

const lower = (col: typeof users.email | typeof users.username, value: string) => sql`lower(${col}) = lower(${value})`;

/** Throws the Turkish 409 naming whichever of e-mail and username another account already holds. */
async function assertFree(db: Db, fields: { email?: string; username?: string }, exceptUserId?: string) {
  const conditions = [];
  if (fields.email) conditions.push(lower(users.email, fields.email));
  if (fields.username) conditions.push(lower(users.username, fields.username));
  const taken = await db
    .select({ email: users.email, username: users.username })
    .from(users)
    .where(and(or(...conditions), exceptUserId ? ne(users.id, exceptUserId) : undefined))
    .limit(2);
  if (fields.email && taken.some((u) => u.email.toLowerCase() === fields.email!.toLowerCase())) throw conflict(MSG.emailTaken, 'EMAIL_TAKEN');
  if (taken.length > 0) throw conflict(MSG.usernameTaken, 'USERNAME_TAKEN');
}

/** A unique-index race lost between the check and the write still answers the clear 409. */
function uniqueViolation(err: unknown): AppError | null {
  const e = err as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  const pg = e.code === '23505' ? e : e.cause?.code === '23505' ? e.cause : null;
  if (!pg) return null;
  return pg.constraint?.includes('email') ? conflict(MSG.emailTaken, 'EMAIL_TAKEN') : conflict(MSG.usernameTaken, 'USERNAME_TAKEN');
}

async function write<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    throw uniqueViolation(err) ?? err;
  }
}

async function findUser(db: Db, id: string) {
  const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  // A valid token for an account that no longer exists is no session at all.
  if (!user) throw unauthorized(MSG.gone);
  return user;
}

const profileOf = (u: typeof users.$inferSelect) => ({
  username: u.username,
  email: u.email,
  firstName: u.firstName,
  lastName: u.lastName,
  phoneNumber: u.phoneNumber,
});

export async function register(ctx: AppContext, input: z.output<typeof registerBody>) {
  await assertFree(ctx.db, { email: input.email, username: input.username });
  const passwordHash = await ctx.passwords.hash(input.password);
  await write(() =>
    ctx.db.insert(users).values({
      username: input.username,
      email: input.email,
      firstName: input.firstName,
      lastName: input.lastName,
      phoneNumber: input.phoneNumber,
      passwordHash,
    }),
  );
  return { message: 'Kayıt başarılı! Giriş sayfasına yönlendiriliyorsunuz...' };
}

export async function login(ctx: AppContext, email: string, password: string) {
  const [user] = await ctx.db.select().from(users).where(lower(users.email, email)).limit(1);
  const ok = await ctx.passwords.verify(password, user?.passwordHash);
  if (!user || !ok) throw unauthorized(MSG.badLogin);
  return { token: signToken(ctx.config, { id: user.id, username: user.username }), _id: user.id, username: user.username };
}

/** Mails a reset link if the address has an account; the answer is the same either way. */
export async function forgotPassword(ctx: AppContext, email: string) {
  const [user] = await ctx.db.select().from(users).where(lower(users.email, email)).limit(1);
  if (user) {
    const token = await issueToken(ctx.db, user.id, 'reset');
    try {
      await ctx.mailer.send(resetPasswordMail(ctx.config.APP_URL, user.email, user.username, token));
    } catch (err) {
      // Answering differently would reveal that the address exists; the failure is logged instead.
      ctx.log.error({ err }, 'reset mail could not be sent');
    }
  }
  return { message: 'Bu e-posta adresi kayıtlıysa, şifre sıfırlama bağlantısı gönderildi.' };
}

export async function resetPassword(ctx: AppContext, token: string, password: string) {
  const passwordHash = await ctx.passwords.hash(password);
  const row = await consumeToken(ctx.db, token, 'reset');
  if (!row) throw badRequest(MSG.badLink, 'INVALID_TOKEN');
  await ctx.db.update(users).set({ passwordHash }).where(eq(users.id, row.userId));
  return { message: 'Şifreniz başarıyla sıfırlandı. Giriş sayfasına yönlendiriliyorsunuz...' };
}

export async function getProfile(ctx: AppContext, userId: string) {
  return profileOf(await findUser(ctx.db, userId));
}

export async function updateProfile(ctx: AppContext, userId: string, input: z.output<typeof updateProfileBody>) {
  const user = await findUser(ctx.db, userId);
  let passwordHash: string | undefined;
  if (input.password !== undefined) {
    if (!input.currentPassword) throw badRequest('Mevcut şifrenizi girmelisiniz.', 'CURRENT_PASSWORD_REQUIRED');
    // 400, not 401: a 401 would log the user out of the browser for a typo.
    if (!(await ctx.passwords.verify(input.currentPassword, user.passwordHash))) throw badRequest('Mevcut şifreniz hatalı.', 'WRONG_PASSWORD');
    passwordHash = await ctx.passwords.hash(input.password);
  }
  if (input.username.toLowerCase() !== user.username.toLowerCase()) await assertFree(ctx.db, { username: input.username }, userId);
  const [updated] = await write(() =>
    ctx.db
      .update(users)
      .set({ username: input.username, firstName: input.firstName, lastName: input.lastName, phoneNumber: input.phoneNumber, ...(passwordHash ? { passwordHash } : {}) })
      .where(eq(users.id, userId))
      .returning(),
  );
  const message = passwordHash ? 'Profil ve şifre güncellemesi başarılı.' : 'Profil güncellemesi başarılı.';
  return { ...profileOf(updated), message };
}

export async function requestEmailChange(ctx: AppContext, userId: string, newEmail: string) {
  const user = await findUser(ctx.db, userId);
  if (newEmail === user.email.toLowerCase()) throw badRequest('Lütfen geçerli bir yeni e-posta adresi girin.', 'SAME_EMAIL');
  await assertFree(ctx.db, { email: newEmail }, userId);
  const token = await issueToken(ctx.db, user.id, 'email', newEmail);
  try {
    await ctx.mailer.send(confirmEmailMail(ctx.config.APP_URL, newEmail, user.username, token));
  } catch (err) {
    ctx.log.error({ err }, 'e-mail change mail could not be sent');
    throw new AppError(502, 'MAIL_FAILED', 'Onay linki gönderilirken bir hata oluştu.');
  }
  return { message: 'Onay linki yeni e-posta adresinize gönderildi. Lütfen gelen kutunuzu kontrol edin.' };
}

/** Applies a confirmed e-mail change; the token is spent only if the change goes through. */
export async function confirmEmail(ctx: AppContext, token: string) {
  return write(() =>
    ctx.db.transaction(async (tx) => {
      const row = await consumeToken(tx, token, 'email');
      if (!row?.newEmail) throw badRequest(MSG.badLink, 'INVALID_TOKEN');
      await assertFree(tx, { email: row.newEmail }, row.userId);
      await tx.update(users).set({ email: row.newEmail }).where(eq(users.id, row.userId));
      return { message: 'E-posta adresiniz başarıyla güncellendi.' };
    }),
  );
}
