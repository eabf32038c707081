import { checkDecision, decisionRefusal, type DecisionContext } from '../../match/decisionRules';
import type { Decision, DecisionTime, Side } from '../../match/types';
import { defineAction } from '../action';
import { refusal, roomAnswer, type Refusal } from '../refusal';
import { decisionSchema, type DecisionBody } from '../schemas';
import { liveFixture, withEffects, type RoomState } from '../state';
import { memberOnly } from './guards';

/**
 * The live match as the server sees it when a decision comes (the client passes what its controls show):
 * the fixture, the requester's side in it (null: he does not play in it), the minute the decision is made
 * at (the last one shown: it takes effect from the next) and both sides as the rules judge them then.
 */
export interface LiveDecisionView {
  fixtureId: string;
  side: Side | null;
  at: DecisionTime;
  context: DecisionContext;
}

export interface DecideInput {
  decision: DecisionBody;
  /** Null when the room has no live match. */
  live: LiveDecisionView | null;
}

/** The decision as stored: the requester's side and the minute it was made at. */
export function decisionOf(input: DecideInput): Decision {
  const { side: _side, ...body } = input.decision;
  const live = input.live!;
  return { ...body, side: live.side!, minute: live.at.minute, ...(live.at.added ? { added: live.at.added } : {}) } as Decision;
}

function checkDecide(state: RoomState, input: DecideInput): Refusal | null {
  const live = input.live;
  // No match live: after a final whistle the change comes too late; before any kick-off, too early.
  if (!live || liveFixture(state)?._id !== live.fixtureId) return state.fixtures.some((f) => f.played) ? decisionRefusal('DECISION_MATCH_OVER') : refusal('MATCH_NOT_LIVE');
  // A side sent in the body is the one the manager means: anyone else's is refused as such.
  const side = input.decision.side && input.decision.side !== live.side ? null : live.side;
  const { side: _sent, ...body } = input.decision;
  return checkDecision(live.context, side, { ...body, side: input.decision.side ?? live.side ?? 'A', minute: live.at.minute } as Decision);
}

/**
 * A manager's change during his live match (issue 27): a substitution, formation, mentality, pressing or
 * tempo, made at the minute shown and taking effect from the next. Checked in order: a member, a match
 * live, his team, the final whistle, then the change's own rule (decisionRules.ts). Stored with its minute
 * on the fixture; the server recomputes the rest of the timeline from that minute (the `decided` effect).
 */
export const decide = defineAction({
  name: 'decide',
  schema: decisionSchema,
  check: (state, actor, input: DecideInput) => memberOnly(state, actor) ?? checkDecide(state, input),
  apply(state, _actor, input) {
    const decision = decisionOf(input);
    let decisions: Decision[] = [];
    const fixtures = state.fixtures.map((f) => {
      if (f._id !== input.live!.fixtureId) return f;
      decisions = [...(f.decisions ?? []), decision];
      return { ...f, decisions };
    });
    return withEffects({ ...state, fixtures }, { type: 'decided', fixtureId: input.live!.fixtureId, decisions });
  },
  answer(_before, _after, _actor, input) {
    const { minute, added } = input.live!.at;
    return { ...roomAnswer('DECISION_SAVED', { minute: added ? `${minute}+${added}` : minute }), decision: decisionOf(input) };
  },
});
