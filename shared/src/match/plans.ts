import { lineOf, type Line } from './positions';
import { MENTALITY_LABELS, PRESSING_LABELS, TEMPO_LABELS, type Tactics } from './tactics';
import type { MatchInput, PlanChange, PlanRule, ScoreCondition, Side } from './types';

/** Kick-off tactics and the rules of a manager who sets nothing: his style's, or the balanced one's. */
export interface MatchPlan {
  tactics?: Partial<Tactics>;
  rules: PlanRule[];
}

export function scoreHolds(condition: ScoreCondition, goalsFor: number, goalsAgainst: number): boolean {
  switch (condition) {
    case 'behind':
      return goalsFor < goalsAgainst;
    case 'level':
      return goalsFor === goalsAgainst;
    case 'ahead':
      return goalsFor > goalsAgainst;
    case 'not_ahead':
      return goalsFor <= goalsAgainst;
    case 'not_behind':
      return goalsFor >= goalsAgainst;
    default:
      return true;
  }
}

/** The styles of the game's managers (the AI managers' drafting styles, `AiStyle`). */
export const PLAN_STYLES = ['dengeli', 'hücumcu', 'savunmacı'] as const;
export type PlanStyle = (typeof PLAN_STYLES)[number];

const fresh = (line: 'DEF' | 'MID' | 'FWD' | null = null): PlanChange =>
  line ? { type: 'substitution', on: { line }, off: { line } } : { type: 'substitution', on: { line: 'any' }, off: { line: 'any' } };
const swap = (on: 'DEF' | 'MID' | 'FWD', off: 'DEF' | 'MID' | 'FWD'): PlanChange => ({ type: 'substitution', on: { line: on }, off: { line: off } });

/**
 * What a manager of each style does when he sets nothing (AI managers, and a human who is away): fresh legs
 * for the most tired men around the hour, more attack when behind, a tighter side when ahead late. A
 * balanced manager reacts later than an attacking one; a defensive one starts deep and only opens up late.
 */
export function stylePlan(style: PlanStyle): MatchPlan {
  switch (style) {
    case 'hücumcu':
      return {
        tactics: { mentality: 'attacking', pressing: 'high' },
        rules: [
          { from: 55, score: 'any', changes: [fresh()] },
          { from: 60, score: 'behind', changes: [{ type: 'mentality', value: 'all_out_attack' }, swap('FWD', 'DEF')] },
          { from: 65, score: 'any', changes: [{ type: 'pressing', value: 'normal' }, fresh()] },
          { from: 75, score: 'not_ahead', changes: [fresh('FWD')] },
          { from: 85, score: 'ahead', changes: [{ type: 'mentality', value: 'balanced' }] },
        ],
      };
    case 'savunmacı':
      return {
        tactics: { mentality: 'defensive', pressing: 'low' },
        rules: [
          { from: 60, score: 'behind', changes: [{ type: 'mentality', value: 'balanced' }] },
          { from: 65, score: 'any', changes: [fresh()] },
          { from: 75, score: 'behind', changes: [{ type: 'mentality', value: 'attacking' }, swap('FWD', 'MID')] },
          { from: 75, score: 'ahead', changes: [swap('DEF', 'FWD')] },
          { from: 80, score: 'any', changes: [fresh()] },
        ],
      };
    default:
      return {
        rules: [
          { from: 60, score: 'any', changes: [fresh()] },
          { from: 65, score: 'behind', changes: [{ type: 'mentality', value: 'attacking' }] },
          { from: 75, score: 'behind', changes: [{ type: 'mentality', value: 'all_out_attack' }, swap('FWD', 'DEF')] },
          { from: 75, score: 'not_behind', changes: [fresh()] },
          { from: 80, score: 'ahead', changes: [{ type: 'mentality', value: 'defensive' }, swap('DEF', 'FWD')] },
        ],
      };
  }
}

/**
 * The plan a side plays by: the manager's own rules, or else his style's default (an AI manager's style;
 * 'dengeli' for a human who set none), so an absent manager's side still reacts to the score.
 */
