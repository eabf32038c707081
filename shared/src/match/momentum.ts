import type { MatchEvent, Side, Zone } from './types';

/** One bar of the momentum chart: how hard each side pressed in one played minute (0-1). */
export interface MomentumBar {
  /** The minute as shown: '37', '45+2', '105+1'. */
  display: string;
  A: number;
  B: number;
}

/** Danger of the ball being somewhere, for the attacking side. */
const ZONE_DANGER: Record<Zone, number> = { own_half: 0, middle: 0.05, final_third: 0.2, box: 0.35 };
/** Share of a minute's pressure still felt in the next: momentum builds and fades over a few minutes. */
const CARRY = 0.5;

/** The danger one event adds for its attacking side: shots by their chance quality, goals most. */
export function eventDanger(e: Pick<MatchEvent, 'type' | 'zone' | 'xg'>): number {
  switch (e.type) {
    case 'goal':
      return 1;
    case 'save':
    case 'miss':
      return 0.3 + (e.xg ?? 0);
    case 'corner':
      return 0.3;
    case 'minute_update':
    case 'foul':
      return ZONE_DANGER[e.zone];
    default:
      return 0;
  }
}

const MINUTE_TYPES = new Set(['start', 'half_time', 'end', 'extra_time', 'shootout', 'shootout_kick']);

/**
 * The momentum chart of a match so far: one bar per played minute (stoppage and extra time included,
 * in order), each side's value the danger of its events that minute plus half of the previous bar,
 * capped at 1. Pure: feed it the events received so far and it gives the bars so far.
 */
export function momentum(events: readonly Pick<MatchEvent, 'type' | 'zone' | 'xg' | 'attacking' | 'display'>[]): MomentumBar[] {
  const bars: MomentumBar[] = [];
  let current: MomentumBar | null = null;
  let carried = { A: 0, B: 0 };
  for (const e of events) {
    if (MINUTE_TYPES.has(e.type)) continue;
    if (!current || current.display !== e.display) {
      if (current) carried = { A: current.A, B: current.B };
      current = { display: e.display, A: carried.A * CARRY, B: carried.B * CARRY };
      bars.push(current);
    }
    const side: Side | null = e.attacking;
    if (side) current[side] = Math.min(1, current[side] + eventDanger(e));
  }
  return bars.map((b) => ({ display: b.display, A: Math.round(b.A * 100) / 100, B: Math.round(b.B * 100) / 100 }));
}
