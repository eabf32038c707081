import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { minuteKey } from './decisions';
import { matchStateAt, resumeMatch, simulateMatch, snapshotAt } from './engine';
import { stylePlan } from './plans';
import { sampleBench, sampleSquad } from './sampleSquad';
import type { Decision, MatchEvent, MatchInput, MatchTimeline, Side, TeamInput } from './types';
import { turkishText } from './commentary';

const squadWithBench = (name: string, overall: number, seed: number): TeamInput => ({ ...sampleSquad(name, overall, seed), bench: sampleBench(name, overall, seed) });

const home = squadWithBench('Kartallar', 76, 11);
const away = squadWithBench('Aslanlar', 76, 12);
const input = (seed: number, decisions: Decision[] = [], extra: Partial<MatchInput> = {}): MatchInput => ({ seed, teams: [home, away], decisions, ...extra });
const keyOf = (e: MatchEvent) => minuteKey(e.minute, e.added);
/** The events of the minutes up to and including `key` (the half-time whistle belongs to 45+). */
const upTo = (t: MatchTimeline, key: number) => t.events.filter((e) => keyOf(e) <= key && e.type !== 'end');
const json = (x: unknown) => JSON.stringify(x);

const sub = (side: Side, minute: number, off: string, on: string, added = 0): Decision => ({ side, minute, added, type: 'substitution', off, on });
const A = (i: number) => home.players[i].id;
const benchA = (i: number) => home.bench![i].id;

/** Random decisions a manager could make: a minute, a side, and what. */
const decisionArb = fc.record({
  minute: fc.integer({ min: 1, max: 95 }),
  side: fc.constantFrom<Side>('A', 'B'),
  kind: fc.integer({ min: 0, max: 5 }),
  who: fc.integer({ min: 1, max: 10 }),
  bench: fc.integer({ min: 1, max: 4 }),
});
function decisionOf(d: { minute: number; side: Side; kind: number; who: number; bench: number }): Decision {
  const team = d.side === 'A' ? home : away;
  const minute = Math.min(d.minute, 90);
  switch (d.kind) {
    case 0:
      return { side: d.side, minute, type: 'mentality', value: (['defensive', 'attacking', 'all_out_attack'] as const)[d.who % 3] };
    case 1:
      return { side: d.side, minute, type: 'pressing', value: (['low', 'high'] as const)[d.who % 2] };
    case 2:
      return { side: d.side, minute, type: 'tempo', value: (['slow', 'fast'] as const)[d.who % 2] };
    case 3:
      return { side: d.side, minute, type: 'formation', formation: (['4-3-3', '3-5-2', '5-3-2'] as const)[d.who % 3] };
    default:
      return sub(d.side, minute, team.players[d.who].id, team.bench![d.bench].id);
  }
}

