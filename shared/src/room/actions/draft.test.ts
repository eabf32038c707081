import { describe, expect, it } from 'vitest';
import { act, after, as, bot, code, ENV, human, options, player, room } from '../../test/rooms';
import { roomText } from '../refusal';
import { SYSTEM, type RoomState } from '../state';

/** A snake draft of two humans, zeynep's turn at pick 0. */
const drafting = (over: Partial<RoomState> = {}): RoomState =>
  room({ status: 'drafting', draft: { currentPick: 0, deadline: ENV.now + 60_000, paused: false }, ...over });
const gk = player('gk1', 'GK', 85);
const cb = player('cb1', 'CB', 80);

describe('pick', () => {
  it('puts the player in the highlighted slot, or the first empty one he fits, and moves the turn on with a fresh clock', () => {
    const r = after(drafting(), 'pick', as('zeynep'), { found: [cb], pickNumber: 0 });
    expect(r.picks).toEqual([{ userId: 'id-zeynep', playerId: 'cb1', slot: 'DEF-2', pickNumber: 1, auto: false }]);
    expect(r.draft).toEqual({ currentPick: 1, deadline: ENV.now + 60_000, paused: false });
    const out = act(drafting(), 'pick', as('zeynep'), { found: [cb], slot: 'DEF-3' });
    expect('answer' in out && out.answer).toMatchObject({ message: 'cb1 STP mevkiine yerleşti.', pick: { slot: 'DEF-3', position: 'CB', pickNumber: 1, round: 1 } });
  });
  it('refuses in order: member, stale pick number, paused, turn, slot, drafted, league, position', () => {
    const r = drafting();
    expect(code(r, 'pick', as('x'), { found: [gk] })).toBe('NOT_MEMBER');
    expect(code(r, 'pick', as('zeynep'), { found: [gk], pickNumber: 3 })).toBe('PICK_STALE');
    expect(code({ ...r, draft: { ...r.draft, paused: true } }, 'pick', as('zeynep'), { found: [gk] })).toBe('DRAFT_PAUSED');
    expect(code(r, 'pick', as('ali'), { found: [gk] })).toBe('NOT_YOUR_TURN');
    expect(code(r, 'pick', as('zeynep'), { found: [gk], slot: 'FWD-9' })).toBe('UNKNOWN_SLOT');
    expect(code(r, 'pick', as('zeynep'), { found: [player('x', 'ST')], slot: 'GK-1' })).toBe('WRONG_POSITION');
    expect(code(r, 'pick', as('zeynep'), { found: [player('x', 'GK', 70, 'La Liga')] })).toBe('WRONG_LEAGUE');
    const taken = drafting({ picks: [{ userId: 'id-ali', playerId: 'gk1', slot: 'GK-1', pickNumber: 1, auto: false }], draft: { currentPick: 3, deadline: null, paused: false } });
    expect(code(taken, 'pick', as('zeynep'), { found: [gk] })).toBe('ALREADY_DRAFTED');
  });
  it('refuses a request that names no player (an unknown id) or, by name, none or several, before anything else than membership', () => {
    const r = drafting();
    expect(code(r, 'pick', as('zeynep'), { found: [] })).toBe('PLAYER_NOT_FOUND');
    expect(code(r, 'pick', as('zeynep'), { found: [], byName: true })).toBe('AMBIGUOUS_PLAYER');
    expect(code(r, 'pick', as('zeynep'), { found: [gk, player('gk2', 'GK')], byName: true })).toBe('AMBIGUOUS_PLAYER');
    expect(code(r, 'pick', as('zeynep'), { found: [], byName: true, slot: 'FWD-9' })).toBe('UNKNOWN_SLOT');
    expect(code(r, 'pick', as('x'), { found: [] })).toBe('NOT_MEMBER');
    expect(code(r, 'pick', as('zeynep'), { found: [gk], byName: true })).toBeNull();
  });
  it('answers the same pick sent twice as the first (a double tap never reads as a refusal and never picks twice)', () => {
    const once = after(drafting(), 'pick', as('zeynep'), { found: [gk], pickNumber: 0 });
    // Snake: zeynep, ali, ali, zeynep … — her second tap arrives when it is no longer her turn.
    expect(code(once, 'pick', as('zeynep'), { found: [gk], pickNumber: 0 })).toBeNull();
    expect(after(once, 'pick', as('zeynep'), { found: [gk], pickNumber: 0 })).toEqual(once);
  });
  it('ends the draft when every squad is full', () => {
    const eleven = (userId: string, from: number) =>
      ['GK-1', 'DEF-1', 'DEF-2', 'DEF-3', 'DEF-4', 'MID-1', 'MID-2', 'MID-3', 'MID-4', 'FWD-1', 'FWD-2'].map((slot, i) => ({ userId, playerId: `${userId}-${i}`, slot, pickNumber: from + i, auto: false }));
    const almost = drafting({ picks: [...eleven('id-zeynep', 1), ...eleven('id-ali', 12).slice(0, 10)], draft: { currentPick: 21, deadline: null, paused: false } });
    const done = after(almost, 'pick', as('ali'), { found: [player('last', 'ST')] });
    expect(done.status).toBe('draft_finished');
    expect(done.draft.deadline).toBeNull();
  });
});

