import { describe, expect, it } from 'vitest';
import { turkishText } from '../../messages/refusal';
import { kindOf, type Refusal } from '../refusal';

/** A refusal as a reader meets it: its code, its kind (the HTTP status) and its Turkish text. */
const worded = (r: Refusal | null) => r && { code: r.code, kind: kindOf(r), message: turkishText(r) };
import fc from 'fast-check';
import { GAME_FORMATIONS, formationSlots } from '../../formations/gameFormations';
import {
  autoPickChoice,
  checkPick,
  draftComplete,
  firstEmptySlot,
  draftStateOf,
  targetSlot,
  reslotSquad,
  turnOf,
  type DraftCandidate,
  type DraftMember,
  type DraftState,
} from './draft';

const member = (userId: string, picks = 0, formation = '4-4-2'): DraftMember => ({
  userId,
  formation,
  squad: formationSlots(formation)
    .slice(0, picks)
    .map((s, i) => ({ playerId: `${userId}-p${i}`, assignedPosition: s.key })),
});
const player = (id: string, positions: string, league = 'Premier League', overall = 70): DraftCandidate => ({
  id,
  player_positions: positions,
  league_name: league,
  overall,
});
const state = (members: DraftMember[], currentPick = 0, leagues = ['Premier League']): DraftState => ({
  status: 'drafting',
  currentPick,
  leagues,
  members,
  order: 'straight',
  paused: false,
});

describe('game formations', () => {
  it('has the 13 game formations (docs/rooms.md, "Game formations"), each with 11 slots, one goalkeeper and counts that follow the name', () => {
    expect(GAME_FORMATIONS).toHaveLength(13);
    for (const name of GAME_FORMATIONS) {
      const slots = formationSlots(name);
      expect(slots).toHaveLength(11);
      expect(slots.filter((s) => s.position === 'GK')).toEqual([{ key: 'GK-1', line: 'GK', position: 'GK' }]);
      expect(new Set(slots.map((s) => s.key)).size).toBe(11);
      const digits = name.split('-').map(Number);
      expect(slots.filter((s) => s.line === 'DEF')).toHaveLength(digits[0]);
      expect(slots.filter((s) => s.line === 'FWD')).toHaveLength(digits[digits.length - 1]);
    }
  });

  it('uses the builder positions where the builder has the formation (4-2-3-1)', () => {
    expect(formationSlots('4-2-3-1').map((s) => `${s.key}:${s.position}`)).toEqual([
      'GK-1:GK', 'DEF-1:RB', 'DEF-2:CB', 'DEF-3:CB', 'DEF-4:LB', 'MID-1:CDM', 'MID-2:CDM', 'AMF-1:RM', 'AMF-2:CAM', 'AMF-3:LM', 'FWD-1:ST',
    ]);
  });
});

describe('checkPick', () => {
  const ms = [member('a', 1), member('b', 0)];
  it('lets the current picker fill an empty slot of his position', () => {
    expect(checkPick(state(ms, 1), 'b', player('x', 'GK'), 'GK-1')).toBeNull();
    expect(checkPick(state(ms, 1), 'b', player('x', 'CB, RB'), 'DEF-1')).toBeNull();
  });
  it('refuses, in order: non-member, not drafting, wrong turn, full squad', () => {
    const code = (s: DraftState, u: string) => checkPick(s, u, player('x', 'GK'), 'GK-1')?.code;
    expect(code(state(ms, 1), 'z')).toBe('NOT_MEMBER');
    expect(code({ ...state(ms, 1), status: 'waiting' }, 'b')).toBe('DRAFT_NOT_ACTIVE');
    expect(code({ ...state(ms, 1), paused: true }, 'b')).toBe('DRAFT_PAUSED');
    expect(worded(checkPick(state(ms, 1), 'a', player('x', 'GK'), 'GK-1'))).toEqual({ code: 'NOT_YOUR_TURN', kind: 'conflict', message: 'Şu an sıra sizde değil.' });
    const full = { userId: 'a', formation: '4-4-2', squad: Array.from({ length: 12 }, (_, i) => ({ playerId: `q${i}`, assignedPosition: `X-${i}` })) };
    expect(code(state([full], 0), 'a')).toBe('SQUAD_FULL');
  });
  it('refuses an unknown or taken slot, a drafted player, another league and a wrong position', () => {
    const s = state(ms, 2);
    expect(worded(checkPick(s, 'a', player('x', 'RW'), 'FWD-3'))).toMatchObject({ code: 'UNKNOWN_SLOT', kind: 'invalid', message: "'FWD-3' dizilişinizde (4-4-2) olmayan bir pozisyon." });
    expect(checkPick(s, 'a', player('x', 'GK'), 'GK-1')?.code).toBe('SLOT_TAKEN');
    expect(checkPick(s, 'a', player('a-p0', 'RB'), 'DEF-1')?.code).toBe('ALREADY_DRAFTED');
    expect(checkPick(s, 'a', player('x', 'RB', 'La Liga'), 'DEF-1')?.code).toBe('WRONG_LEAGUE');
    expect(worded(checkPick(s, 'a', player('x', 'ST'), 'DEF-1'))).toMatchObject({ code: 'WRONG_POSITION', message: 'Bu oyuncu SĞB pozisyonunda oynayamaz.' });
    expect(checkPick(state(ms, 2, ['all']), 'a', player('x', 'RB', 'La Liga'), 'DEF-1')).toBeNull();
  });
});

