import { and, eq, isNull, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { conflict, unauthorized, type AppError } from '../../errors';
import { wording } from '@onbir/shared/messages/wording';
import type { Logger } from '../../logger';
import { usernameKey } from '@onbir/shared/text/lookalike';

/** The users table as the account flows read and write it. */
export const MSG = {
  emailTaken: wording('server', 'EMAIL_TAKEN'),
  usernameTaken: wording('accounts', 'USERNAME_TAKEN'),
  badLogin: wording('server', 'BAD_LOGIN'),
  badLink: wording('server', 'INVALID_TOKEN'),
};

export const byEmail = (email: string) => sql`lower(${users.email}) = lower(${email})`;

/**
 * Throws the Turkish 409 naming whichever of e-mail and username another account already holds. A
 * username is taken when another's looks like it (same username_key) or, for rows without a key yet,
 * differs only in case.
 */
export async function assertFree(db: Db, fields: { email?: string; username?: string }, exceptUserId?: string) {
  const conditions = [];
  if (fields.email) conditions.push(byEmail(fields.email));
  if (fields.username) {
    conditions.push(eq(users.usernameKey, usernameKey(fields.username)));
    conditions.push(sql`lower(${users.username}) = lower(${fields.username})`);
  }
  const taken = await db
    .select({ email: users.email })
    .from(users)
    .where(and(or(...conditions), exceptUserId ? ne(users.id, exceptUserId) : undefined))
    .limit(2);
  if (fields.email && taken.some((u) => u.email.toLocaleLowerCase('en') === fields.email!.toLocaleLowerCase('en'))) throw conflict(MSG.emailTaken, 'EMAIL_TAKEN');
  if (taken.length > 0) throw conflict(MSG.usernameTaken, 'USERNAME_TAKEN');
}

/** A unique-index race lost between the check and the write still answers the clear 409. */
function uniqueViolation(err: unknown): AppError | null {
  const e = err as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  const pg = e.code === '23505' ? e : e.cause?.code === '23505' ? e.cause : null;
  if (!pg) return null;
  return pg.constraint?.includes('email') ? conflict(MSG.emailTaken, 'EMAIL_TAKEN') : conflict(MSG.usernameTaken, 'USERNAME_TAKEN');
}

export async function write<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    throw uniqueViolation(err) ?? err;
  }
}

export async function findUser(db: Db, id: string) {
  const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  // A valid token for an account that no longer exists is no session at all.
  if (!user) throw unauthorized(wording('accounts', 'SESSION_ENDED'));
  return user;
}

/**
 * Gives every account whose username_key is missing or not today's its key: rows from before migration
 * 0006, rows written around the service, and keys made by an earlier usernameKey (the key function
 * grew: UTS #39 skeleton). Stale keys are cleared first, then keys are given oldest account first: of
 * two old names that now share a key the older keeps it; the newer keeps working without a key, so it
 * still refuses look-alikes through its owner's, and is logged.
 */
export async function fillUsernameKeys(db: Db, log: Logger) {
  const all = await db.select({ id: users.id, username: users.username, key: users.usernameKey }).from(users).orderBy(users.createdAt, users.id);
  const stale = all.filter((r) => r.key !== null && r.key !== usernameKey(r.username));
  for (const row of stale) await db.update(users).set({ usernameKey: null }).where(eq(users.id, row.id));
  for (const row of all.filter((r) => r.key === null || stale.includes(r))) {
    try {
      await db
        .update(users)
        .set({ usernameKey: usernameKey(row.username) })
        .where(and(eq(users.id, row.id), isNull(users.usernameKey)));
    } catch (err) {
      if (!uniqueViolation(err)) throw err;
      log.warn({ userId: row.id }, 'username looks like another account’s; left without a username key');
    }
  }
}
