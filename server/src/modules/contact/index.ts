import type { DomainModule } from '../domainModule';
import { contactRouter } from './contact.routes';

export const contactModule: DomainModule = { name: 'contact', mount: 'contact', router: contactRouter };
