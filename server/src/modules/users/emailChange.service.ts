import { eq } from 'drizzle-orm';
import { answerWith, wording } from '@onbir/shared/messages/wording';
import { isLocale, type Locale } from '@onbir/shared/text/locale';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { AppError, badRequest } from '../../errors';
import { NEXT_TOKEN_VERSION, sessionsOf } from '../auth/sessions';
import { assertFree, findUser, MSG, write } from './accounts.repo';
import { confirmEmailMail, emailChangeNoticeMail } from './users.mails';
import { consumeToken, issueToken, retireTokens } from './userTokens.service';

/** Sets the account's address and ends its sessions (the caller tells the sessions after the commit). */
async function setEmail(tx: Db, userId: string, email: string) {
  const [u] = await tx.update(users).set({ email, tokenVersion: NEXT_TOKEN_VERSION }).where(eq(users.id, userId)).returning({ id: users.id, v: users.tokenVersion });
  return u;
}

/**
 * Moving an account to another address. It needs the current password (a stolen session is not enough),
 * the new address confirms it, and the old address is told with a link that cancels the change, or
 * undoes it when it already went through, for a week.
 */
export async function requestEmailChange(ctx: AppContext, userId: string, newEmail: string, currentPassword: string, requestLocale: Locale) {
  const user = await findUser(ctx.db, userId);
  if (newEmail === user.email.toLocaleLowerCase('en')) throw badRequest(wording('server', 'SAME_EMAIL'), 'SAME_EMAIL');
  if (!(await ctx.passwords.verify(currentPassword, user.passwordHash))) throw badRequest(wording('accounts', 'WRONG_PASSWORD'), 'WRONG_PASSWORD');
  await assertFree(ctx.db, { email: newEmail }, userId);
  const token = await issueToken(ctx.db, user.id, 'email', newEmail);
  // The cancel link remembers the address to go back to.
  const cancel = await issueToken(ctx.db, user.id, 'email_cancel', user.email);
  // In the language the user chose, else the one this request came in.
  const locale = isLocale(user.language) ? user.language : requestLocale;
  try {
    // The old address first: without its warning the change does not start.
    await ctx.mailer.send(emailChangeNoticeMail(ctx.config.APP_URL, user.email, user.username, newEmail, cancel, locale));
    await ctx.mailer.send(confirmEmailMail(ctx.config.APP_URL, newEmail, user.username, token, locale));
  } catch (err) {
    ctx.log.error({ err }, 'e-mail change mail could not be sent');
    await retireTokens(ctx.db, user.id, ['email', 'email_cancel']);
    throw new AppError(502, 'MAIL_FAILED', wording('server', 'MAIL_FAILED'));
  }
  return answerWith(wording('server', 'EMAIL_CHANGE_SENT'));
}

/**
 * Applies a confirmed e-mail change; the token is spent only if the change goes through. Every session
 * ends and reset links mailed to the old address stop working.
 */
export async function confirmEmail(ctx: AppContext, token: string) {
  const changed = await write(() =>
    ctx.db.transaction(async (tx) => {
      const row = await consumeToken(tx, token, 'email');
      if (!row?.newEmail) throw badRequest(MSG.badLink, 'INVALID_TOKEN');
      await assertFree(tx, { email: row.newEmail }, row.userId);
      await retireTokens(tx, row.userId, ['reset']);
      return setEmail(tx, row.userId, row.newEmail);
    }),
  );
  if (changed) sessionsOf(ctx).ended(changed.id, changed.v);
  return answerWith(wording('server', 'EMAIL_CHANGED'));
}

/**
 * The old address's link: cancels a pending change, or puts the old address back when the change was
 * already confirmed, and ends every session (whoever asked for the change is logged out).
 */
export async function cancelEmailChange(ctx: AppContext, token: string) {
  const changed = await write(() =>
    ctx.db.transaction(async (tx) => {
      const row = await consumeToken(tx, token, 'email_cancel');
      if (!row?.newEmail) throw badRequest(MSG.badLink, 'INVALID_TOKEN');
      await retireTokens(tx, row.userId, ['email', 'reset']);
      const [current] = await tx.select({ email: users.email }).from(users).where(eq(users.id, row.userId)).limit(1);
      if (!current) throw badRequest(MSG.badLink, 'INVALID_TOKEN');
      if (current.email !== row.newEmail) await assertFree(tx, { email: row.newEmail }, row.userId);
      return setEmail(tx, row.userId, row.newEmail);
    }),
  );
  sessionsOf(ctx).ended(changed.id, changed.v);
  return answerWith(wording('accounts', 'EMAIL_CHANGE_CANCELLED'));
}
