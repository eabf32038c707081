import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { userTokens } from '../../db/schema';

export type TokenKind = 'reset' | 'email';

/** How long a mailed link stays valid: one hour for a password reset, a day for an e-mail change. */
export const TOKEN_LIFETIME_MS: Record<TokenKind, number> = { reset: 60 * 60 * 1000, email: 24 * 60 * 60 * 1000 };

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Creates a random single-use token and stores only its hash, so a leaked table cannot be used to reset
 * passwords. Older unused tokens of the same kind are retired: only the newest mail works.
 */
export async function issueToken(db: Db, userId: string, kind: TokenKind, newEmail?: string): Promise<string> {
  const token = randomBytes(32).toString('hex');
  await db
    .update(userTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(userTokens.userId, userId), eq(userTokens.kind, kind), isNull(userTokens.usedAt)));
  await db.insert(userTokens).values({
    userId,
    kind,
    tokenHash: hashToken(token),
    newEmail: newEmail ?? null,
    expiresAt: new Date(Date.now() + TOKEN_LIFETIME_MS[kind]),
  });
  return token;
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
