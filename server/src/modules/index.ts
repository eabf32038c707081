import type { Router } from 'express';
import type { AppContext } from '../context';
import { usersModule } from './users';
import { contactModule } from './contact';
import { playersModule } from './players';
import { imagesModule } from './images';
import { roomsModule } from './rooms';
import { matchModule } from './match';
import { presenterModule } from './presenter';

/** Each domain module contributes its REST routes (mounted under /api) and its socket handlers. */
export interface DomainModule {
  name: string;
  /** Mounted at /api/<mount>. */
  mount: string;
  router?: (ctx: AppContext) => Router;
  sockets?: (ctx: AppContext) => void;
  /** Runs once after migrations (seeding, resuming timers). */
  start?: (ctx: AppContext) => Promise<void>;
}

export const modules: DomainModule[] = [
  usersModule,
  contactModule,
  playersModule,
  imagesModule,
  roomsModule,
  matchModule,
  presenterModule,
];
