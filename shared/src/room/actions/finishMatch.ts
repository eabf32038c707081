import type { FixtureResult } from '../../match/wire';
import { defineAction } from '../action';
import { refusal, roomAnswer } from '../refusal';
import { liveFixture } from '../state';
import { finishState } from '../rules/matchDay';
import { systemOnly } from './guards';
import { z } from 'zod';

export interface FinishInput {
  fixtureId: string;
  result: FixtureResult;
}

/** The final whistle (the server's pacer only): the live fixture is stored as played, exactly once. */
export const finishMatch = defineAction({
  name: 'finishMatch',
  // No route: only the pacer sends it, with the result it computed (typed, never validated from a request).
  schema: z.custom<FinishInput>(),
  check: (state, actor, input: FinishInput) => systemOnly(actor) ?? (liveFixture(state)?._id === input.fixtureId ? null : refusal('MATCH_NOT_LIVE')),
  apply: (state, _actor, input, env) => finishState(state, input.fixtureId, input.result, env),
  answer: () => roomAnswer('DONE'),
});
