import type { GamePlayer } from '../../players/types';
import { defineAction } from '../action';
import { refusal, roomAnswer } from '../refusal';
import { pickQueueSchema } from '../schemas';
import { draftStateOf } from '../rules/draft';
import { checkQueueAdd } from '../rules/pickQueue';
import { memberOnly, userOf } from './guards';

/** The queue as a new order of players (the server looks each one up; repeats are dropped), and the ids that name no player. */
export interface QueueInput {
  players: GamePlayer[];
  unknownIds: string[];
}

const unique = (players: GamePlayer[]) => [...new Map(players.map((p) => [p.id, p])).values()];

/** The private pick queue: every id a player; add, remove and reorder are all a new order; every player undrafted and of the room's leagues. */
export const setQueue = defineAction({
  name: 'setQueue',
  schema: pickQueueSchema,
  check(state, actor, input: QueueInput) {
    const notMember = memberOnly(state, actor);
    if (notMember) return notMember;
    if (input.unknownIds.length > 0) return refusal('PLAYER_NOT_FOUND');
    const rules = draftStateOf(state);
    const queue: string[] = [];
    for (const p of unique(input.players)) {
      const refused = checkQueueAdd(rules, queue, p);
      if (refused) return refused;
      queue.push(p.id);
    }
    return null;
  },
  apply: (state, actor, input) => ({
    ...state,
    seats: state.seats.map((s) => (s.userId === userOf(actor) ? { ...s, queue: unique(input.players).map((p) => p.id) } : s)),
  }),
  answer: (_before, _after, _actor, input) => {
    const players = unique(input.players);
    return { ...roomAnswer('QUEUE_SAVED'), playerIds: players.map((p) => p.id), players };
  },
});
