import type { NotificationCode } from '@onbir/shared/messages/notifications';
import type { MessageParams } from '@onbir/shared/messages/message';
import type { NotificationType } from '@onbir/shared/notifications/settings';
import { draftStateOf, turnOf } from '@onbir/shared/room/rules/draft';
import { matchdayAhead, type ReminderKind } from '@onbir/shared/room/rules/reminders';
import { seatOf, type RoomState, type SeatState } from '@onbir/shared/room/state';

/** One member to be told one thing, as catalogue entries: worded later in his own language. */
export interface RoomNote {
  userId: string;
  type: NotificationType;
  title: NotificationCode;
  body: NotificationCode;
  params: MessageParams;
  /** The screen a tap opens, a path of this site. */
  path: string;
  /** A newer notification of the same tag replaces the older one on the device (one per room and kind). */
  tag: string;
  roomId: string;
}

const draftPath = (roomId: string) => `/room/${roomId}/squad-selection`;
const teamName = (seat: SeatState | undefined, fallback: string) => seat?.club?.name ?? seat?.name ?? fallback;
/** A seat a person holds (an AI manager is told nothing). */
const humanSeat = (state: RoomState, userId: string | null) => {
  const seat = userId ? seatOf(state, userId) : undefined;
  return seat && seat.ai === null ? seat : undefined;
};

/** The seat on turn in a running, unpaused draft, when a person holds it and does not let the computer pick. */
function humanOnTurn(state: RoomState | null): SeatState | undefined {
  if (!state || state.status !== 'drafting' || state.draft.paused || state.deleted) return undefined;
  const seat = humanSeat(state, turnOf(draftStateOf(state)));
  return seat && !seat.autodraft ? seat : undefined;
}

/** "Sıra sende": the turn passed to a person who did not hold it just before (a snake's double turn is one). */
function yourPick(before: RoomState | null, after: RoomState): RoomNote[] {
  const seat = humanOnTurn(after);
  if (!seat) return [];
  const was = before?.status === 'drafting' ? turnOf(draftStateOf(before)) : null;
  if (was === seat.userId) return [];
  const params = { room: after.name, pick: after.draft.currentPick + 1 };
  return [{ userId: seat.userId, type: 'yourPick', title: 'YOUR_PICK_TITLE', body: 'YOUR_PICK_BODY', params, path: draftPath(after.id), tag: `pick:${after.id}`, roomId: after.id }];
}

/** The creator paused the draft (its notice) or removed someone (the kicked effect). */
function kickedOrPaused(after: RoomState): RoomNote[] {
  const notes: RoomNote[] = [];
  for (const e of after.effects) {
    if (e.type === 'kicked') {
      const params = { room: after.name };
      notes.push({ userId: e.userId, type: 'kickedOrPaused', title: 'KICKED_TITLE', body: 'KICKED_BODY', params, path: '/rooms', tag: `kicked:${after.id}`, roomId: after.id });
    } else if (e.type === 'notice' && e.code === 'DRAFT_PAUSED') {
      const params = { room: after.name, host: String(e.text.values.host ?? '') };
      for (const seat of after.seats) {
        if (seat.ai !== null || seat.userId === after.creatorId) continue;
        notes.push({ userId: seat.userId, type: 'kickedOrPaused', title: 'DRAFT_PAUSED_TITLE', body: 'DRAFT_PAUSED_BODY', params, path: draftPath(after.id), tag: `paused:${after.id}`, roomId: after.id });
      }
    }
  }
  return notes;
}

/** Full time: both managers of a fixture that was played by this action, with its score. */
function fullTime(before: RoomState | null, after: RoomState): RoomNote[] {
  const notes: RoomNote[] = [];
  for (const f of after.fixtures) {
    const was = before?.fixtures.find((b) => b._id === f._id);
    if (!f.played || !f.result || !was || was.played) continue;
    const [a, b] = [seatOf(after, f.teamA), seatOf(after, f.teamB)];
    const params = { room: after.name, home: teamName(a, f.teamA), away: teamName(b, f.teamB), homeGoals: f.result.score.A, awayGoals: f.result.score.B };
    for (const userId of new Set([f.teamA, f.teamB])) {
      if (!humanSeat(after, userId)) continue;
      notes.push({ userId, type: 'fullTime', title: 'FULL_TIME_TITLE', body: 'FULL_TIME_BODY', params, path: `/match/${after.id}`, tag: `ft:${f._id}`, roomId: after.id });
    }
  }
  return notes;
}

/**
 * What the members are told after one room action, from the room before and after it (pure: the server
 * words and sends them in the background, notifier.ts). The 10-minute reminders are `reminderNotes`: they
 * come at instants of their own (docs/notifications.md).
 */
export function roomNotifications(before: RoomState | null, after: RoomState): RoomNote[] {
  return [...yourPick(before, after), ...kickedOrPaused(after), ...fullTime(before, after)];
}

/**
 * A 10-minute reminder that fell due (shared rules/reminders.ts): the person on turn whose slow clock is
 * running out, or every person whose club plays in the matchday about to kick off.
 */
export function reminderNotes(state: RoomState, kind: ReminderKind): RoomNote[] {
  if (kind === 'pickClockEnding') {
    const seat = humanOnTurn(state);
    if (!seat) return [];
    const params = { room: state.name, pick: state.draft.currentPick + 1 };
    return [{ userId: seat.userId, type: kind, title: 'PICK_ENDING_TITLE', body: 'PICK_ENDING_BODY', params, path: draftPath(state.id), tag: `pickEnding:${state.id}`, roomId: state.id }];
  }
  const opening = matchdayAhead(state);
  if (!opening) return [];
  const round = state.fixtures.filter((f) => f.round === opening.round);
  const playing = new Set(round.flatMap((f) => [f.teamA, f.teamB]).filter((userId) => humanSeat(state, userId)));
  const params = { room: state.name, round: opening.round };
  return [...playing].map((userId) => ({ userId, type: kind, title: 'MATCHDAY_SOON_TITLE', body: 'MATCHDAY_SOON_BODY', params, path: `/match/${state.id}`, tag: `matchday:${state.id}`, roomId: state.id }));
}
