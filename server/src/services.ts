import { randomInt } from 'node:crypto';
import { Random } from '@onbir/shared/match/random';
import type { BaseContext } from './baseContext';
import type { AppContext } from './context';
import { createBackground } from './mail/background';
import { createLoginThrottle, createRedisLoginThrottle } from './modules/auth/loginThrottle';
import { createSessions } from './modules/auth/sessions';
import { GamePool } from './modules/players/gamePool';
import { createLiveMatches } from './modules/match/liveMatches';
import { createRoomClock } from './modules/rooms/roomClock';
import { createRoomLimits } from './modules/rooms/roomLimits';
import { createSavedLocales } from './http/savedLocales';
import { createNotifier } from './modules/notifications/notifier';
import { resolveVapidKeys } from './modules/notifications/vapidKeys';

/** The long-lived services of one server, made in one place: nothing runs until startServices. */
export function withServices(base: BaseContext): AppContext {
  const ctx = base as AppContext;
  const seeds = new Random(randomInt(0, 2 ** 31 - 1));
  ctx.sessions = createSessions(ctx);
  ctx.loginThrottle = ctx.redis ? createRedisLoginThrottle(ctx.redis.pub, ctx.log) : createLoginThrottle();
  ctx.background = createBackground(ctx);
  ctx.locales = createSavedLocales(ctx);
  ctx.pool = new GamePool();
  ctx.limits = createRoomLimits(ctx.redis?.pub);
  ctx.seeds = { next: () => seeds.int(2 ** 31 - 1) };
  ctx.notifier = createNotifier(ctx, resolveVapidKeys(ctx.config), ctx.pushTest);
  ctx.matches = createLiveMatches(ctx);
  ctx.timers = createRoomClock(ctx);
  ctx.onClose(() => ctx.timers.stop());
  return ctx;
}

/** After migrations and seeding: live matches are paced on and every room's clock is armed, then swept. */
export async function startServices(ctx: AppContext): Promise<void> {
  await ctx.matches.resume();
  await ctx.timers.start();
}
