import type { Session } from './liveSessions';

/**
 * How many watch each session: this process counts its own viewers; the other processes' counts come
 * through the relay. A change goes out at most every 250 ms per session (a squad joining at once is one
 * update, not thirty): `flush` gets this process's count when it changed (to relay), else null.
 */
export class ViewerCounts {
  private local = new Map<string, number>();
  private timers = new Map<string, NodeJS.Timeout>();
  private changed = new Set<string>();

  constructor(
    private instance: string,
    private flush: (code: string, local: number | null) => void,
  ) {}

  /** A viewer on this process came (+1) or went (-1). */
  change(session: Session, by: number) {
    const n = Math.max(0, (this.local.get(session.code) ?? 0) + by);
    if (n) this.local.set(session.code, n);
    else this.local.delete(session.code);
    session.viewers.set(this.instance, n);
    this.changed.add(session.code);
    this.schedule(session.code);
  }

  /** Another process's count. */
  heard(session: Session, instance: string, n: number) {
    session.viewers.set(instance, n);
    this.schedule(session.code);
  }

  private schedule(code: string) {
    if (this.timers.has(code)) return;
    const timer = setTimeout(() => {
      this.timers.delete(code);
      this.flush(code, this.changed.delete(code) ? (this.local.get(code) ?? 0) : null);
    }, 250);
    timer.unref();
    this.timers.set(code, timer);
  }

  forget(code: string) {
    this.local.delete(code);
    this.changed.delete(code);
    clearTimeout(this.timers.get(code));
    this.timers.delete(code);
  }

  close() {
    for (const t of this.timers.values()) clearTimeout(t);
    this.timers.clear();
  }
}
