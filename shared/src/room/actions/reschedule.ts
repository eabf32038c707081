import { defineAction } from '../action';
import { refusal, roomAnswer, roomTextRef } from '../refusal';
import { rescheduleSchema } from '../schemas';
import { liveFixture, seatOf, withEffects } from '../state';
import { leagueOf } from '../rules/clock';
import { nextFixtureOf } from '../rules/matchDay';
import { creatorOnly, userOf } from './guards';

/**
 * "Maç gününü ertele / öne al" (issue 41): the commissioner moves the next kick-off of a league to a given
 * instant, not in the past; the room clock runs it then (the matchdays after it keep their schedule).
 */
export const reschedule = defineAction({
  name: 'reschedule',
  schema: rescheduleSchema,
  check(state, actor, input: { at: string }, env) {
    const notCreator = creatorOnly(state, actor);
    if (notCreator) return notCreator;
    if (!leagueOf(state.options)) return refusal('RESCHEDULE_NOT_LEAGUE');
    if (liveFixture(state)) return refusal('MATCH_LIVE');
    if (state.status !== 'in_progress' || !nextFixtureOf(state)) return refusal('RESCHEDULE_NOT_NOW');
    return Date.parse(input.at) < env.now ? refusal('RESCHEDULE_IN_PAST') : null;
  },
  apply(state, actor, input, env) {
    const host = seatOf(state, userOf(actor))!.name;
    const next = { ...state, match: { ...state.match, nextMatchAt: Math.max(Date.parse(input.at), env.now) } };
    return withEffects(next, { type: 'notice', code: 'COMMISSIONER', text: roomTextRef('NOTICE_RESCHEDULED', { host }) });
  },
  answer: () => roomAnswer('RESCHEDULED'),
});
