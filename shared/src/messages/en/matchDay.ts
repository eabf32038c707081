import type { MatchDayCode } from '../matchDay';

export const matchDayMessagesEn: Record<MatchDayCode, string> = {
  AUTO_CONTINUE_OFF: 'Auto-continue is off in this room.',
  AUTO_CONTINUE_NOT_NOW: 'Auto-continue can only be paused or resumed while the tournament is running.',
  AUTO_CONTINUE_NOT_HOST: 'Only the room creator can pause or resume auto-continue.',
  REMATCH_NOT_FINISHED: 'A rematch can only be asked for once the tournament is over.',
  REPLAY_NOT_FOUND: 'Match replay not found.',
  REPLAY_NOT_PLAYED: 'This match has not finished yet; its replay can be watched once it ends.',
  REPLAY_PRIVATE: "This match was played in a room with a password; only the room's players or people with the share link can watch its replay.",
  NEXT_MATCH: 'Next match: {teamA} – {teamB}',
  STARTS_BY_HOST: '{host} will start the match.',
  STARTS_AUTOMATICALLY: 'The match starts automatically in {seconds} seconds.',
  AUTO_PAUSED: 'Auto-continue is paused.',
};
