import { describe, expect, it } from 'vitest';
import { matchStateAt, simulateMatch } from '../../match/engine';
import { sampleBench, sampleSquad } from '../../match/sampleSquad';
import type { DecisionTime, MatchInput } from '../../match/types';
import { act, after, as, human, room } from '../../test/rooms';
import type { DecisionBody } from '../schemas';
import { liveFixture, type RoomState } from '../state';
import type { DecideInput } from './decide';

const input: MatchInput = {
  seed: 5,
  teams: [
    { ...sampleSquad('Kartallar', 76, 1), bench: sampleBench('Kartallar', 76, 1) },
    { ...sampleSquad('Aslanlar', 76, 2), bench: sampleBench('Aslanlar', 76, 2) },
  ],
};
const A = input.teams[0];

/** Zeynep (A) and ali (B) play; mehmet sits in the room without a match. */
function live(): RoomState {
  const r = room({ status: 'draft_finished', seats: [human('zeynep'), human('ali'), human('mehmet')] });
  const started = after(r, 'startTournament', as('zeynep'), {});
  // Zeynep at home to ali first (the machine kicks off the first unplayed fixture).
  const fixture = { ...started.fixtures[0], teamA: 'id-zeynep', teamB: 'id-ali' };
  const ordered = { ...started, fixtures: [fixture, ...started.fixtures.slice(1)] };
  return after(ordered, 'kickOff', as('zeynep'), { match: input });
}

/** The server's view at a minute, with these decisions already made. */
const view = (state: RoomState, userId: string, at: DecisionTime, decisions = input.decisions ?? []): DecideInput['live'] => {
  const f = liveFixture(state)!;
  return { fixtureId: f._id, side: f.teamA === userId ? 'A' : f.teamB === userId ? 'B' : null, at, context: matchStateAt({ ...input, decisions }, at) };
};
const decide = (state: RoomState, name: string, decision: DecisionBody, at: DecisionTime = { minute: 30 }, decisions = input.decisions ?? []) =>
  act(state, 'decide', as(name), { decision, live: view(state, `id-${name}`, at, decisions) } satisfies DecideInput);
const codeOf = (out: ReturnType<typeof decide>) => ('refusal' in out ? out.refusal.code : null);

