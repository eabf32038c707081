import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { wordMessage, wording } from '@onbir/shared/messages/wording';
import type { NotificationCode } from '@onbir/shared/messages/notifications';
import type { PushPayload } from '@onbir/shared/notifications/schemas';
import type { Locale } from '@onbir/shared/text/locale';
import type { RoomState } from '@onbir/shared/room/state';
import type { ReminderKind } from '@onbir/shared/room/rules/reminders';
import type { BaseContext } from '../../baseContext';
import type { Background } from '../../mail/background';
import { reminderNotes, roomNotifications, type RoomNote } from './roomNotifications';
import { sendPush, type PushTestOptions } from './pushSender';
import { forgetSubscription, recipients, type Recipient } from './subscriptions.repo';
import type { VapidKeys } from './vapidKeys';

/**
 * Mails instead of pushes: one a member, room and kind every 15 minutes, and 10 an hour a member in all,
 * so a fast draft sends one "Sıra sende" mail, not one a turn (counted in Redis when the server has it).
 */
export const MAIL_LIMITS = { perKind: { points: 1, duration: 900 }, perUser: { points: 10, duration: 3600 } } as const;

export interface Notifier {
  readonly vapid: VapidKeys;
  /** After a room action was written: its notifications are worded and sent in the background (never awaited). */
  afterRoomAction(before: RoomState | null, after: RoomState): void;
  /** A 10-minute reminder the room clock claimed: worded and sent in the background (never awaited). */
  remind(state: RoomState, kind: ReminderKind): void;
}

/** What the notifier uses: the opened services and the background queue (a narrow context: no cycle with context.ts). */
type NotifierContext = BaseContext & { background: Background };

const limiterOf = (ctx: NotifierContext, name: string, budget: { points: number; duration: number }): RateLimiterAbstract =>
  ctx.redis
    ? new RateLimiterRedis({ ...budget, storeClient: ctx.redis.pub, useRedisPackage: true, keyPrefix: `onbir:notify:${name}`, insuranceLimiter: new RateLimiterMemory(budget) })
    : new RateLimiterMemory(budget);

const say = (code: NotificationCode, params: RoomNote['params'], locale: Locale) => wordMessage(wording('notifications', code, params), locale);

export function createNotifier(ctx: NotifierContext, vapid: VapidKeys, test?: PushTestOptions): Notifier {
  const perKind = limiterOf(ctx, 'mail-kind', MAIL_LIMITS.perKind);
  const perUser = limiterOf(ctx, 'mail-user', MAIL_LIMITS.perUser);
  const appUrl = ctx.config.APP_URL.replace(/\/+$/, '');
  if (vapid.source === 'created') ctx.log.info({ file: vapid.file }, 'VAPID keys made and kept for Web Push');
  // Processes that share subscriptions must sign with the pair the browsers subscribed to.
  if (ctx.redis && vapid.source !== 'env') ctx.log.warn('VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY not set with several processes: set the same pair on every process, or pushes signed by another process are refused');

  async function mayMail(note: RoomNote): Promise<boolean> {
    try {
      await perKind.consume(`${note.userId}:${note.roomId}:${note.type}`);
      await perUser.consume(note.userId);
      return true;
    } catch (err) {
      if (err instanceof RateLimiterRes) return false;
      throw err;
    }
  }

  async function pushTo(who: Recipient, payload: PushPayload) {
    for (const sub of who.subscriptions) {
      try {
        if ((await sendPush(sub, payload, vapid, test)) === 'gone') await forgetSubscription(ctx.db, sub.id);
      } catch (err) {
        ctx.log.warn({ err, userId: who.id }, 'push not delivered');
      }
    }
  }

  async function mailTo(who: Recipient, note: RoomNote, payload: PushPayload) {
    if (who.bot || !(await mayMail(note))) return;
    const link = `${appUrl}${payload.url}`;
    const text = [payload.title, '', payload.body, '', `${say('MAIL_OPEN', {}, who.locale)} ${link}`, '', say('MAIL_FOOTER', {}, who.locale)].join('\n');
    await ctx.mailer.send({ to: who.email, subject: `onbir: ${payload.title}`, text });
  }

  async function deliver(notes: RoomNote[]) {
    const people = await recipients(ctx.db, [...new Set(notes.map((n) => n.userId))]);
    for (const note of notes) {
      const who = people.get(note.userId);
      if (!who || !who.settings[note.type]) continue;
      const payload: PushPayload = { title: say(note.title, note.params, who.locale), body: say(note.body, note.params, who.locale), url: note.path, tag: note.tag };
      try {
        // A member with a device is told there; one without, by mail.
        if (who.subscriptions.length > 0) await pushTo(who, payload);
        else await mailTo(who, note, payload);
      } catch (err) {
        // One member's failed mail does not keep the others from being told.
        ctx.log.warn({ err, userId: who.id, type: note.type }, 'notification not delivered');
      }
    }
  }

  return {
    vapid,
    afterRoomAction(before, after) {
      const notes = roomNotifications(before, after);
      if (notes.length > 0) ctx.background.run('notifications', () => deliver(notes));
    },
    remind(state, kind) {
      const notes = reminderNotes(state, kind);
      if (notes.length > 0) ctx.background.run('notifications', () => deliver(notes));
    },
  };
}
