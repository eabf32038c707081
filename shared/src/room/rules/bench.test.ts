import { describe, expect, it } from 'vitest';
import { after, as, bot, code, ENV, human, options, player, room } from '../../test/rooms';
import { roomOptionsSchema, createRoomSchema } from '../schemas';
import { SYSTEM, type PickState, type RoomState } from '../state';
import { automaticChoice } from './autoPick';
import { draftStateOf, emptySlots, turnOf } from './draft';
import { engineInputOf } from './engineInput';
import { roomDto } from '../view';
import type { GamePlayer } from '../../players/types';

const ELEVEN = ['GK-1', 'DEF-1', 'DEF-2', 'DEF-3', 'DEF-4', 'MID-1', 'MID-2', 'MID-3', 'MID-4', 'FWD-1', 'FWD-2'];
const POSITIONS: Record<string, string> = { GK: 'GK', DEF: 'CB', MID: 'CM', FWD: 'ST' };
const eleven = (userId: string, from: number): PickState[] =>
  ELEVEN.map((slot, i) => ({ userId, playerId: `${userId}-${i}`, slot, pickNumber: from + i, auto: false }));
const pool = (picks: PickState[]): Map<string, GamePlayer> =>
  new Map(picks.map((p) => [p.playerId, player(p.playerId, p.slot.startsWith('SUB') ? 'ST' : POSITIONS[p.slot.split('-')[0]], 70)]));

/** A snake draft of two humans with `bench` substitutes, after `picks`. */
const drafting = (bench: number, picks: PickState[] = [], currentPick = picks.length): RoomState =>
  room({ status: 'drafting', options: options({ bench }), picks, draft: { currentPick, deadline: ENV.now + 60_000, paused: false } });

