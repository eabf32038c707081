import type { DomainModule } from '../domainModule';
import { roomsRouter } from './rooms.routes';
import { resumePickClocks } from './draft.service';
import { roomsSockets } from './rooms.sockets';

export const roomsModule: DomainModule = { name: 'rooms', mount: 'rooms', router: roomsRouter, sockets: roomsSockets, start: resumePickClocks };
