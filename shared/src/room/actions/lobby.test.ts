import { describe, expect, it } from 'vitest';
import { ROOM_STATUSES } from '../constants';
import { roomText } from '../refusal';
import { act, after, as, bot, code, ENV, human, options, room } from '../../test/rooms';
import { createRoomSchema } from '../schemas';
import type { RoomState } from '../state';

const createInput = (over: object = {}) => {
  const { roomName, password: _p, ...opts } = createRoomSchema.parse({ roomName: 'Cuma Akşamı', format: 'cup', autoContinue: true, ...over });
  return { roomId: '00000000-0000-4000-8000-0000000000aa', roomName, options: opts, passwordHash: null, username: 'zeynep', openRooms: 0 };
};

describe('create', () => {
  it('keeps every option of the form on the room, the creator in the first seat', () => {
    const made = after(room(), 'create', as('zeynep'), createInput({ maxPlayers: 4, pickSeconds: 30, draftOrder: 'straight', leagues: ['La Liga'], bench: 5 }));
    expect(made.options).toEqual({ maxPlayers: 4, leagues: ['La Liga'], pickSeconds: 30, format: 'cup', autoContinue: true, draftOrder: 'straight', bench: 5, kind: 'evening' });
    expect(made).toMatchObject({ name: 'Cuma Akşamı', status: 'waiting', creatorId: 'id-zeynep', isLocked: false });
    expect(made.seats.map((s) => s.name)).toEqual(['zeynep']);
  });
  it('refuses a fourth open room', () => {
    expect(code(room(), 'create', as('zeynep'), { ...createInput(), openRooms: 2 })).toBeNull();
    expect(code(room(), 'create', as('zeynep'), { ...createInput(), openRooms: 3 })).toBe('TOO_MANY_ROOMS');
  });
});

describe('join', () => {
  const input = { password: 'none', username: 'mehmet' };
  it('seats a newcomer in the lobby while a seat is free; a member joining again changes nothing', () => {
    const r = room({ options: options({ maxPlayers: 3 }) });
    expect(after(r, 'join', as('mehmet'), input).seats.map((s) => s.name)).toEqual(['zeynep', 'ali', 'mehmet']);
    expect(after(r, 'join', as('ali'), input)).toEqual(r);
    const out = act(r, 'join', as('ali'), input);
    expect('answer' in out && out.answer.message).toBe(roomText('ALREADY_JOINED'));
  });
  it('refuses in order: barred, password needed, wrong password, started, full', () => {
    const r = room({ options: options({ maxPlayers: 3 }), isLocked: true, banned: [{ userId: 'id-mehmet', username: 'mehmet' }] });
    expect(code(r, 'join', as('mehmet'), input)).toBe('BANNED');
    expect(code(r, 'join', as('can'), input)).toBe('PASSWORD_REQUIRED');
    expect(code(r, 'join', as('can'), { ...input, password: 'wrong' })).toBe('WRONG_PASSWORD');
    expect(code({ ...r, status: 'drafting' }, 'join', as('can'), { ...input, password: 'ok' })).toBe('ROOM_STARTED');
    expect(code(room(), 'join', as('can'), input)).toBe('ROOM_FULL');
  });
});

describe('ready', () => {
  it('toggles a member\'s flag, in the lobby only', () => {
    const r = after(room(), 'ready', as('ali'), {});
    expect(r.seats[1].ready).toBe(true);
    expect(after(r, 'ready', as('ali'), {}).seats[1].ready).toBe(false);
    expect(code(room(), 'ready', as('x'))).toBe('NOT_MEMBER');
    expect(code(room({ status: 'drafting' }), 'ready', as('ali'))).toBe('READY_ONLY_IN_LOBBY');
  });
});

