import type { MatchInput } from '../../match/types';
import { defineAction } from '../action';
import { refusal, roomAnswer } from '../refusal';
import { emptySchema } from '../schemas';
import { liveFixture } from '../state';
import { checkKickOff, checkNotOnSchedule, kickOffState } from '../rules/matchDay';
import { creatorOnly } from './guards';

/**
 * The next fixture's engine input, built by the server from the drafted squads and a fresh seed (null when
 * a squad is short); 'server' where it is checked without it (the client: all but the squads' size).
 */
export interface KickOffInput {
  match: MatchInput | null | 'server';
}

/** "Sonraki Maçı Başlat": the creator kicks off the first unplayed fixture while none is live (an evening's: a league's are on schedule). */
export const kickOff = defineAction({
  name: 'kickOff',
  schema: emptySchema,
  check: (state, actor, input: KickOffInput) => creatorOnly(state, actor) ?? checkNotOnSchedule(state) ?? checkKickOff(state) ?? (input.match ? null : refusal('SQUAD_INCOMPLETE')),
  apply: (state, _actor, input, env) => (typeof input.match === 'object' && input.match ? kickOffState(state, input.match, env) : state),
  answer: (_before, after) => {
    const live = liveFixture(after)!;
    return { ...roomAnswer('MATCH_STARTED'), fixtureId: live._id, startedAt: new Date(live.startedAt!).toISOString() };
  },
});
