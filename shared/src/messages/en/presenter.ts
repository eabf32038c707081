import type { PresenterCode } from '../presenter';

export const presenterMessagesEn: Record<PresenterCode, string> = {
  LIVE_NOT_FOUND: 'No live presentation is running with this code. Check the code; the presentation may have ended.',
  LIVE_BAD_CODE: 'A presentation code has 6 characters (letters and digits), e.g. K7M 2QX.',
  LIVE_FULL: 'This presentation has reached its viewer limit ({max} viewers). Let the presenter know.',
  LIVE_FULL_FROM_NETWORK: 'This network has reached its limit of connections watching this presentation ({max}). Let the presenter know.',
  LIVE_NOT_PRESENTER: 'Only the person who started this presentation can run it; viewers cannot change the board.',
  LIVE_BOARD_TOO_BIG: 'The board is too large for a live presentation (limit {kb} KB). Clear some trails or pen drawings.',
  LIVE_STILL_TOO_BIG: 'The paused frame is too large for a live presentation (limit {kb} KB).',
  LIVE_TOO_FAST: 'Updates are being sent too fast; some could not reach the viewers. The board’s latest state will be sent shortly.',
  LIVE_TOO_MANY_SESSIONS: 'Too many live presentations are open from this address at once ({max}). End the ones you are not using.',
  LIVE_TOO_MANY_SESSIONS_FROM_NETWORK: 'This network has reached its limit of live presentations open at once ({max}). End the ones you are not using or try again a little later.',
  LIVE_SERVER_FULL: 'The server has no room for a new live presentation right now. Please try again a little later.',
  LIVE_BAD_REQUEST: 'Invalid live presentation request.',
  LIVE_ENDED: 'The presentation has ended.',
  LIVE_EXPIRED: 'The presentation ended because it was idle for a long time.',
  LIVE_PRESENTER_ELSEWHERE: 'This presentation is now being run from another window.',
};