describe('kick and leave', () => {
  const four = [human('zeynep'), human('ali'), bot('Fatih Hoca'), bot('Ayşe Usta')];
  it('kick: in order member, creator, not himself, target present, not while the tournament runs', () => {
    const r = room();
    expect(code(r, 'kick', as('x'), { playerId: 'id-ali' })).toBe('NOT_MEMBER');
    expect(code(r, 'kick', as('ali'), { playerId: 'id-zeynep' })).toBe('KICK_NOT_CREATOR');
    expect(code(r, 'kick', as('zeynep'), { playerId: 'id-zeynep' })).toBe('KICK_SELF');
    expect(code(r, 'kick', as('zeynep'), { playerId: 'id-x' })).toBe('PLAYER_NOT_IN_ROOM');
    const allowed = ROOM_STATUSES.filter((status) => code(room({ status }), 'kick', as('zeynep'), { playerId: 'id-ali' }) === null);
    expect(allowed).toEqual(['waiting', 'drafting', 'draft_finished', 'finished']);
  });
  it('a kick in the lobby frees the seat and bars the user; his screens are told why', () => {
    const r = after(room(), 'kick', as('zeynep'), { playerId: 'id-ali' });
    expect(r.seats.map((s) => s.name)).toEqual(['zeynep']);
    expect(r.banned).toEqual([{ userId: 'id-ali', username: 'ali' }]);
    expect(r.effects).toContainEqual({ type: 'kicked', userId: 'id-ali', text: { key: 'NOTICE_KICKED', values: { room: 'Oda' } } });
    expect(r.effects).toContainEqual({ type: 'removed', userId: 'id-ali' });
  });
  for (const status of ['drafting', 'draft_finished', 'in_progress'] as const) {
    it(`leaving mid-game (${status}) hands the seat to an AI manager with a notice; the same on every retry`, () => {
      const r = room({ status, seats: four });
      const left = after(r, 'leave', as('ali'), {});
      const seat = left.seats[1];
      expect(seat.userId).toBe('id-ali');
      expect(seat.ai).not.toBeNull();
      expect(['Fatih Hoca', 'Ayşe Usta', 'zeynep', 'ali']).not.toContain(seat.name);
      expect(left.effects[0]).toEqual({ type: 'notice', code: 'SEAT_CHANGED', text: { key: 'NOTICE_REPLACED', values: { leaver: 'ali', ai: seat.name } } });
      expect(roomText('NOTICE_REPLACED', { leaver: 'ali', ai: seat.name })).toBe(`ali ayrıldı; yerine ${seat.name} (yapay zekâ) geçti.`);
      expect(after(r, 'leave', as('ali'), {})).toEqual(left);
    });
  }
  it('a player kicked mid-draft is replaced and barred; an AI seat is never removed once the draft has begun', () => {
    const r = room({ status: 'drafting', seats: four });
    const kicked = after(r, 'kick', as('zeynep'), { playerId: 'id-ali' });
    expect(kicked.seats[1].ai).not.toBeNull();
    expect(kicked.banned.map((b) => b.userId)).toEqual(['id-ali']);
    expect(kicked.effects[0]).toMatchObject({ code: 'SEAT_CHANGED', text: { key: 'NOTICE_KICKED_REPLACED', values: { leaver: 'ali', ai: kicked.seats[1].name } } });
    expect(code(r, 'kick', as('zeynep'), { playerId: 'id-Fatih Hoca' })).toBe('AI_SEAT_AFTER_START');
    expect(after(room({ seats: four }), 'kick', as('zeynep'), { playerId: 'id-Fatih Hoca' }).seats).toHaveLength(3);
  });
  it('the creator leaving hands the room to the next human, who is told', () => {
    const left = after(room({ status: 'drafting', seats: four }), 'leave', as('zeynep'), {});
    expect(left.creatorId).toBe('id-ali');
    expect(left.effects).toContainEqual({ type: 'notice', code: 'NEW_CREATOR', text: { key: 'NOTICE_NEW_CREATOR', values: { creator: 'ali' } }, userId: 'id-ali' });
    const lobby = after(room(), 'leave', as('zeynep'), {});
    expect(lobby.creatorId).toBe('id-ali');
    expect(lobby.effects.map((e) => e.type === 'notice' && e.code)).toEqual(['SEAT_CHANGED', 'NEW_CREATOR', false]);
  });
  it('the last human leaving ends the room', () => {
    for (const status of ROOM_STATUSES) {
      const ended = after(room({ status, seats: [human('zeynep'), bot('Fatih Hoca')] }), 'leave', as('zeynep'), {});
      expect(ended.deleted).toBe(true);
      expect(ended.effects[0]).toMatchObject({ code: 'ROOM_ENDED', text: { key: 'NOTICE_ROOM_ENDED', values: { leaver: 'zeynep' } } });
    }
  });
  it('the leaver\'s turn goes to the AI manager after its think time', () => {
    const r = room({ status: 'drafting', seats: four, draft: { currentPick: 1, deadline: ENV.now + 60_000, paused: false } });
    const left = after(r, 'leave', as('ali'), {});
    expect(left.draft.deadline).toBeGreaterThanOrEqual(ENV.now + 1000);
    expect(left.draft.deadline).toBeLessThanOrEqual(ENV.now + 3000);
  });
});

