import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { userTokens } from '../../db/schema';

/** reset: a password reset; email: confirms a new address; email_cancel: the old address undoes the change. */
export type TokenKind = 'reset' | 'email' | 'email_cancel';

/**
 * How long a mailed link stays valid: one hour for a password reset, a day for an e-mail change, and a
 * week for the old address's cancel link (its owner may read that mailbox only now and then).
 */
export const TOKEN_LIFETIME_MS: Record<TokenKind, number> = { reset: 60 * 60 * 1000, email: 24 * 60 * 60 * 1000, email_cancel: 7 * 24 * 60 * 60 * 1000 };

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Creates a random single-use token and stores only its hash, so a leaked table cannot be used to reset
 * passwords. Older unused tokens of the same kind are retired: only the newest mail works.
 */
export async function issueToken(db: Db, userId: string, kind: TokenKind, newEmail?: string): Promise<string> {
  const token = randomBytes(32).toString('hex');
  await retireTokens(db, userId, [kind]);
  await db.insert(userTokens).values({
    userId,
    kind,
    tokenHash: hashToken(token),
    newEmail: newEmail ?? null,
    expiresAt: new Date(Date.now() + TOKEN_LIFETIME_MS[kind]),
  });
  return token;
}

/** Retires the account's unused links of these kinds (the password or the address they rest on changed). */
export async function retireTokens(db: Db, userId: string, kinds: TokenKind[]) {
  await db
    .update(userTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(userTokens.userId, userId), inArray(userTokens.kind, kinds), isNull(userTokens.usedAt)));
}

/** The account of a live token of this kind (null: none), without spending it: checked before any costly work. */
export async function liveTokenOwner(db: Db, token: string, kind: TokenKind): Promise<string | null> {
  const [row] = await db
    .select({ userId: userTokens.userId })
    .from(userTokens)
    .where(and(eq(userTokens.tokenHash, hashToken(token)), eq(userTokens.kind, kind), isNull(userTokens.usedAt), gt(userTokens.expiresAt, sql`now()`)))
    .limit(1);
  return row?.userId ?? null;
}

/**
 * Marks the token used and returns its row, in one statement so two concurrent uses cannot both
 * succeed; null when it is unknown, already used or expired.
 */
export async function consumeToken(db: Db, token: string, kind: TokenKind) {
  const [row] = await db
    .update(userTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(userTokens.tokenHash, hashToken(token)),
        eq(userTokens.kind, kind),
        isNull(userTokens.usedAt),
        gt(userTokens.expiresAt, sql`now()`),
      ),
    )
    .returning({ userId: userTokens.userId, newEmail: userTokens.newEmail });
  return row ?? null;
}
