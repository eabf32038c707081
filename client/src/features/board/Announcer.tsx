import { useRefusalText } from '../../lib/i18n/refusals';

/**
 * The board's live region for screen readers. The page repeats a text by adding a zero-width space (so it
 * is read out again); a shared catalogue's text (a refusal from the keyboard) is put in the language on
 * screen without it, and the mark goes back on.
 */
export function Announcer({ text }: { text: string }) {
  const repeated = text.endsWith('\u200b');
  const shown = useRefusalText(repeated ? text.slice(0, -1) : text);
  return (
    <p id="board-announcer" className="board-sr-only" aria-live="polite" role="status">
      {repeated ? `${shown}\u200b` : shown}
    </p>
  );
}
