import { defineAction } from '../action';
import { refusal, roomAnswer } from '../refusal';
import { pausedSchema } from '../schemas';
import { liveFixture } from '../state';
import { countdownFrom } from '../rules/clock';
import { checkNotOnSchedule, nextFixtureOf } from '../rules/matchDay';
import { creatorOnly } from './guards';

/** The host pauses "Otomatik devam" (matches wait for his click) or resumes it (a fresh countdown when no match is live and one is left). */
export const setAutoPaused = defineAction({
  name: 'setAutoPaused',
  schema: pausedSchema,
  check(state, actor) {
    const notHost = creatorOnly(state, actor, 'AUTO_CONTINUE_NOT_HOST');
    if (notHost) return notHost;
    const scheduled = checkNotOnSchedule(state);
    if (scheduled) return scheduled;
    if (!state.options.autoContinue) return refusal('AUTO_CONTINUE_OFF');
    return state.status === 'in_progress' ? null : refusal('AUTO_CONTINUE_NOT_NOW');
  },
  apply(state, _actor, input: { paused: boolean }, env) {
    const waiting = !liveFixture(state) && Boolean(nextFixtureOf(state));
    return { ...state, match: { autoPaused: input.paused, nextMatchAt: !input.paused && waiting ? countdownFrom(env) : null } };
  },
  answer: (_before, _after, _actor, input) => roomAnswer(input.paused ? 'AUTO_PAUSED_ON' : 'AUTO_PAUSED_OFF'),
});
