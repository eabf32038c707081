import { refusal, type Refusal } from '../refusal';
import { isCreator, isMember, type Actor, type RoomState } from '../state';

/**
 * The first checks of most actions, in the pipeline's order: a member (a human seat), then the creator
 * where the action is his. Each answers null or the refusal.
 */
export const memberOnly = (state: RoomState, actor: Actor): Refusal | null => (isMember(state, actor) ? null : refusal('NOT_MEMBER'));

export const creatorOnly = (state: RoomState, actor: Actor, code: 'NOT_CREATOR' | 'KICK_NOT_CREATOR' | 'FILL_NOT_CREATOR' | 'AUTO_CONTINUE_NOT_HOST' = 'NOT_CREATOR'): Refusal | null =>
  memberOnly(state, actor) ?? (isCreator(state, actor) ? null : refusal(code));

export const systemOnly = (actor: Actor): Refusal | null => (actor.kind === 'system' ? null : refusal('NOT_MEMBER'));

/** The user id of an actor the checks have admitted as a member. */
export const userOf = (actor: Actor): string => (actor.kind === 'user' ? actor.userId : '');

/** A snake draft's move (a pick, its undo, a pause, a formation change) in an auction room's running draft: players are bought there. */
export const notInAuction = (state: RoomState): Refusal | null =>
  state.status === 'drafting' && state.options.draftOrder === 'auction' ? refusal('NOT_IN_AUCTION') : null;
