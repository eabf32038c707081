import { leftFrom } from '../../league/slowClock';
import type { FixtureState, RoomState } from '../state';
import { leagueOf, onSlowClock, slowPickClockOf } from './clock';
import { nextFixtureOf } from './matchDay';

/** How long before a slow pick clock runs out, or a league matchday kicks off, the members are reminded. */
export const REMINDER_LEAD_MS = 10 * 60_000;

/** A reminder is the notification switch it answers to. */
export type ReminderKind = 'pickClockEnding' | 'matchdaySoon';

export interface Reminder {
  kind: ReminderKind;
  /** When it is due (epoch ms). */
  at: number;
}

/**
 * The fixture that opens a league's next matchday: the room's next kick-off is the first of its round
 * (nothing of the round started yet). The round's later fixtures follow by the countdown and are no
 * matchday of their own.
 */
export function matchdayAhead(state: RoomState): FixtureState | undefined {
  if (state.status !== 'in_progress' || state.match.nextMatchAt === null || !leagueOf(state.options)) return undefined;
  const next = nextFixtureOf(state);
  if (!next || state.fixtures.some((f) => f.round === next.round && (f.played || f.startedAt !== null))) return undefined;
  return next;
}

/**
 * The room's next reminder (docs/notifications.md): 10 minutes of running time before the slow pick
 * clock of a person on turn runs out (quiet hours not counted, so it never comes while the clock stands
 * still), or 10 minutes before a league's matchday kicks off. Derived from the stored deadline alone, so
 * every process and every restart computes the same instant; a new deadline (a pick made, a pause, a
 * reschedule) is a new reminder.
 */
export function reminderOf(state: RoomState): Reminder | null {
  if (state.deleted) return null;
  const { deadline, paused } = state.draft;
  if (state.status === 'drafting' && !paused && deadline !== null && onSlowClock(state)) {
    return { kind: 'pickClockEnding', at: leftFrom(deadline, REMINDER_LEAD_MS, slowPickClockOf(state.options)?.quietWindow) };
  }
  const kickOff = state.match.nextMatchAt;
  return kickOff !== null && matchdayAhead(state) ? { kind: 'matchdaySoon', at: kickOff - REMINDER_LEAD_MS } : null;
}
