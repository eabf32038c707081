import type { DomainModule } from '../domainModule';
import { imagesRouter } from './images.routes';

export const imagesModule: DomainModule = { name: 'images', mount: 'images', router: (ctx) => imagesRouter(ctx, ctx.imageProxyTest) };
