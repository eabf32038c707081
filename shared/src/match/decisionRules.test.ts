import { describe, expect, it } from 'vitest';
import { REFUSAL_STATUS } from '../refusal/kind';
import { turkishText } from '../messages/refusal';
import { matchDecisionMessages } from '../messages/matchDecisions';
import { checkDecision, checkPlan, DECISION_KIND, decisionRefusal } from './decisionRules';
import { matchStateAt, simulateMatch } from './engine';
import { sampleBench, sampleSquad } from './sampleSquad';
import type { Decision, MatchInput, Side, TeamInput } from './types';

const squadWithBench = (name: string, overall: number, seed: number): TeamInput => ({ ...sampleSquad(name, overall, seed), bench: sampleBench(name, overall, seed) });
const home = squadWithBench('Kartallar', 76, 21);
const away = squadWithBench('Aslanlar', 76, 22);
const input = (decisions: Decision[] = [], knockout = false): MatchInput => ({ seed: 99, teams: [home, away], decisions, knockout });
const A = (i: number) => home.players[i].id;
const benchA = (i: number) => home.bench![i].id;
const sub = (minute: number, off: string, on: string, added = 0, side: Side = 'A'): Decision => ({ side, minute, added, type: 'substitution', off, on });
/** Would this decision, made at `minute` after `made`, be allowed for side A's manager? */
const check = (made: Decision[], d: Decision, requester: Side | null = 'A', knockout = false) =>
  checkDecision(matchStateAt(input(made, knockout), { minute: d.minute, added: d.added }), requester, d)?.code ?? null;

