import type { DomainModule } from '../index';
import { usersRouter } from './users.routes';

export const usersModule: DomainModule = { name: 'users', mount: 'users', router: usersRouter };
