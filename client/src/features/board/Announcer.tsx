import { useShownWords, type Shown } from '../../lib/i18n/RefusalText';

/** The live region's text: the same text twice in a row is marked as repeated (useAnnouncement). */
export interface Announcement {
  text: Shown;
  repeated: boolean;
}

/**
 * The board's live region for screen readers. A text said again right after itself gets a zero-width
 * space, so that it is read out again; a shared catalogue's message (a refusal from the keyboard) is
 * worded in the language on screen.
 */
export function Announcer({ announcement }: { announcement: Announcement }) {
  const shown = useShownWords()(announcement.text);
  return (
    <p id="board-announcer" className="board-sr-only" aria-live="polite" role="status">
      {announcement.repeated ? `${shown}\u200b` : shown}
    </p>
  );
}
