import { MIN_PLAYERS } from '../constants';
import { defineAction } from '../action';
import { refusal, roomAnswer } from '../refusal';
import { emptySchema } from '../schemas';
import { turnDeadline } from '../rules/clock';
import { creatorOnly } from './guards';
import { isAuctionRoom, startAuction } from '../rules/auctionRoom';

/**
 * "Draftı Başlat": the creator, in the lobby, every human ready (AI seats always are), two seats at least;
 * empty seats are left out, not waited for. The first turn's clock starts (an auction room's auction: rules/auctionRoom.ts).
 */
export const startDraft = defineAction({
  name: 'startDraft',
  schema: emptySchema,
  check(state, actor) {
    const notCreator = creatorOnly(state, actor);
    if (notCreator) return notCreator;
    if (state.status !== 'waiting') return refusal('DRAFT_ALREADY_STARTED');
    if (!state.seats.every((s) => s.ready || s.ai)) return refusal('NOT_ALL_READY');
    return state.seats.length < MIN_PLAYERS ? refusal('START_TOO_FEW_SEATS') : null;
  },
  apply(state, _actor, _input, env) {
    const started = { ...state, status: 'drafting' as const, draft: { currentPick: 0, deadline: null, paused: false } };
    if (isAuctionRoom(state)) return startAuction(started, env);
    return { ...started, draft: { ...started.draft, deadline: turnDeadline(started, env) } };
  },
  answer: () => roomAnswer('DRAFT_STARTED'),
});
