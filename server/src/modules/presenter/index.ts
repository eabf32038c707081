import type { DomainModule } from '../index';
import { liveSockets } from './live.sockets';

/** Live board sessions ("Canlı sunum"): sockets only, in memory, nothing stored (docs/presenter.md). */
export const presenterModule: DomainModule = { name: 'presenter', mount: 'live', sockets: (ctx) => void liveSockets(ctx) };