describe('decisions during the match', () => {
  it('replays the same timeline for the same seed and decisions, and another one with a decision', () => {
    const decisions = [sub('A', 60, A(9), benchA(4)), { side: 'B', minute: 70, type: 'mentality', value: 'all_out_attack' } as Decision];
    const first = json(simulateMatch(input(42, decisions)));
    expect(json(simulateMatch(input(42, decisions)))).toBe(first);
    expect(json(simulateMatch(structuredClone(input(42, decisions))))).toBe(first);
    expect(json(simulateMatch(input(42)))).not.toBe(first);
  });

  it('leaves every minute up to the decision exactly as it was, and resumes from a snapshot to the same match', () => {
    let changed = 0;
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 31 - 1 }), fc.array(decisionArb, { minLength: 1, maxLength: 6 }), fc.boolean(), (seed, raw, knockout) => {
        const decisions = raw.map(decisionOf).sort((a, b) => a.minute - b.minute);
        const last = decisions.at(-1)!;
        const earlier = decisions.slice(0, -1);
        const before = simulateMatch(input(seed, earlier, { knockout }));
        const after = simulateMatch(input(seed, decisions, { knockout }));
        const key = minuteKey(last.minute);
        // Everything up to the minute of the decision is the same, event by event, seq included.
        expect(json(upTo(after, key))).toBe(json(upTo(before, key)));
        if (json(after.events) !== json(before.events)) changed++;
        // A snapshot at that minute (stored as JSON), resumed with the new decision, is the same match.
        const snapshot = JSON.parse(JSON.stringify(snapshotAt(input(seed, earlier, { knockout }), { minute: last.minute })));
        expect(json(resumeMatch(snapshot, decisions))).toBe(json(after));
      }),
      { numRuns: 200 },
    );
    expect(changed).toBeGreaterThan(150);
  }, 30_000);

  it('resumes plans where they stood: a snapshot taken after a plan fired does not fire it again', () => {
    for (let seed = 1; seed <= 40; seed++) {
      const planned = input(seed, [], { plans: { A: stylePlan('hücumcu').rules, B: stylePlan('savunmacı').rules } });
      const whole = simulateMatch(planned);
      for (const minute of [30, 62, 77, 90]) expect(json(resumeMatch(snapshotAt(planned, { minute })))).toBe(json(whole));
    }
  }, 30_000);

  it('substitutes: the man coming on plays from the next minute, the man going off never again', () => {
    let actedAfter = 0;
    for (let seed = 1; seed <= 60; seed++) {
      const t = simulateMatch(input(seed, [sub('A', 55, A(9), benchA(4))]));
      const i = t.events.findIndex((e) => e.type === 'substitution');
      const e = t.events[i];
      expect(e).toMatchObject({ minute: 56, added: 0, team: 'A', playerId: benchA(4), otherId: A(9), change: { type: 'substitution', source: 'manager', window: true } });
      expect(turkishText(e.line)).toBe(`Değişiklik: ${home.players[9].name} çıktı, ${home.bench![4].name} girdi (Kartallar).`);
      expect(t.events.slice(0, i).some((x) => x.playerId === benchA(4))).toBe(false);
      expect(t.events.slice(i + 1).some((x) => x.playerId === A(9) || x.otherId === A(9))).toBe(false);
      if (t.events.slice(i + 1).some((x) => x.playerId === benchA(4))) actedAfter++;
      expect(t.decisions).toEqual([{ ...sub('A', 55, A(9), benchA(4)), source: 'manager' }]);
    }
    expect(actedAfter).toBeGreaterThan(20);
  });

  it('lets five substitutions in three windows plus half time, and skips what the Laws do not allow', () => {
    const decisions = [
      sub('A', 45, A(1), benchA(1), 9), // made at the break (the first half's last minute): no window
      sub('A', 60, A(6), benchA(2)), // window 1
      sub('A', 60, A(7), benchA(3)), // same moment: still window 1
      sub('A', 70, A(9), benchA(4)), // window 2
      sub('A', 75, A(9), benchA(0)), // already off: skipped
      sub('A', 80, A(0), benchA(0)), // window 3, fifth substitution (the keeper)
      sub('A', 85, A(10), benchA(0)), // sixth: skipped (and the keeper is used)
    ];
    const t = simulateMatch(input(7, decisions));
    const subs = t.events.filter((e) => e.type === 'substitution');
    expect(subs.map((e) => [e.display, e.playerId, e.change!.window])).toEqual([
      ['46', benchA(1), false],
      ['61', benchA(2), true],
      ['61', benchA(3), true],
      ['71', benchA(4), true],
      ['81', benchA(0), true],
    ]);
    const fourthWindow = simulateMatch(input(7, [sub('A', 20, A(1), benchA(1)), sub('A', 30, A(2), benchA(2)), sub('A', 40, A(3), benchA(3)), sub('A', 50, A(6), benchA(4))]));
    expect(fourthWindow.events.filter((e) => e.type === 'substitution')).toHaveLength(3);
  });

  it('changes formation and tactics from the next minute, each an event the other side sees', () => {
    const t = simulateMatch(input(3, [
      { side: 'B', minute: 30, type: 'formation', formation: '3-5-2' },
      { side: 'B', minute: 30, type: 'pressing', value: 'high' },
      { side: 'A', minute: 64, added: 0, type: 'tempo', value: 'slow' },
    ]));
    const changes = t.events.filter((e) => e.type === 'tactic');
    expect(changes.map((e) => [e.display, e.team, e.change!.type, e.change!.value])).toEqual([
      ['31', 'B', 'formation', '3-5-2'],
      ['31', 'B', 'pressing', 'high'],
      ['65', 'A', 'tempo', 'slow'],
    ]);
    expect(changes.map((e) => turkishText(e.line))).toEqual(['Aslanlar dizilişini değiştirdi: 3-5-2.', 'Aslanlar önde baskıya başladı, rakibe nefes aldırmak istemiyor.', 'Kartallar oyunu yavaşlatıyor, topu ayakta tutacak.']);
    const state = matchStateAt(input(3, t.decisions), { minute: 40 });
    expect(state.sides.B.formation).toBe('3-5-2');
    expect(state.sides.B.players.map((p) => p.slot).sort()).toEqual(['CAM', 'CB', 'CB', 'CB', 'CF', 'CM', 'CM', 'GK', 'LWB', 'RWB', 'ST']);
  });

  it('makes a change at half time in the break, before the second half kicks off', () => {
    const t = simulateMatch(input(5, [{ side: 'A', minute: 45, added: 15, type: 'mentality', value: 'attacking' }]));
    const ht = t.events.findIndex((e) => e.type === 'half_time');
    expect(t.events[ht + 1]).toMatchObject({ type: 'tactic', minute: 46, change: { value: 'attacking' } });
  });
});
