import { AUTO_CONTINUE_SECONDS } from '../constants';
import type { RoomEnv, RoomState, SeatState } from '../state';
import { aiPickDelayMs } from './aiManager';
import { draftComplete, draftStateOf, turnOf } from './draft';
import { roomRandom } from './seeded';
import { runsOutAt, type QuietWindow } from '../../league/slowClock';
import { pickClockMsOf, quietWindowOf, type LeagueSettings } from '../../league/settings';
import type { RoomOptions } from '../schemas';

/**
 * The room's one clock: when the seat on turn picks automatically, and when the next match kicks off by
 * itself. Both are stored times; the server arms one timer per room at `nextDue` and runs the clock's
 * action (tick.ts) when it comes, so a restart or another process picks up exactly where the room stands.
 */

/** How soon "Otomatik seç" picks once it is the seat's turn (clock seconds): at once, yet after the room update. */
const AUTODRAFT_SECONDS = 0.5;

/** The seat whose pick it is in a drafting room, if any (none in an auction). */
export function pickerOf(state: RoomState): SeatState | undefined {
  // An auction has no picker: its managers nominate in turn and bid (rules/auctionRoom.ts).
  if (state.status !== 'drafting' || state.options.draftOrder === 'auction') return undefined;
  const id = turnOf(draftStateOf(state));
  return state.seats.find((s) => s.userId === id);
}

/** A league room's settings; undefined for an evening. */
export const leagueOf = (options: Pick<RoomOptions, 'kind' | 'league'>): LeagueSettings | undefined => (options.kind === 'league' ? options.league : undefined);

/** A league's slow draft clock (docs/league.md): hours of running time that stop in the quiet window; undefined for a live draft or an evening. */
export function slowPickClockOf(options: Pick<RoomOptions, 'kind' | 'league'>): { lengthMs: number; quietWindow?: QuietWindow } | undefined {
  const league = leagueOf(options);
  if (!league) return undefined;
  const lengthMs = pickClockMsOf(league);
  return lengthMs === undefined ? undefined : { lengthMs, quietWindow: quietWindowOf(league) };
}

/** Whether the seat on turn runs the slow clock: a human choosing by hand in a slow league draft. */
export const onSlowClock = (state: RoomState): boolean => {
  const seat = pickerOf(state);
  return Boolean(seat && !seat.ai && !seat.autodraft && slowPickClockOf(state.options));
};

/**
 * When the pick of the seat on turn falls due: an AI manager's after its seeded 1-3 s think time (the same
 * on every process), an "Otomatik seç" seat's at once, a human's when the room's clock runs out (a slow
 * league draft's in hours of running time, the quiet window not counted: real time, never sped up by
 * `msPerSecond`), never when the room has no clock (pickSeconds 0) or the host paused the draft.
 */
export function turnDeadline(state: RoomState, env: RoomEnv): number | null {
  const seat = pickerOf(state);
  if (!seat || state.draft.paused) return null;
  if (seat.ai) return env.now + (aiPickDelayMs(roomRandom(state.id, state.draft.currentPick)) / 1000) * env.msPerSecond;
  if (seat.autodraft) return env.now + AUTODRAFT_SECONDS * env.msPerSecond;
  const slow = slowPickClockOf(state.options);
  if (slow) return runsOutAt({ startedAt: env.now, ...slow });
  return state.options.pickSeconds > 0 ? env.now + state.options.pickSeconds * env.msPerSecond : null;
}

/** The draft moved on by one pick (made, or a turn passed): the next turn and its deadline, or the end of the draft. */
export function nextTurn(state: RoomState, env: RoomEnv): RoomState {
  const moved = { ...state, draft: { ...state.draft, currentPick: state.draft.currentPick + 1 } };
  if (draftComplete(draftStateOf(moved).members)) return { ...moved, status: 'draft_finished', draft: { ...moved.draft, deadline: null } };
  return { ...moved, draft: { ...moved.draft, deadline: turnDeadline(moved, env) } };
}

/** When the next match kicks off if the countdown starts now. */
export const countdownFrom = (env: RoomEnv) => env.now + AUTO_CONTINUE_SECONDS * env.msPerSecond;

/** The draft's clock has run out for the seat on turn. */
export const pickDue = (state: RoomState, now: number) =>
  state.status === 'drafting' && !state.draft.paused && state.draft.deadline !== null && state.draft.deadline <= now;

/**
 * How long before a league's kick-off its match is decided (ms): the eleven, the plans and the seed are
 * frozen, the match written with the scheduled instant as its start and its pacing begun, so the first
 * minute goes out at that instant however many leagues kick off together (docs/league.md 'Matchdays'). A
 * matchday's first kick-off, when every league kicks off at once, has the longer lead; the next fixtures
 * of its round, each at the end of its own countdown, the shorter, which leaves the last result on the
 * screen for half of the countdown. An evening's countdown kicks off when it runs out.
 */
export const MATCHDAY_LEAD_MS = 10_000;
export const KICK_OFF_LEAD_MS = 5_000;

/** The next fixture (the first unplayed in play order) opens its round: no fixture of that round is played. */
const opensRound = (fixtures: RoomState['fixtures']) => {
  const next = fixtures.find((f) => !f.played);
  return next !== undefined && !fixtures.some((f) => f.played && f.round === next.round);
};

const kickOffLeadOf = (state: Pick<RoomState, 'options' | 'fixtures'>) => {
  if (!leagueOf(state.options)) return 0;
  return opensRound(state.fixtures) ? MATCHDAY_LEAD_MS : KICK_OFF_LEAD_MS;
};

type ClockState = Pick<RoomState, 'status' | 'draft' | 'match' | 'options' | 'fixtures'>;

/** When the next match is decided: its kick-off, less a league's lead; null while none is counted down. */
const kickOffDecidedAt = (state: Omit<ClockState, 'draft'>) =>
  state.status === 'in_progress' && state.match.nextMatchAt !== null ? state.match.nextMatchAt - kickOffLeadOf(state) : null;

/** The countdown to the next kick-off has run out, or a league's kick-off is within its lead (set only while it counts: in progress, no match live). */
export const kickOffDue = (state: RoomState, now: number) => {
  const at = kickOffDecidedAt(state);
  return at !== null && at <= now;
};

/** The instant a match kicked off by the clock starts: its scheduled time, or now when the clock ran late. */
export const kickOffInstant = (state: RoomState, now: number) => Math.max(now, state.match.nextMatchAt ?? now);

/** When this room's clock next needs to run (epoch ms), or null. */
export function nextDue(state: ClockState): number | null {
  if (state.status === 'drafting') return state.draft.paused ? null : state.draft.deadline;
  return kickOffDecidedAt(state);
}
