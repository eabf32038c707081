import type { GamePlayer } from '@onbir/shared/players/types';
import type { PickFiveRun } from '@onbir/shared/pickFive/run';
import { decodePool, type DailyRunSaved, type DailyTable, type DailyView, type PoolWire } from '@onbir/shared/pickFive/wire';
import { api } from '../../lib/api';
import { takePrefetched } from '../../lib/prefetch';

const POOL_URL = '/api/pick-five/pool';

/** The pool the draws read, fetched once per visit (the server's ETag keeps a second visit small). */
let pool: Promise<GamePlayer[]> | null = null;
export function loadPool(): Promise<GamePlayer[]> {
  // The route's first request (app/pageTable.ts) left with the page's code: taken when it did.
  pool ??= ((takePrefetched(POOL_URL) as Promise<PoolWire> | undefined) ?? api<PoolWire>(POOL_URL)).then(decodePool);
  pool.catch(() => (pool = null));
  return pool;
}

export const loadDaily = () => api<DailyView>('/api/pick-five/daily');
const sent = new Map<string, Promise<DailyRunSaved>>();
/** Sends a daily run (its choices and decisions) once per page load: a remount (React's strict mode, a language switch) gets the same answer, not a 409. */
export function saveDailyRun(date: string, run: Pick<PickFiveRun, 'choices' | 'decisions'>): Promise<DailyRunSaved> {
  const body = { date, choices: run.choices, decisions: run.decisions ?? [] };
  const key = JSON.stringify(body);
  if (!sent.has(key)) sent.set(key, api<DailyRunSaved>('/api/pick-five/daily/runs', { body }));
  return sent.get(key)!;
}
export const loadTable = (date: string) => api<DailyTable>(`/api/pick-five/daily/table?date=${encodeURIComponent(date)}`);
