import type { DraftAiCode } from '../draftAi';

export const draftAiMessagesEn: Record<DraftAiCode, string> = {
  FILL_NOT_CREATOR: 'Only the room creator can fill empty seats with AI managers.',
  FILL_AFTER_START: 'AI managers can only be added before the draft starts.',
  FILL_NO_EMPTY_SEAT: 'The room has no empty seat.',
  START_TOO_FEW_SEATS: 'A draft needs at least 2 teams; you can fill empty seats with AI managers.',
  AI_SEAT_AFTER_START: 'An AI manager cannot be removed once the draft has started.',
  QUEUE_FULL: 'Your pick list is full: you can add at most {max} players.',
  QUEUE_NOT_QUEUED: 'This player is not on your pick list.',
  NOTICE_REPLACED: '{leaver} left; {ai} (AI) took their place.',
  NOTICE_KICKED_REPLACED: '{leaver} was removed from the room; {ai} (AI) took their place.',
  NOTICE_ROOM_ENDED: '{leaver} left; the room closed because no players were left.',
  NOTICE_NEW_CREATOR: '{creator} is now the room creator.',
  NOTICE_CLOCK_PICK: 'Time ran out: {player} was picked automatically.',
  NOTICE_AUTODRAFT_PICK: 'Auto-pick: {player} was picked.',
};
