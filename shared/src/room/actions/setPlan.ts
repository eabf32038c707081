import { checkPlan } from '../../match/decisionRules';
import type { PlanRule, PlayerInput } from '../../match/types';
import { defineAction } from '../action';
import { refusal, roomAnswer } from '../refusal';
import { planSchema } from '../schemas';
import { seatOf, type RoomState } from '../state';
import { memberOnly, userOf } from './guards';

export interface PlanInput {
  rules: PlanRule[];
}

/** The plan's check on the manager's drafted players (it reads their ids only). */
function checkPlanFor(state: RoomState, userId: string, rules: PlanRule[]) {
  const players = state.picks.filter((p) => p.userId === userId).map((p) => ({ id: p.playerId }) as PlayerInput);
  return checkPlan({ players }, rules);
}

/**
 * "Maç planı" (issue 27): a manager's conditional changes ("70'te gerideysek: Hücum, forvet girsin"), kept
 * on his seat and frozen into each match's input at its kick-off, so a plan set during a match counts from
 * the next one. Checked: a member, the tournament not over, the plan's rules (decisionRules.ts checkPlan:
 * at most 8 rules, minutes 1-120, each with a change, players of his squad). An empty plan clears it.
 */
export const setPlan = defineAction({
  name: 'setPlan',
  schema: planSchema,
  check: (state, actor, input: PlanInput) =>
    memberOnly(state, actor) ?? (state.status === 'finished' ? refusal('TOURNAMENT_FINISHED') : checkPlanFor(state, userOf(actor), input.rules)),
  apply(state, actor, input) {
    const userId = userOf(actor);
    const plan = input.rules.length ? input.rules : null;
    return { ...state, seats: state.seats.map((s) => (s.userId === userId ? { ...s, plan } : s)) };
  },
  answer: (_before, after, actor) => ({ ...roomAnswer(seatOf(after, userOf(actor))?.plan ? 'PLAN_SAVED' : 'PLAN_CLEARED'), rules: seatOf(after, userOf(actor))?.plan ?? [] }),
});
