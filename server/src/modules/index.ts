import type { DomainModule } from './domainModule';
import { usersModule } from './users';
import { contactModule } from './contact';
import { playersModule } from './players';
import { imagesModule } from './images';
import { roomsModule } from './rooms';
import { matchModule } from './match';
import { presenterModule } from './presenter';
import { notificationsModule } from './notifications';
import { pickFiveModule } from './pickFive';

export const modules: DomainModule[] = [
  usersModule,
  contactModule,
  playersModule,
  imagesModule,
  roomsModule,
  matchModule,
  presenterModule,
  notificationsModule,
  pickFiveModule,
];