describe('AI seats and the start of the draft', () => {
  it('fill: creator, lobby, free seats; seeded names unique in the room and never like a human\'s', () => {
    const r = room({ options: options({ maxPlayers: 8 }), seats: [human('zeynep'), human('emre')] });
    expect(code(r, 'fillAi', as('emre'))).toBe('FILL_NOT_CREATOR');
    expect(code(r, 'fillAi', as('x'))).toBe('NOT_MEMBER');
    expect(code({ ...r, status: 'drafting' }, 'fillAi', as('zeynep'))).toBe('FILL_AFTER_START');
    expect(code(room(), 'fillAi', as('zeynep'))).toBe('FILL_NO_EMPTY_SEAT');
    const filled = after(r, 'fillAi', as('zeynep'), {});
    const ais = filled.seats.slice(2);
    expect(ais).toHaveLength(6);
    expect(new Set(filled.seats.map((s) => s.name)).size).toBe(8);
    for (const s of ais) {
      expect(s.ready).toBe(true);
      expect(s.name).not.toMatch(/^(Emre|Zeynep)\b/);
    }
    expect(after(r, 'fillAi', as('zeynep'), {})).toEqual(filled);
    expect(after(r, 'fillAi', as('zeynep'), { count: 2, style: 'hücumcu' }).seats.slice(2).map((s) => s.ai?.style)).toEqual(['hücumcu', 'hücumcu']);
  });
  it('start: creator, lobby, every human ready, two seats at least; the first turn\'s clock starts', () => {
    const r = room({ seats: [human('zeynep', { ready: true }), human('ali')] });
    expect(code(r, 'startDraft', as('x'))).toBe('NOT_MEMBER');
    expect(code(r, 'startDraft', as('ali'))).toBe('NOT_CREATOR');
    expect(code(r, 'startDraft', as('zeynep'))).toBe('NOT_ALL_READY');
    expect(code({ ...r, status: 'drafting' }, 'startDraft', as('zeynep'))).toBe('DRAFT_ALREADY_STARTED');
    expect(code(room({ seats: [human('zeynep', { ready: true })] }), 'startDraft', as('zeynep'))).toBe('START_TOO_FEW_SEATS');
    const started = after(room({ seats: [human('zeynep', { ready: true }), bot('Fatih Hoca', { ready: false })] }), 'startDraft', as('zeynep'), {});
    expect(started.status).toBe('drafting');
    expect(started.draft.deadline).toBe(ENV.now + 60_000);
  });
  it('unban: the creator lifts an existing bar', () => {
    const r = room({ banned: [{ userId: 'id-can', username: 'can' }] });
    expect(code(r, 'unban', as('ali'), { playerId: 'id-can' })).toBe('NOT_CREATOR');
    expect(code(r, 'unban', as('zeynep'), { playerId: 'id-x' })).toBe('NOT_BANNED');
    expect(after(r, 'unban', as('zeynep'), { playerId: 'id-can' }).banned).toEqual([]);
  });
});

describe('formation', () => {
  const drafted = (): RoomState =>
    room({
      status: 'drafting',
      picks: [
        { userId: 'id-ali', playerId: 'gk', slot: 'GK-1', pickNumber: 1, auto: false },
        { userId: 'id-ali', playerId: 'cam', slot: 'MID-2', pickNumber: 2, auto: false },
      ],
    });
  it('may change until the tournament starts; drafted players are re-slotted by position', () => {
    expect(code(room({ status: 'in_progress' }), 'setFormation', as('ali'), { formation: '4-3-3', positions: {} })).toBe('FORMATION_AFTER_START');
    expect(code(room(), 'setFormation', as('x'), { formation: '4-3-3', positions: {} })).toBe('NOT_MEMBER');
    const changed = after(drafted(), 'setFormation', as('ali'), { formation: '4-2-3-1', positions: { gk: ['GK'], cam: ['CAM'] } });
    expect(changed.seats[1].formation).toBe('4-2-3-1');
    expect(changed.picks.map((p) => p.slot)).toEqual(['GK-1', 'AMF-2']);
  });
});
