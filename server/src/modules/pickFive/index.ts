import type { DomainModule } from '../domainModule';
import { pickFiveRouter } from './pickFive.routes';

export const pickFiveModule: DomainModule = { name: 'pickFive', mount: 'pick-five', router: pickFiveRouter };
