import type { inputMessages } from '../input';

export const inputMessagesEn: Record<keyof typeof inputMessages, string> = {
  TOO_MANY_CONNECTIONS: 'Too many requests are arriving from this address at once. Please try again in a few seconds.',
  CONTROL_CHARACTERS: '{field} cannot contain invisible control characters (e.g. NUL).',
};
