import { CHAT_MAX_LENGTH, QUICK_REACTIONS } from '../constants';
import { refusal, type Refusal } from '../refusal';

/**
 * A chat message as stored: NFC, control and format characters (line breaks, zero-width and bidi marks)
 * turned into spaces or dropped, runs of spaces collapsed, trimmed; 1-300 characters. Plain text: the
 * client shows it as text, never as HTML.
 */
export function cleanChatText(raw: string): { text: string } | Refusal {
  const text = raw
    .normalize('NFC')
    .replace(/[\r\n\t\u2028\u2029]/g, ' ')
    .replace(/[\p{Cc}\p{Cf}]/gu, '')
    .replace(/ {2,}/g, ' ')
    .trim();
  if (text.length === 0) return refusal('CHAT_EMPTY');
  if ([...text].length > CHAT_MAX_LENGTH) return refusal('CHAT_TOO_LONG', { max: CHAT_MAX_LENGTH });
  return { text };
}

/** A reaction must be one of the quick reactions. */
export const checkReactionKind = (reaction: string): Refusal | null => ((QUICK_REACTIONS as readonly string[]).includes(reaction) ? null : refusal('REACTION_UNKNOWN'));

/** A reaction to a pick must be one of the quick reactions and answer a pick already made. */
export function checkReaction(reaction: string, pickNumber: number, picksMade: number): Refusal | null {
  return checkReactionKind(reaction) ?? (pickNumber >= 1 && pickNumber <= picksMade ? null : refusal('REACTION_NO_PICK'));
}
