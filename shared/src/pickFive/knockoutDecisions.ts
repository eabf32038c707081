import { z } from 'zod';
import { checkDecision, DECISION_KIND } from '../match/decisionRules';
import { decisionKey } from '../match/decisions';
import { matchStateAt } from '../match/engine';
import type { MatchState } from '../match/matchState';
import type { Decision, DecisionTime, MatchInput } from '../match/types';
import type { MatchDecisionCode } from '../messages/matchDecisions';
import type { DraftRefusalCode } from '../messages/drafts';
import type { Refusal, RefusalKind } from '../messages/refusal';
import { wording } from '../messages/wording';
import { said } from '../validation/said';
import { DRAFT_REFUSAL_KIND, draftRefusal } from '../auction/refusal';
import { decisionSchema } from '../room/schemas';
import { playKnockout, type KnockoutMatch } from './knockout';
import type { KnockoutDecisions, PickFiveRun } from './run';
import { KNOCKOUT_ROUNDS } from './share';
import type { GamePlayer } from '../players/types';

/**
 * The manager's decisions in the knockout's ties (docs/drafts.md, 'The knockout'): the screen pauses a tie
 * at a line and he makes a substitution or changes formation, mentality, pressing or tempo, as in a live
 * match; the tie is played again from its seed with the decision from the next minute on. Each is judged
 * by the live match's own rule (`checkDecision`) against the tie as it stood at its minute, so the server,
 * replaying a daily run, takes exactly what the screen allowed.
 */

/** The most decisions in one tie (six substitutions and the tactics around them). */
export const MAX_TIE_DECISIONS = 12;

export type KnockoutRefusal = Refusal<DraftRefusalCode | MatchDecisionCode>;

/** The HTTP kind of a knockout refusal: a draft's or a match decision's. */
export const knockoutRefusalKind = (r: KnockoutRefusal): RefusalKind =>
  r.code in DRAFT_REFUSAL_KIND ? DRAFT_REFUSAL_KIND[r.code as DraftRefusalCode] : DECISION_KIND[r.code as MatchDecisionCode];

const invalid = said(wording('validation', 'INVALID_DECISIONS'));
const minuteField = z.number(invalid).int(invalid).min(0, invalid).max(130, invalid);
const timeSchema = z.object({ side: z.literal('A', invalid), minute: minuteField, added: minuteField.max(30, invalid).optional() });
/** A run's decisions as a body or a link carries them: at most one list a tie, each at most MAX_TIE_DECISIONS. */
export const knockoutDecisionsSchema = z
  .array(z.array(decisionSchema.and(timeSchema), invalid).max(MAX_TIE_DECISIONS, invalid), invalid)
  .max(KNOCKOUT_ROUNDS, invalid);

/** The tie as it stood after minute `at`, with its decisions made by then taking effect: what the controls show and judge. */
export const tieStateAt = (match: Pick<KnockoutMatch, 'input'>, at: DecisionTime): MatchState =>
  matchStateAt({ ...match.input, decisions: (match.input.decisions ?? []).filter((d) => decisionKey(d) <= decisionKey(at)) }, at);

/** Refusal of a tie's next decision after those already made in it (in minute order, each judged at its minute). */
function checkNext(input: MatchInput, made: readonly Decision[], d: Decision): KnockoutRefusal | null {
  const last = made.at(-1);
  if (last && decisionKey(d) < decisionKey(last)) return draftRefusal('PICK_FIVE_DECISION_ORDER');
  return checkDecision(matchStateAt({ ...input, decisions: [...made] }, d), 'A', d);
}

/** The run with one more decision in the tie of `round` (1-4), or the refusal the screen shows. */
export function decideInTie(run: PickFiveRun, match: KnockoutMatch, d: Decision): PickFiveRun | KnockoutRefusal {
  const made = match.input.decisions ?? [];
  const refused = checkNext({ ...match.input, decisions: [] }, made, d);
  if (refused) return refused;
  const decisions: Decision[][] = Array.from({ length: Math.max(match.round, run.decisions?.length ?? 0) }, (_, i) => [...(run.decisions?.[i] ?? [])]);
  decisions[match.round - 1].push(d);
  return { ...run, decisions };
}

/** A whole run's decisions as sent to be saved, replayed tie by tie: the first refusal, or null. */
export function checkKnockoutDecisions(run: PickFiveRun, pool: readonly GamePlayer[]): KnockoutRefusal | null {
  const decisions: KnockoutDecisions = run.decisions ?? [];
  const played = playKnockout(run, pool, 'A');
  for (const [i, tie] of decisions.entries()) {
    if (tie.length === 0) continue;
    const match = played[i];
    if (!match) return draftRefusal('PICK_FIVE_DECISION_NO_TIE');
    const bare = { ...match.input, decisions: [] };
    for (const [k, d] of tie.entries()) {
      const refused = checkNext(bare, tie.slice(0, k), d);
      if (refused) return refused;
    }
  }
  return null;
}