describe('"Yedekler": substitutes drafted after the eleven (issue 27)', () => {
  it('is 0 for a payload without the field, and only 0, 3 or 5', () => {
    expect(roomOptionsSchema.parse({}).bench).toBe(0);
    expect(createRoomSchema.parse({ roomName: 'Oda', bench: 3 }).bench).toBe(3);
    expect(createRoomSchema.safeParse({ roomName: 'Oda', bench: 4 }).success).toBe(false);
    expect(createRoomSchema.safeParse({ roomName: 'Oda', bench: 4 }).error?.issues[0].message).toBe('Yedek sayısı 0, 3, 5 olabilir.');
  });

  it('runs 11 + N rounds: the draft finishes only when every squad has its substitutes', () => {
    const full = [...eleven('id-zeynep', 1), ...eleven('id-ali', 12)];
    // Without a bench the last of the eleven ends the draft, as in the base room.
    const noBench = after(drafting(0, full.slice(0, -1)), 'pick', as('ali'), { found: [player('last', 'ST')] });
    expect(noBench.status).toBe('draft_finished');
    expect(roomDto(drafting(3), new Map()).draft.totalPicks).toBe(28);
    expect(roomDto(drafting(0), new Map()).draft.totalPicks).toBe(22);
    // With three: the eleven complete, the draft goes on into the substitutes' rounds.
    const elevens = after(drafting(3, full.slice(0, -1), 21), 'pick', as('ali'), { found: [player('last', 'ST')] });
    expect(elevens.status).toBe('drafting');
    let s = elevens;
    for (let i = 0; i < 6; i++) {
      const rules = draftStateOf(s);
      const picker = turnOf(rules)!;
      expect(emptySlots(rules.members.find((m) => m.userId === picker)!)[0].key).toMatch(/^SUB-/);
      s = after(s, 'pick', as(picker.slice(3)), { found: [player(`sub-${i}`, i % 3 === 0 ? 'GK' : 'CM')] });
    }
    expect(s.status).toBe('draft_finished');
    expect(s.picks.filter((p) => p.slot.startsWith('SUB-'))).toHaveLength(6);
    expect(code(s, 'pick', as('zeynep'), { found: [player('more', 'ST')] })).toBe('DRAFT_NOT_ACTIVE');
  });

  it('takes any position on the bench, but only after the eleven', () => {
    const early = drafting(3);
    expect(code(early, 'pick', as('zeynep'), { found: [player('st', 'ST')], slot: 'SUB-1' })).toBe('BENCH_AFTER_ELEVEN');
    expect(code(drafting(0), 'pick', as('zeynep'), { found: [player('st', 'ST')], slot: 'SUB-1' })).toBe('UNKNOWN_SLOT');
    const full = [...eleven('id-zeynep', 1), ...eleven('id-ali', 12)];
    // Pick 23 (snake: the 12th round runs backwards, so ali first, then zeynep).
    const benchTime = drafting(3, full, 23);
    expect(code(benchTime, 'pick', as('zeynep'), { found: [player('gk', 'GK')], slot: 'SUB-3' })).toBeNull();
    expect(code(benchTime, 'pick', as('zeynep'), { found: [player('gk', 'GK')], slot: 'SUB-4' })).toBe('UNKNOWN_SLOT');
  });

  it('fills the bench by the clock and by AI managers too', () => {
    const full = [...eleven('id-zeynep', 1), ...eleven('id-ali', 12)];
    const candidates = [player('keeper', 'GK', 90), player('winger', 'RW', 84), player('back', 'CB', 80)];
    const clock = automaticChoice(drafting(3, full, 22), candidates);
    expect(clock?.slotKey).toBe('SUB-1');
    const ai = room({ status: 'drafting', options: options({ bench: 3 }), seats: [bot('yz'), human('ali')], picks: [...eleven('id-yz', 1), ...eleven('id-ali', 12)], draft: { currentPick: 23, deadline: ENV.now, paused: false } });
    const pick = automaticChoice(ai, candidates);
    // An outfielder before a keeper on the bench.
    expect(pick).toEqual({ player: candidates[1], slotKey: 'SUB-1' });
    const ticked = after(ai, 'tick', SYSTEM, { pick: { player: { ...pick!.player, short_name: 'winger' }, slotKey: pick!.slotKey }, match: null }, { ...ENV, now: ENV.now + 1 });
    expect(ticked.picks.at(-1)).toMatchObject({ userId: 'id-yz', slot: 'SUB-1', auto: true });
  });

  it('keeps the substitutes on the bench when the formation changes', () => {
    const full = [...eleven('id-zeynep', 1), ...eleven('id-ali', 12), { userId: 'id-zeynep', playerId: 'sub', slot: 'SUB-1', pickNumber: 23, auto: false }];
    const positions = Object.fromEntries(full.map((p) => [p.playerId, ['CB']]));
    const r = after(drafting(3, full, 23), 'setFormation', as('zeynep'), { formation: '3-5-2', positions });
    expect(r.picks.find((p) => p.playerId === 'sub')!.slot).toBe('SUB-1');
  });

  it('gives the engine the substitutes as the bench, and each side its plan', () => {
    const subs: PickState[] = [0, 1, 2].map((i) => ({ userId: 'id-zeynep', playerId: `zsub-${i}`, slot: `SUB-${i + 1}`, pickNumber: 23 + i, auto: false }));
    const picks = [...eleven('id-zeynep', 1), ...eleven('id-ali', 12), ...subs];
    const plan = [{ from: 70, score: 'behind' as const, changes: [{ type: 'mentality' as const, value: 'attacking' as const }] }];
    const state = room({ status: 'in_progress', options: options({ bench: 3 }), picks, seats: [human('zeynep', { plan }), human('ali')] });
    const input = engineInputOf(state, pool(picks), { teamA: 'id-zeynep', teamB: 'id-ali' }, 7, new Set(['id-ali']))!;
    expect(input.teams[0].players).toHaveLength(11);
    expect(input.teams[0].bench!.map((p) => p.id)).toEqual(['zsub-0', 'zsub-1', 'zsub-2']);
    expect(input.teams[1].bench).toBeUndefined();
    // Her own plan; ali is on the match screen and set none: he manages by hand.
    expect(input.plans).toEqual({ A: plan });
    // Away, a manager with no plan is played by the balanced default.
    const away = engineInputOf(state, pool(picks), { teamA: 'id-zeynep', teamB: 'id-ali' }, 7, new Set())!;
    expect(away.plans!.B!.length).toBeGreaterThan(0);
    // An AI manager plays by its style's plan, its kick-off tactics included.
    const withAi = room({ ...state, seats: [human('zeynep'), bot('ali', { ai: { style: 'hücumcu' } })] });
    const ai = engineInputOf(withAi, pool(picks), { teamA: 'id-zeynep', teamB: 'id-ali' }, 7, new Set(['id-zeynep']))!;
    expect(ai.teams[1].tactics).toMatchObject({ mentality: 'attacking', pressing: 'high' });
    expect(ai.plans!.A).toBeUndefined();
  });
});
