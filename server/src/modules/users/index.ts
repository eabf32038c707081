import type { DomainModule } from '../domainModule';
import { usersRouter } from './users.routes';
import { fillUsernameKeys } from './accounts.repo';

export const usersModule: DomainModule = {
  name: 'users',
  mount: 'users',
  router: usersRouter,
  start: (ctx) => fillUsernameKeys(ctx.db, ctx.log),
};
