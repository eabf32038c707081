import type { DomainModule } from '../domainModule';
import { liveRouter } from './live.routes';
import { liveSockets } from './live.sockets';

/** Live board sessions ("Canlı sunum"): sockets (and the closing page's beacon), in memory, nothing stored (docs/presenter.md). */
export const presenterModule: DomainModule = {
  name: 'presenter',
  mount: 'live',
  router: liveRouter,
  sockets: (ctx) => void (ctx.live = liveSockets(ctx)),
};
