import type { inputMessages } from '../input';

export const inputMessagesEn: Record<keyof typeof inputMessages, string> = {
  TOO_MANY_CONNECTIONS: 'Too many requests are arriving from this address at once. Please try again in a few seconds.',
  CONTROL_CHARACTERS: '{field} cannot contain invisible control characters (e.g. NUL).',
  UNREADABLE_CHARACTERS: '{field} cannot contain broken or unreadable characters (e.g. �).',
  BIDI_CONTROLS: '{field} cannot contain invisible characters that change the writing direction.',
  TOO_MANY_LINE_BREAKS: '{field} can contain at most {max} line breaks.',
};
