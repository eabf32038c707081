import { refusal, type Refusal } from '../refusal';

/**
 * Who may see what of a room (issue 15 item 7, issue 25 item 4): anyone signed in sees its summary (what
 * an invite link shows); an open room's squads, fixtures, live match and results are anyone's to watch
 * but those the creator kicked, a password-locked room's only its members' and those who gave its password
 * to watch (actions/watch.ts). Every list of matches leaves a locked room's out for others.
 */
export function checkViewRoom(state: { isLocked: boolean; member: boolean; banned?: boolean; watcher?: boolean }): Refusal | null {
  if (state.member) return null;
  if (state.banned) return refusal('BANNED');
  return state.isLocked && !state.watcher ? refusal('LOCKED_MEMBERS_ONLY') : null;
}

/**
 * Who may watch a match again: once it is played, anyone signed in, except in a password-locked room,
 * whose matches only its members see (a share link's token opens any played match without signing in).
 */
export function checkReplay(state: { played: boolean; isLocked: boolean; isMember: boolean } | null): Refusal | null {
  if (!state) return refusal('REPLAY_NOT_FOUND');
  if (!state.played) return refusal('REPLAY_NOT_PLAYED');
  if (state.isLocked && !state.isMember) return refusal('REPLAY_PRIVATE');
  return null;
}
