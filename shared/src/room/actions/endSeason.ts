import { defineAction } from '../action';
import { refusal, roomAnswer, roomTextRef } from '../refusal';
import { emptySchema } from '../schemas';
import { liveFixture, seatOf, withEffects } from '../state';
import { PLAYING } from '../rules/seats';
import { creatorOnly, userOf } from './guards';

/**
 * "Sezonu bitir" (issue 41): the commissioner ends the league now: no pick clock, no kick-off runs again;
 * the fixtures played stay in the history, the others are never played (a champion only if all were).
 * Not while a match is live: its whistle comes first.
 */
export const endSeason = defineAction({
  name: 'endSeason',
  schema: emptySchema,
  check(state, actor) {
    const notCreator = creatorOnly(state, actor);
    if (notCreator) return notCreator;
    if (!PLAYING.has(state.status)) return refusal('END_SEASON_NOT_NOW');
    return liveFixture(state) ? refusal('MATCH_LIVE') : null;
  },
  apply(state, actor) {
    const host = seatOf(state, userOf(actor))!.name;
    const ended = { ...state, status: 'finished' as const, draft: { ...state.draft, deadline: null }, match: { ...state.match, nextMatchAt: null } };
    return withEffects(ended, { type: 'notice', code: 'COMMISSIONER', text: roomTextRef('NOTICE_SEASON_ENDED', { host }) });
  },
  answer: () => roomAnswer('SEASON_ENDED'),
});
