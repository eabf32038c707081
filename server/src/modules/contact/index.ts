import type { DomainModule } from '../index';
import { contactRouter } from './contact.routes';

export const contactModule: DomainModule = { name: 'contact', mount: 'contact', router: contactRouter };
