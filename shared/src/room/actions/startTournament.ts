import { MIN_PLAYERS } from '../constants';
import { defineAction } from '../action';
import { refusal, roomAnswer } from '../refusal';
import { emptySchema } from '../schemas';
import { startTournamentState } from '../rules/matchDay';
import { creatorOnly } from './guards';

/** "Turnuvayı Başlat": the creator, once the draft is over; the format's fixtures are made and the room goes in progress. */
export const startTournament = defineAction({
  name: 'startTournament',
  schema: emptySchema,
  check(state, actor) {
    const notCreator = creatorOnly(state, actor);
    if (notCreator) return notCreator;
    if (state.status !== 'draft_finished') return refusal('TOURNAMENT_NEEDS_DRAFT');
    return state.seats.length < MIN_PLAYERS ? refusal('TOO_FEW_PLAYERS') : null;
  },
  apply: (state, _actor, _input, env) => startTournamentState(state, env),
  answer: () => roomAnswer('TOURNAMENT_STARTED'),
});
