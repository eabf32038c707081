import type { DomainModule } from '../domainModule';
import { seedPoolIfEmpty } from './poolLoader';
import { playersRouter } from './players.routes';

export const playersModule: DomainModule = {
  name: 'players',
  mount: 'players',
  router: playersRouter,
  async start(ctx) {
    if (!ctx.config.SEED_POOL) return;
    const loaded = await seedPoolIfEmpty(ctx.db);
    if (loaded) ctx.log.info({ players: loaded }, 'default player pool loaded');
  },
};