describe('draft completion', () => {
  it('is complete once every squad has 11', () => {
    expect(draftComplete([member('a', 11), member('b', 10)])).toBe(false);
    expect(draftComplete([member('a', 11), member('b', 11)])).toBe(true);
  });
});

describe('auto-pick', () => {
  it('takes the first empty slot and the best-rated player who plays it, else the best of all', () => {
    const slot = firstEmptySlot(member('a', 3))!;
    expect(slot.key).toBe('DEF-3');
    const cands = [player('st', 'ST', 'Premier League', 90), player('cb1', 'CB', 'Premier League', 70), player('cb2', 'LB, CB', 'Premier League', 80)];
    expect(autoPickChoice(slot, cands)?.id).toBe('cb2');
    expect(autoPickChoice(slot, cands.slice(0, 1))?.id).toBe('st');
    expect(firstEmptySlot(member('a', 11))).toBeUndefined();
  });
});

describe('formation change', () => {
  it('keeps every drafted player and puts them in slots of their positions when possible', () => {
    const squad = [
      { playerId: 'gk', assignedPosition: 'GK-1', positions: ['GK'] },
      { playerId: 'rw', assignedPosition: 'FWD-1', positions: ['RW', 'RM'] },
      { playerId: 'cm', assignedPosition: 'MID-1', positions: ['CM'] },
      { playerId: 'lw', assignedPosition: 'FWD-3', positions: ['LW'] },
    ];
    const out = reslotSquad(squad, '4-4-2');
    expect(out.map((p) => p.playerId)).toEqual(['gk', 'rw', 'cm', 'lw']);
    expect(out.find((p) => p.playerId === 'rw')!.assignedPosition).toBe('MID-1');
    expect(out.find((p) => p.playerId === 'cm')!.assignedPosition).toBe('MID-2');
    expect(new Set(out.map((p) => p.assignedPosition)).size).toBe(4);
  });

  it('never loses a player and never shares a slot (property)', () => {
    const positions = ['GK', 'RB', 'CB', 'LB', 'CDM', 'CM', 'CAM', 'RM', 'LM', 'RW', 'LW', 'ST'];
    fc.assert(
      fc.property(
        fc.constantFrom(...GAME_FORMATIONS),
        fc.constantFrom(...GAME_FORMATIONS),
        fc.array(fc.subarray(positions, { minLength: 1, maxLength: 3 }), { minLength: 0, maxLength: 11 }),
        (from, to, playerPositions) => {
          const slots = formationSlots(from);
          const squad = playerPositions.map((pos, i) => ({ playerId: `p${i}`, assignedPosition: slots[i].key, positions: pos }));
          const out = reslotSquad(squad, to);
          expect(out.map((p) => p.playerId)).toEqual(squad.map((p) => p.playerId));
          const keys = out.map((p) => p.assignedPosition);
          expect(new Set(keys).size).toBe(keys.length);
          const valid = new Set(formationSlots(to).map((s) => s.key));
          expect(keys.every((k) => valid.has(k))).toBe(true);
        },
      ),
    );
  });
});

describe('the rules\' view of a room', () => {
  it('reads every seat with its squad from the room state and chooses the slot a player goes to', () => {
    const draft = draftStateOf({
      status: 'drafting',
      draft: { currentPick: 1, deadline: null, paused: false },
      options: { maxPlayers: 2, leagues: ['all'], pickSeconds: 60, format: 'round_robin', autoContinue: false, draftOrder: 'snake', bench: 0, kind: 'evening' },
      seats: [
        { userId: 'a', username: 'A', name: 'A', ai: null, ready: true, formation: '4-3-3', autodraft: false, queue: [] },
        { userId: 'b', username: 'B', name: 'B', ai: null, ready: true, formation: '4-4-2', autodraft: false, queue: [] },
      ],
      picks: [{ userId: 'a', playerId: 'p1', slot: 'GK-1', pickNumber: 1, auto: false }],
    });
    expect(draft.members.map((m) => m.formation)).toEqual(['4-3-3', '4-4-2']);
    expect(turnOf(draft)).toBe('b');
    const a = draft.members[0];
    expect(a.squad).toEqual([{ playerId: 'p1', assignedPosition: 'GK-1' }]);
    expect(targetSlot(a, player('x', 'CB'), 'DEF-1')?.key).toBe('DEF-2');
    expect(targetSlot(a, player('x', 'RB, CB'), 'DEF-1')?.key).toBe('DEF-1');
    expect(targetSlot(a, player('x', 'GK'), null)).toBeUndefined();
  });
});
