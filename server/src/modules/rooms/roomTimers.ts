/**
 * The one clock of this server process for every room: a pick's deadline in the draft and the countdown
 * to the next kick-off are both the room's stored due time (shared rules/clock.ts nextDue), so one timer
 * per room, armed at that time, runs the room's clock action when it comes. On start every room with a
 * due time is armed from the database, and a sweep every second runs any room overdue by more than a
 * second: a room whose timer lived in a process that died, or was lost in a restart, moves on within two
 * seconds. The action re-checks the due time on the room as stored, so a stale timer or a sweep racing a
 * live timer changes nothing. The same sweep sends the 10-minute reminders that fell due (stored too).
 */
export interface RoomTimers {
  /** Real milliseconds per clock second: 1000, smaller only in tests (never through the API). */
  msPerSecond: number;
  /** Arms the room's timer at `at` (epoch ms), or disarms it (null). */
  follow(roomId: string, at: number | null): void;
  /** Arms every room from the database and (re)starts the sweep (a restart does the same). */
  start(): Promise<void>;
  stop(): void;
}

export interface TimerDeps {
  /** Runs the room's clock action; answers the room's due time when nothing was due (a stale timer re-arms). */
  due(roomId: string): Promise<number | null | void>;
  all(): Promise<Array<{ id: string; at: number }>>;
  overdue(before: Date): Promise<string[]>;
  /** Sends the 10-minute reminders that fell due (each claimed once in the database: roomReminders.ts). */
  remind(): Promise<void>;
  onError(err: unknown, what: string): void;
  /** The time due times are compared with (the context's clock). */
  now(): number;
}

/** How often the sweep looks for rooms overdue by more than this much. */
export const ROOM_SWEEP_MS = 1000;

export function createRoomTimers(deps: TimerDeps): RoomTimers {
  const timers = new Map<string, NodeJS.Timeout>();
  let sweep: NodeJS.Timeout | null = null;
  let stopped = false;
  // A room whose clock action is under way is not started again: under load a sweep every second would
  // otherwise queue a new attempt per room each second behind the ones still waiting for the database, and
  // the backlog would feed itself. The attempt under way re-arms the room when it ends.
  const running = new Set<string>();
  let reminding = false;
  const remind = async () => {
    if (reminding) return;
    reminding = true;
    try {
      await deps.remind();
    } catch (err) {
      deps.onError(err, 'room reminders');
    } finally {
      reminding = false;
    }
  };
  const fire = async (roomId: string) => {
    if (running.has(roomId)) return;
    running.add(roomId);
    try {
      const stale = await deps.due(roomId);
      if (typeof stale === 'number') clock.follow(roomId, stale);
    } catch (err) {
      deps.onError(err, 'room clock');
    } finally {
      running.delete(roomId);
    }
  };
  const clock: RoomTimers = {
    msPerSecond: 1000,
    follow(roomId, at) {
      clearTimeout(timers.get(roomId));
      timers.delete(roomId);
      if (at === null || stopped) return;
      // One millisecond late rather than early: a timer may fire a hair before its time.
      const timer = setTimeout(() => {
        timers.delete(roomId);
        if (!stopped) void fire(roomId);
      }, Math.max(0, at - deps.now()) + 1);
      timer.unref();
      timers.set(roomId, timer);
    },
    async start() {
      for (const r of await deps.all()) clock.follow(r.id, r.at);
      if (sweep) clearInterval(sweep);
      sweep = setInterval(() => {
        void deps
          .overdue(new Date(deps.now() - ROOM_SWEEP_MS))
          .then((ids) => Promise.all(ids.map(fire)))
          .catch((err) => deps.onError(err, 'room clock sweep'));
        void remind();
      }, ROOM_SWEEP_MS);
      sweep.unref();
    },
    stop() {
      stopped = true;
      if (sweep) clearInterval(sweep);
      for (const t of timers.values()) clearTimeout(t);
      timers.clear();
    },
  };
  return clock;
}
