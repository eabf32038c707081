import type { DomainModule } from '../domainModule';
import { roomsRouter } from './rooms.routes';
import { roomsSockets } from './rooms.sockets';

/** Rooms: the lobby, the draft and every room action (the match module serves the tournament's reads). The room clock starts with the services. */
export const roomsModule: DomainModule = { name: 'rooms', mount: 'rooms', router: roomsRouter, sockets: roomsSockets };
