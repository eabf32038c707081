import type { DomainModule } from '../domainModule';
import { matchRouter } from './match.routes';

/** The match: live snapshots, history and replays; live matches are paced by the services (context.ts). */
export const matchModule: DomainModule = { name: 'match', mount: 'match', router: matchRouter };