export function planOf(rules: readonly PlanRule[] | null | undefined, style: PlanStyle = 'dengeli'): MatchPlan {
  return rules && rules.length ? { rules: [...rules] } : stylePlan(style);
}

/** The match input with each side's plan: its kick-off tactics on the team, its rules in `plans`. */
export function withPlans(input: MatchInput, plans: Partial<Record<Side, MatchPlan>>): MatchInput {
  const teams = input.teams.map((t, i) => {
    const plan = plans[i === 0 ? 'A' : 'B'];
    return plan?.tactics ? { ...t, tactics: { ...t.tactics, ...plan.tactics } } : t;
  }) as MatchInput['teams'];
  return { ...input, teams, plans: { ...input.plans, ...Object.fromEntries(Object.entries(plans).map(([side, p]) => [side, p!.rules])) } };
}

const CONDITION_TEXT: Record<ScoreCondition, string> = {
  any: '',
  behind: 'gerideysek',
  level: 'berabereysek',
  ahead: 'öndeysek',
  not_ahead: 'önde değilsek',
  not_behind: 'geride değilsek',
};
const LINE_TEXT = { DEF: 'defans oyuncusu', MID: 'orta saha oyuncusu', FWD: 'forvet', any: 'yedek' };

function changeText(c: PlanChange, names: (id: string) => string): string {
  switch (c.type) {
    case 'mentality':
      return MENTALITY_LABELS[c.value];
    case 'pressing':
      return `${PRESSING_LABELS[c.value].toLocaleLowerCase('tr')} pres`;
    case 'tempo':
      return `${TEMPO_LABELS[c.value].toLocaleLowerCase('tr')} tempo`;
    case 'formation':
      return `${c.formation} dizilişi`;
    default: {
      const on = 'id' in c.on ? names(c.on.id) : LINE_TEXT[c.on.line];
      const off = c.off ? ('id' in c.off ? names(c.off.id) : null) : null;
      return off ? `${off} çıksın, ${on} girsin` : `${on} girsin`;
    }
  }
}

/** Locative of a number as it is read: 70'te (yetmiş), 80'de (seksen), 60'ta (altmış), 45'te (kırk beş). */
const ONES = ['', "'de", "'de", "'te", "'te", "'te", "'da", "'de", "'de", "'da"];
const TENS = ["'de", "'da", "'de", "'da", "'ta", "'de", "'ta", "'te", "'de", "'da"];
export function numberLocative(n: number): string {
  if (n % 10) return `${n}${ONES[n % 10]}`;
  return `${n}${n % 100 === 0 ? "'de" : TENS[(n % 100) / 10]}`;
}

/** A rule as the manager reads it: "70'te gerideysek: Hücum, forvet girsin". */
export function describePlanRule(rule: PlanRule, names: (id: string) => string = (id) => id): string {
  const at = numberLocative(rule.from);
  const when = rule.score === 'any' ? at : `${at} ${CONDITION_TEXT[rule.score]}`;
  return `${when}: ${rule.changes.map((c) => changeText(c, names)).join(', ')}`;
}

/** A planned substitution that can never be made: the rule's index, the change's, and the line it brings on. */
export interface UnfitChange {
  rule: number;
  change: number;
  line: Exclude<Line, 'GK'> | 'any';
}

/**
 * The planned substitutions by line that can never be made with this bench (each substitute's positions,
 * best first): nobody of that line is on it ('any': no outfielder at all). The engine brings on a
 * substitute of his best position's line and skips a change with nobody to bring on, so such a rule would
 * be skipped without a word when it fires; the plan editor says so when the rule is made.
 */
export function unfitChanges(rules: readonly PlanRule[], bench: ReadonlyArray<readonly string[]>): UnfitChange[] {
  const lines = new Set(bench.map((positions) => lineOf(positions[0] ?? 'CM')).filter((l) => l !== 'GK'));
  return rules.flatMap((rule, i) =>
    rule.changes.flatMap((c, j) => {
      if (c.type !== 'substitution' || 'id' in c.on) return [];
      const fits = c.on.line === 'any' ? lines.size > 0 : lines.has(c.on.line);
      return fits ? [] : [{ rule: i, change: j, line: c.on.line }];
    }),
  );
}