describe('decide: a manager\'s change during his live match (issue 27)', () => {
  it('stores a substitution with its side and minute and asks the server to recompute the rest', () => {
    const r = live();
    const out = decide(r, 'zeynep', { type: 'substitution', off: A.players[9].id, on: A.bench![0].id }, { minute: 45, added: 2 });
    if ('refusal' in out) throw new Error(out.refusal.code);
    const stored = { type: 'substitution', off: A.players[9].id, on: A.bench![0].id, side: 'A', minute: 45, added: 2 };
    expect(liveFixture(out.state)!.decisions).toEqual([stored]);
    expect(out.state.effects).toEqual([{ type: 'decided', fixtureId: liveFixture(r)!._id, decisions: [stored] }]);
    expect(out.answer.message).toBe('Değişiklik 45+2. dakikadan sonra uygulanacak.');
    // The engine plays it from the next minute: the same match as the input with the decision.
    const timeline = simulateMatch({ ...input, decisions: [stored as never] });
    expect(timeline.events.find((e) => e.type === 'substitution' && e.team === 'A')).toMatchObject({ minute: 46, playerId: A.bench![0].id, otherId: A.players[9].id });
  });

  it('refuses another team, a spectator, a player already off, a sixth substitution and after full time, in Turkish', () => {
    const r = live();
    const on = (i: number) => A.bench![i].id;
    // The opponent names zeynep's side; mehmet plays in no match now; a stranger is no member.
    expect(codeOf(decide(r, 'ali', { type: 'mentality', value: 'attacking', side: 'A' }))).toBe('DECISION_NOT_YOUR_TEAM');
    const notYours = decide(r, 'mehmet', { type: 'mentality', value: 'attacking' });
    expect('refusal' in notYours && notYours.refusal).toEqual({ code: 'DECISION_NOT_YOUR_TEAM', params: {} });
    expect(codeOf(decide(r, 'stranger', { type: 'mentality', value: 'attacking' }))).toBe('NOT_MEMBER');
    // A man taken off never comes back.
    const first = { type: 'substitution' as const, side: 'A' as const, minute: 20, off: A.players[9].id, on: on(0) };
    expect(codeOf(decide(r, 'zeynep', { type: 'substitution', off: A.players[9].id, on: on(1) }, { minute: 30 }, [first]))).toBe('PLAYER_ALREADY_OFF');
    // Five made (at half time, in no window), a sixth is one too many.
    const five = [1, 2, 3, 4, 5].map((i) => ({ type: 'substitution' as const, side: 'A' as const, minute: 45, added: 1, off: A.players[i].id, on: on(i - 1) }));
    const sixth = decide(r, 'zeynep', { type: 'substitution', off: A.players[7].id, on: on(0) }, { minute: 70 }, five);
    expect('refusal' in sixth && sixth.refusal).toEqual({ code: 'SUB_LIMIT', params: {} });
    // After the final whistle: no match is live any more.
    const over = after(r, 'finishMatch', { kind: 'system' }, { fixtureId: liveFixture(r)!._id, result: { score: { A: 0, B: 0 }, stats: {} as never, commentary: [] } });
    const late = act(over, 'decide', as('zeynep'), { decision: { type: 'tempo', value: 'fast' }, live: null } satisfies DecideInput);
    expect('refusal' in late && late.refusal).toEqual({ code: 'DECISION_MATCH_OVER', params: {} });
    // The last minute's view says the match is over (its whistle due, not yet stored).
    const at90 = view(r, 'id-zeynep', { minute: 90 })!;
    const whistle = { ...at90, context: { ...at90.context, finished: true } };
    expect(codeOf(act(r, 'decide', as('zeynep'), { decision: { type: 'tempo', value: 'fast' }, live: whistle }))).toBe('DECISION_MATCH_OVER');
  });
});

describe('setPlan: the manager\'s plan for his next matches', () => {
  const picks = A.players.map((p, i) => ({ userId: 'id-zeynep', playerId: p.id, slot: `X-${i}`, pickNumber: i + 1, auto: false }));
  const rule = { from: 70, score: 'behind' as const, changes: [{ type: 'mentality' as const, value: 'attacking' as const }, { type: 'substitution' as const, on: { line: 'FWD' as const } }] };
  it('keeps the plan on his seat only, and an empty plan clears it', () => {
    const r = room({ status: 'in_progress', picks });
    const saved = after(r, 'setPlan', as('zeynep'), { rules: [rule] });
    expect(saved.seats[0].plan).toEqual([rule]);
    expect(saved.seats[1].plan).toBeUndefined();
    const out = act(saved, 'setPlan', as('zeynep'), { rules: [] });
    expect('answer' in out && out.answer.message).toBe('Maç planın silindi.');
    expect('state' in out && out.state.seats[0].plan).toBeNull();
  });
  it('refuses a stranger, a finished tournament and a rule that does not fit his squad', () => {
    const r = room({ status: 'in_progress', picks });
    expect(act(r, 'setPlan', as('x'), { rules: [rule] })).toMatchObject({ refusal: { code: 'NOT_MEMBER' } });
    expect(act({ ...r, status: 'finished' }, 'setPlan', as('zeynep'), { rules: [rule] })).toMatchObject({ refusal: { code: 'TOURNAMENT_FINISHED' } });
    expect(act(r, 'setPlan', as('zeynep'), { rules: [{ ...rule, from: 0 }] })).toMatchObject({ refusal: { code: 'PLAN_MINUTE_INVALID' } });
    expect(act(r, 'setPlan', as('zeynep'), { rules: [{ ...rule, changes: [{ type: 'substitution', on: { id: 'someone-else' } }] }] })).toMatchObject({ refusal: { code: 'PLAN_PLAYER_UNKNOWN' } });
    expect(act(r, 'setPlan', as('zeynep'), { rules: Array(9).fill(rule) })).toMatchObject({ refusal: { code: 'PLAN_TOO_MANY' } });
  });
});
