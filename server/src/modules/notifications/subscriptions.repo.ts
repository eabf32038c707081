import { and, desc, eq, inArray, notInArray } from 'drizzle-orm';
import { SUBSCRIPTIONS_PER_USER, type PushSubscriptionInput } from '@onbir/shared/notifications/schemas';
import { notificationSettingsOf, type NotificationSettings } from '@onbir/shared/notifications/settings';
import { isLocale, type Locale } from '@onbir/shared/text/locale';
import type { Db } from '../../db/client';
import { pushSubscriptions, users } from '../../db/schema';

export type StoredSubscription = typeof pushSubscriptions.$inferSelect;

/**
 * Keeps a browser's subscription for this user (the same endpoint again updates its keys) and lets the
 * oldest go beyond SUBSCRIPTIONS_PER_USER. False when the endpoint belongs to another account.
 */
export async function saveSubscription(db: Db, userId: string, sub: PushSubscriptionInput): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(pushSubscriptions)
      .values({ userId, endpoint: sub.endpoint, p256dh: sub.keys.p256dh, auth: sub.keys.auth })
      .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: { p256dh: sub.keys.p256dh, auth: sub.keys.auth }, setWhere: eq(pushSubscriptions.userId, userId) })
      .returning({ id: pushSubscriptions.id });
    if (!row) return false;
    const keep = tx
      .select({ id: pushSubscriptions.id })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.userId, userId))
      .orderBy(desc(pushSubscriptions.createdAt), desc(pushSubscriptions.id))
      .limit(SUBSCRIPTIONS_PER_USER);
    await tx.delete(pushSubscriptions).where(and(eq(pushSubscriptions.userId, userId), notInArray(pushSubscriptions.id, keep)));
    return true;
  });
}

/** Deletes this user's subscription of that endpoint; false when he has none (another's is not touched). */
export async function deleteSubscription(db: Db, userId: string, endpoint: string): Promise<boolean> {
  const gone = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ id: pushSubscriptions.id });
  return gone.length > 0;
}

/** A subscription the push service no longer knows (404/410). */
export async function forgetSubscription(db: Db, id: string): Promise<void> {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
}

export async function saveSettings(db: Db, userId: string, change: Partial<NotificationSettings>): Promise<NotificationSettings> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select({ notifications: users.notifications }).from(users).where(eq(users.id, userId)).for('update');
    const next = { ...notificationSettingsOf(row?.notifications), ...change };
    await tx.update(users).set({ notifications: next }).where(eq(users.id, userId));
    return next;
  });
}

/** What telling these users needs: their language, address, switches and devices. */
export interface Recipient {
  id: string;
  email: string;
  username: string;
  bot: boolean;
  locale: Locale;
  settings: NotificationSettings;
  subscriptions: StoredSubscription[];
}

export async function recipients(db: Db, userIds: readonly string[]): Promise<Map<string, Recipient>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, email: users.email, username: users.username, bot: users.bot, language: users.language, notifications: users.notifications })
    .from(users)
    .where(inArray(users.id, [...userIds]));
  const subs = await db.select().from(pushSubscriptions).where(inArray(pushSubscriptions.userId, [...userIds]));
  return new Map(
    rows.map((r) => [
      r.id,
      {
        id: r.id,
        email: r.email,
        username: r.username,
        bot: r.bot,
        locale: isLocale(r.language) ? r.language : 'tr',
        settings: notificationSettingsOf(r.notifications),
        subscriptions: subs.filter((s) => s.userId === r.id),
      },
    ]),
  );
}
