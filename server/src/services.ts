import { randomInt } from 'node:crypto';
import { Random } from '@onbir/shared/match/random';
import type { AppContext } from './context';
import { GamePool } from './modules/players/gamePool';
import { createLiveMatches } from './modules/match/liveMatches';
import { createRoomClock } from './modules/rooms/roomClock';
import { createRoomLimits } from './modules/rooms/roomLimits';

/** The context before its services: what the server opens first. */
export type BaseContext = Omit<AppContext, 'pool' | 'timers' | 'matches' | 'limits' | 'seeds'>;

/** The long-lived services of one server, made in one place: nothing runs until startServices. */
export function withServices(base: BaseContext): AppContext {
  const ctx = base as AppContext;
  const seeds = new Random(randomInt(0, 2 ** 31 - 1));
  ctx.pool = new GamePool();
  ctx.limits = createRoomLimits();
  ctx.seeds = { next: () => seeds.int(2 ** 31 - 1) };
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
