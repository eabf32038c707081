import type { Locale } from '@onbir/shared/text/locale';
import type { MatchEvent, MatchEventType } from '@onbir/shared/match/types';
import { commentaryOf } from '@onbir/shared/match/wire';
import { commentaryText } from '@onbir/shared/match/wording';

/** A line of a finished match's commentary as shown: "37' …", and its event's type when known (its icon). */
export interface ShownLine {
  text: string;
  type: MatchEventType | null;
}

/**
 * A finished match's commentary in the reader's language. The fixture stores it in Turkish (the first clients'
 * result); the replay's events, computed again from the stored input, carry each line as a code and are
 * worded in any language, but only when they are that match: one played by an older engine replays
 * differently, and its stored lines are shown as they are.
 */
export function historyCommentary(stored: readonly string[], events: readonly MatchEvent[] | null, locale: Locale): ShownLine[] {
  if (events) {
    const replayed = commentaryOf(events);
    if (replayed.length === stored.length && replayed.every((line, i) => line === stored[i])) {
      return events.filter((e) => e.type !== 'minute_update').map((e) => ({ text: `${e.display}' ${commentaryText(e.line, locale)}`, type: e.type }));
    }
  }
  return stored.map((text) => ({ text, type: null }));
}