describe('the rules of match-day decisions', () => {
  it('refuses another team, a viewer, and any decision after the final whistle', () => {
    const d = sub(30, A(9), benchA(4));
    expect(check([], d, 'B')).toBe('DECISION_NOT_YOUR_TEAM');
    expect(check([], d, null)).toBe('DECISION_NOT_YOUR_TEAM');
    expect(check([], d)).toBeNull();
    const end = simulateMatch(input()).events.at(-1)!;
    const late = sub(end.minute, A(9), benchA(4), end.added + 1);
    expect(checkDecision(matchStateAt(input(), { minute: 120, added: 15 }), 'A', late)?.code).toBe('DECISION_MATCH_OVER');
  });

  it('refuses a sixth substitution and a fourth window, but not a change at half time or in the same window', () => {
    const five = [sub(20, A(1), benchA(1)), sub(30, A(2), benchA(2)), sub(30, A(3), benchA(3)), sub(45, A(6), benchA(4), 15), sub(60, A(0), benchA(0))];
    const bigger: TeamInput = { ...home, bench: [...home.bench!, { ...home.bench![3], id: 'extra', name: 'Yedek Ek' }] };
    const league = (made: Decision[]): MatchInput => ({ seed: 99, teams: [bigger, away], decisions: made });
    expect(checkDecision(matchStateAt(league(five), { minute: 70 }), 'A', sub(70, A(7), 'extra'))?.code).toBe('SUB_LIMIT');
    expect(checkDecision(matchStateAt(league(five.slice(0, 4)), { minute: 70 }), 'A', sub(70, A(7), 'extra'))).toBeNull();
    const threeWindows = [sub(20, A(1), benchA(1)), sub(30, A(2), benchA(2)), sub(40, A(3), benchA(3))];
    expect(check(threeWindows, sub(60, A(6), benchA(4)))).toBe('SUB_WINDOWS_USED');
    // The break does not use a window, nor does a second change at the same moment.
    expect(check(threeWindows, sub(45, A(6), benchA(4), 15))).toBeNull();
    expect(check([sub(20, A(1), benchA(1)), sub(30, A(2), benchA(2)), sub(60, A(3), benchA(3))], sub(60, A(6), benchA(4)))).toBeNull();
  });

  it('allows one more substitution and one more window in extra time, as the Laws do', () => {
    const bigger: TeamInput = { ...home, bench: [...home.bench!, { ...home.bench![3], id: 'extra', name: 'Yedek Ek' }] };
    const five = [sub(20, A(1), benchA(1)), sub(30, A(2), benchA(2)), sub(30, A(3), benchA(3)), sub(45, A(6), benchA(4), 15), sub(60, A(0), benchA(0))];
    const cup = (seed: number): MatchInput => ({ seed, teams: [bigger, away], decisions: five, knockout: true });
    // A seed whose cup tie is level after 90 minutes, so it goes to extra time.
    const seed = Array.from({ length: 200 }, (_, i) => i + 1).find((s) => simulateMatch(cup(s)).extraTime)!;
    expect(checkDecision(matchStateAt(cup(seed), { minute: 100 }), 'A', sub(100, A(7), 'extra'))).toBeNull();
    expect(checkDecision(matchStateAt(cup(seed), { minute: 80 }), 'A', sub(80, A(7), 'extra'))?.code).toBe('SUB_LIMIT');
  });

  it('refuses a player already off, one not on the pitch, and one not on the bench', () => {
    const made = [sub(30, A(9), benchA(4))];
    expect(check(made, sub(50, A(9), benchA(3)))).toBe('PLAYER_ALREADY_OFF');
    // Back on for the man who replaced him: a player who went off never returns.
    expect(check(made, sub(50, benchA(4), A(9)))).toBe('PLAYER_ALREADY_OFF');
    expect(check(made, sub(50, benchA(3), benchA(2)))).toBe('PLAYER_NOT_ON_PITCH');
    expect(check(made, sub(50, A(8), A(7)))).toBe('PLAYER_NOT_ON_BENCH');
    expect(check([], sub(50, away.players[9].id, benchA(3)))).toBe('PLAYER_NOT_ON_PITCH');
  });

  it('refuses an unknown formation or tactic and positions that do not fit the formation', () => {
    expect(check([], { side: 'A', minute: 20, type: 'formation', formation: '2-2-6' })).toBe('FORMATION_UNKNOWN');
    expect(check([], { side: 'A', minute: 20, type: 'mentality', value: 'kamikaze' as never })).toBe('TACTIC_UNKNOWN');
    expect(check([], { side: 'A', minute: 20, type: 'pressing', value: 'high' })).toBeNull();
    const positions = Object.fromEntries(home.players.map((p) => [p.id, p.slotPosition]));
    expect(check([], { side: 'A', minute: 20, type: 'formation', formation: '4-3-3', positions })).toBe('FORMATION_POSITIONS_INVALID');
    const fit433 = ['GK', 'RB', 'CB', 'CB', 'LB', 'CM', 'CM', 'CM', 'RW', 'ST', 'LW'];
    expect(check([], { side: 'A', minute: 20, type: 'formation', formation: '4-3-3', positions: Object.fromEntries(home.players.map((p, i) => [p.id, fit433[i]])) })).toBeNull();
  });

  it('answers every refusal in Turkish from the catalogue, with an HTTP status', () => {
    for (const code of Object.keys(matchDecisionMessages) as Array<keyof typeof matchDecisionMessages>) {
      const r = decisionRefusal(code);
      expect(turkishText(r)).toBe(matchDecisionMessages[code]);
      expect([400, 403, 404, 409]).toContain(REFUSAL_STATUS[DECISION_KIND[code]]);
    }
    expect(turkishText(decisionRefusal('SUB_LIMIT'))).toMatch(/en fazla 5 değişiklik/);
  });

  it('checks plans against the squad before kick-off', () => {
    expect(checkPlan(home, [{ from: 70, score: 'behind', changes: [{ type: 'mentality', value: 'attacking' }, { type: 'substitution', on: { line: 'FWD' } }] }])).toBeNull();
    expect(checkPlan(home, [{ from: 0, score: 'any', changes: [{ type: 'tempo', value: 'fast' }] }])?.code).toBe('PLAN_MINUTE_INVALID');
    expect(checkPlan(home, [{ from: 60, score: 'any', changes: [] }])?.code).toBe('PLAN_EMPTY');
    expect(checkPlan(home, [{ from: 60, score: 'any', changes: [{ type: 'substitution', on: { id: 'nobody' } }] }])?.code).toBe('PLAN_PLAYER_UNKNOWN');
    expect(checkPlan(home, Array.from({ length: 9 }, () => ({ from: 60, score: 'any' as const, changes: [{ type: 'tempo' as const, value: 'fast' as const }] })))?.code).toBe('PLAN_TOO_MANY');
  });
});
