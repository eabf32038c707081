import type { DomainModule } from '../domainModule';
import { notificationsRouter } from './notifications.routes';

/** Web Push and its e-mail stand-in (docs/notifications.md); the sending side is ctx.notifier (notifier.ts). */
export const notificationsModule: DomainModule = { name: 'notifications', mount: 'push', router: notificationsRouter };
