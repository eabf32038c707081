import type { AppContext } from '../../context';
import type { DomainModule } from '../domainModule';
import { startCountdowns } from './autoContinue';
import { matchRouter } from './match.routes';
import { countdownExpired } from './match.service';
import { resumeLiveMatches } from './matchPacing';

async function start(ctx: AppContext): Promise<void> {
  await resumeLiveMatches(ctx);
  await startCountdowns(ctx, (roomId) => countdownExpired(ctx, roomId));
}

export const matchModule: DomainModule = { name: 'match', mount: 'match', router: matchRouter, start };
