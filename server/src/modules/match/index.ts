import type { DomainModule } from '../index';
import { matchRouter } from './match.routes';
import { resumeLiveMatches } from './matchPacing';

export const matchModule: DomainModule = { name: 'match', mount: 'match', router: matchRouter, start: resumeLiveMatches };
