import type { Router } from 'express';
import type { AppContext } from '../context';

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
