import { refusalOf, type Refusal, type RefusalKind } from '../messages/refusal';
import { isGameFormation, formationSlots } from '../formations/gameFormations';
import type { MatchDecisionCode } from '../messages/matchDecisions';
import { isMentality, isPressing, isTempo, type Tactics } from './tactics';
import type { Decision, PlanRule, Side, TeamInput } from './types';

/**
 * The rules of match-day decisions, pure: the server runs them before storing a decision, the client for
 * instant feedback, and the engine before applying one (a plan's change that no longer fits, such as a
 * sixth substitution, is skipped). Substitutions follow the Laws of the Game: five, made in at most three
 * stoppages of play (changes at half time, before extra time and at its half time use none), one more
 * substitution and one more stoppage once extra time begins; a player who went off never comes back.
 */
/** Why each decision is refused (the HTTP status: room/refusal.ts). */
export const DECISION_KIND: Record<MatchDecisionCode, RefusalKind> = {
  DECISION_NOT_YOUR_TEAM: 'forbidden',
  DECISION_MATCH_OVER: 'conflict',
  SUB_LIMIT: 'conflict',
  SUB_WINDOWS_USED: 'conflict',
  PLAYER_ALREADY_OFF: 'conflict',
  PLAYER_NOT_ON_PITCH: 'invalid',
  PLAYER_NOT_ON_BENCH: 'invalid',
  FORMATION_UNKNOWN: 'invalid',
  FORMATION_POSITIONS_INVALID: 'invalid',
  TACTIC_UNKNOWN: 'invalid',
  PLAN_TOO_MANY: 'invalid',
  PLAN_MINUTE_INVALID: 'invalid',
  PLAN_EMPTY: 'invalid',
  PLAN_PLAYER_UNKNOWN: 'invalid',
};

export const decisionRefusal = (code: MatchDecisionCode): Refusal<MatchDecisionCode> => refusalOf(code);

export const MAX_SUBS = 5;
export const MAX_WINDOWS = 3;
export const MAX_PLAN_RULES = 8;

/** One side as a decision sees it, at the moment the decision would take effect (`matchStateAt`). */
export interface SideView {
  /** Ids of the men on the pitch. */
  onPitch: readonly string[];
  /** Ids of the substitutes not yet used. */
  bench: readonly string[];
  /** Ids of the men who went off for good (substituted or sent off). */
  off: readonly string[];
  subsUsed: number;
  windowsUsed: number;
  /** Extra time has begun (or begins next): one more substitution and one more window. */
  extraTime: boolean;
  /** The change would take effect at a break (kick-off, half time, before extra time or at its half time). */
  atBreak: boolean;
  /** Another substitution already takes effect at that moment: this one shares its window. */
  windowOpen: boolean;
  formation: string;
  tactics: Tactics;
}

export interface DecisionContext {
  /** The match has ended (its final whistle is out). */
  finished: boolean;
  sides: Record<Side, SideView>;
}

/** Refusal of a substitution for this side now, or null. */
export function checkSubstitution(s: SideView, off: string, on: string): Refusal<MatchDecisionCode> | null {
  if (s.subsUsed >= MAX_SUBS + (s.extraTime ? 1 : 0)) return decisionRefusal('SUB_LIMIT');
  if (!s.atBreak && !s.windowOpen && s.windowsUsed >= MAX_WINDOWS + (s.extraTime ? 1 : 0)) return decisionRefusal('SUB_WINDOWS_USED');
  if (s.off.includes(off) || s.off.includes(on)) return decisionRefusal('PLAYER_ALREADY_OFF');
  if (!s.onPitch.includes(off)) return decisionRefusal('PLAYER_NOT_ON_PITCH');
  if (!s.bench.includes(on)) return decisionRefusal('PLAYER_NOT_ON_BENCH');
  return null;
}

function checkFormation(s: SideView, formation: string, positions: Record<string, string> | undefined): Refusal<MatchDecisionCode> | null {
  if (!isGameFormation(formation)) return decisionRefusal('FORMATION_UNKNOWN');
  if (!positions) return null;
  // Every man on the pitch placed once, each in a slot of the formation, no slot used twice.
  const slots = formationSlots(formation).map((slot) => slot.position as string);
  const ids = Object.keys(positions);
  if (ids.length !== s.onPitch.length || !ids.every((id) => s.onPitch.includes(id))) return decisionRefusal('FORMATION_POSITIONS_INVALID');
  for (const position of Object.values(positions)) {
    const i = slots.indexOf(position);
    if (i < 0) return decisionRefusal('FORMATION_POSITIONS_INVALID');
    slots.splice(i, 1);
  }
  return null;
}

/**
 * Whether `requester` (the side the user manages, null for a viewer) may make this decision now. The
 * checks, in order: whose team, the final whistle, then the decision's own rule.
 */
export function checkDecision(ctx: DecisionContext, requester: Side | null, d: Decision): Refusal<MatchDecisionCode> | null {
  if (requester === null || requester !== d.side) return decisionRefusal('DECISION_NOT_YOUR_TEAM');
  if (ctx.finished) return decisionRefusal('DECISION_MATCH_OVER');
  return checkChange(ctx.sides[d.side], d);
}

/** The decision's own rule for its side (the engine checks every change with it as it takes effect). */
export function checkChange(s: SideView, d: Decision): Refusal<MatchDecisionCode> | null {
  switch (d.type) {
    case 'substitution':
      return checkSubstitution(s, d.off, d.on);
    case 'formation':
      return checkFormation(s, d.formation, d.positions);
    case 'mentality':
      return isMentality(d.value) ? null : decisionRefusal('TACTIC_UNKNOWN');
    case 'pressing':
      return isPressing(d.value) ? null : decisionRefusal('TACTIC_UNKNOWN');
    case 'tempo':
      return isTempo(d.value) ? null : decisionRefusal('TACTIC_UNKNOWN');
    default:
      return decisionRefusal('TACTIC_UNKNOWN');
  }
}

/** Whether a manager's plans for a match fit his squad (set before kick-off; checked again as they fire). */
export function checkPlan(team: Pick<TeamInput, 'players' | 'bench'>, rules: readonly PlanRule[]): Refusal<MatchDecisionCode> | null {
  if (rules.length > MAX_PLAN_RULES) return decisionRefusal('PLAN_TOO_MANY');
  const ids = new Set([...team.players, ...(team.bench ?? [])].map((p) => p.id));
  for (const rule of rules) {
    if (!Number.isInteger(rule.from) || rule.from < 1 || rule.from > 120) return decisionRefusal('PLAN_MINUTE_INVALID');
    if (rule.changes.length === 0) return decisionRefusal('PLAN_EMPTY');
    for (const c of rule.changes) {
      if (c.type === 'substitution') {
        for (const choice of [c.on, c.off]) if (choice && 'id' in choice && !ids.has(choice.id)) return decisionRefusal('PLAN_PLAYER_UNKNOWN');
      } else if (c.type === 'formation') {
        if (!isGameFormation(c.formation)) return decisionRefusal('FORMATION_UNKNOWN');
      } else if (!(c.type === 'mentality' ? isMentality(c.value) : c.type === 'pressing' ? isPressing(c.value) : isTempo(c.value))) {
        return decisionRefusal('TACTIC_UNKNOWN');
      }
    }
  }
  return null;
}
