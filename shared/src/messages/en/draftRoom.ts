import type { DraftRoomCode } from '../draftRoom';

export const draftRoomMessagesEn: Record<DraftRoomCode, string> = {
  TOO_MANY_ROOMS: 'You can have at most {max} open rooms; leave one before creating a new room.',
  BANNED: 'You were removed from this room; you cannot join again unless the room creator lifts the ban.',
  NOT_BANNED: 'This user is not banned from the room.',
  JOIN_THROTTLED: 'Too many attempts to join this room; please try again in {seconds} seconds.',
  LOCKED_MEMBERS_ONLY: 'This room has a password; only its players can see its details.',
  PICK_STALE: 'This pick turn has passed; the room has been updated.',
  CHAT_EMPTY: 'A message cannot be empty.',
  CHAT_TOO_LONG: 'A message can be at most {max} characters.',
  CHAT_RATE_LIMITED: 'You are sending messages too fast; please wait a moment.',
  REACTION_UNKNOWN: 'This reaction cannot be used.',
  REACTION_NO_PICK: 'This pick was not found.',
  NOTICE_KICKED: 'The room creator removed you from the room “{room}”.',
  NOTICE_PICK_PLACED: '{player} took the {slot} position.',
};