describe('the clock (tick)', () => {
  const due = { now: ENV.now + 61_000, msPerSecond: 1000 };
  it('refuses a clock that fires early, or a user', () => {
    expect(code(drafting(), 'tick', SYSTEM, { pick: null, match: null })).toBe('NOT_DUE');
    expect(code(drafting(), 'tick', as('zeynep'), { pick: null, match: null }, due)).toBe('NOT_MEMBER');
  });
  it('makes the automatic pick of the seat on turn, with a notice for a human', () => {
    const r = after(drafting(), 'tick', SYSTEM, { pick: { player: gk, slotKey: 'GK-1' }, match: null }, due);
    expect(r.picks).toEqual([{ userId: 'id-zeynep', playerId: 'gk1', slot: 'GK-1', pickNumber: 1, auto: true }]);
    expect(r.effects).toEqual([{ type: 'notice', code: 'CLOCK_PICK', text: { key: 'NOTICE_CLOCK_PICK', values: { player: 'gk1' } }, userId: 'id-zeynep' }]);
    expect(roomText('NOTICE_CLOCK_PICK', { player: 'gk1' })).toBe('Süre doldu: gk1 otomatik seçildi.');
    const auto = drafting({ seats: [human('zeynep', { autodraft: true }), human('ali')] });
    expect(after(auto, 'tick', SYSTEM, { pick: { player: gk, slotKey: 'GK-1' }, match: null }, due).effects[0]).toMatchObject({ code: 'AUTODRAFT_PICK' });
  });
  it('passes the turn when nobody is left to pick', () => {
    expect(after(drafting(), 'tick', SYSTEM, { pick: null, match: null }, due).draft.currentPick).toBe(1);
  });
  it('gives an AI seat its seeded think time and "Otomatik seç" half a second', () => {
    const r = after(drafting({ seats: [human('zeynep'), bot('Fatih Hoca')] }), 'pick', as('zeynep'), { found: [gk] });
    expect(r.draft.deadline! - ENV.now).toBeGreaterThanOrEqual(1000);
    expect(r.draft.deadline! - ENV.now).toBeLessThanOrEqual(3000);
    const on = after(drafting(), 'setAutodraft', as('zeynep'), { on: true });
    expect(on.draft.deadline).toBe(ENV.now + 500);
    expect(after(drafting({ options: options({ pickSeconds: 0 }) }), 'pick', as('zeynep'), { found: [gk] }).draft.deadline).toBeNull();
  });
});

describe('pause', () => {
  it('the host stops the clock and everyone picks nothing until he resumes; the seat on turn then gets a full clock', () => {
    expect(code(drafting(), 'pauseDraft', as('ali'), { paused: true })).toBe('NOT_CREATOR');
    expect(code(room(), 'pauseDraft', as('zeynep'), { paused: true })).toBe('PAUSE_NOT_NOW');
    const paused = after(drafting(), 'pauseDraft', as('zeynep'), { paused: true });
    expect(paused.draft).toEqual({ currentPick: 0, deadline: null, paused: true });
    expect(paused.effects).toEqual([{ type: 'notice', code: 'DRAFT_PAUSED', text: { key: 'NOTICE_DRAFT_PAUSED', values: { host: 'zeynep' } } }]);
    expect(code(paused, 'pick', as('zeynep'), { found: [gk] })).toBe('DRAFT_PAUSED');
    expect(code(paused, 'tick', SYSTEM, { pick: null, match: null }, { now: ENV.now + 999_999, msPerSecond: 1000 })).toBe('NOT_DUE');
    const later = { now: ENV.now + 5000, msPerSecond: 1000 };
    expect(after(paused, 'pauseDraft', as('zeynep'), { paused: false }, later).draft).toEqual({ currentPick: 0, deadline: later.now + 60_000, paused: false });
  });
});

describe('queue', () => {
  it('keeps the owner\'s order without repeats; refuses drafted and other-league players', () => {
    const r = after(drafting(), 'setQueue', as('ali'), { players: [cb, gk, cb], unknownIds: [] });
    expect(r.seats[1].queue).toEqual(['cb1', 'gk1']);
    expect(code(drafting(), 'setQueue', as('ali'), { players: [player('x', 'ST', 70, 'La Liga')], unknownIds: [] })).toBe('WRONG_LEAGUE');
    const taken = drafting({ picks: [{ userId: 'id-zeynep', playerId: 'gk1', slot: 'GK-1', pickNumber: 1, auto: false }] });
    expect(code(taken, 'setQueue', as('ali'), { players: [gk], unknownIds: [] })).toBe('ALREADY_DRAFTED');
    expect(code(drafting(), 'setQueue', as('ali'), { players: [gk], unknownIds: ['nobody'] })).toBe('PLAYER_NOT_FOUND');
    expect(code(drafting(), 'setQueue', as('x'), { players: [], unknownIds: ['nobody'] })).toBe('NOT_MEMBER');
  });
});

describe('chat and reactions', () => {
  it('members send cleaned text; a reaction answers a pick already made', () => {
    const r = after(drafting(), 'chat', as('ali'), { text: ' selam\u200b  millet\n', id: 'm1' });
    expect(r.effects).toEqual([{ type: 'chat', message: { id: 'm1', roomId: r.id, userId: 'id-ali', username: 'ali', kind: 'chat', text: 'selam millet', pickNumber: null, fixtureId: null, createdAt: new Date(ENV.now).toISOString() } }]);
    expect(code(drafting(), 'chat', as('x'), { text: 'a', id: 'm' })).toBe('NOT_MEMBER');
    expect(code(drafting(), 'chat', as('ali'), { text: ' \n ', id: 'm' })).toBe('CHAT_EMPTY');
    expect(code(drafting(), 'react', as('ali'), { pickNumber: 1, reaction: '👏', id: 'm' })).toBe('REACTION_NO_PICK');
    const picked = after(drafting(), 'pick', as('zeynep'), { found: [gk] });
    expect(code(picked, 'react', as('ali'), { pickNumber: 1, reaction: '💩', id: 'm' })).toBe('REACTION_UNKNOWN');
    expect(code(picked, 'react', as('ali'), { pickNumber: 1, reaction: '👏', id: 'm' })).toBeNull();
  });
});
