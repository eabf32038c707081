import { describe, expect, it } from 'vitest';
import { gameMessages } from '../messages/game';
import {
  checkJoin,
  checkKick,
  checkLeave,
  checkReady,
  checkSetFormation,
  checkStartDraft,
  creatorAfterLeave,
  lobbyStateOf,
  nextSeat,
  type LobbyState,
} from './lobby';
import type { RoomStatus } from './rooms';

const lobby = (over: Partial<LobbyState> = {}): LobbyState => ({
  status: 'waiting',
  maxPlayers: 3,
  creatorId: 'a',
  members: [
    { userId: 'a', isReady: true },
    { userId: 'b', isReady: false },
  ],
  ...over,
});
const full = (ready = true) => lobby({ members: ['a', 'b', 'c'].map((userId) => ({ userId, isReady: ready })) });
const STATUSES: RoomStatus[] = ['waiting', 'drafting', 'draft_finished', 'in_progress', 'finished'];

describe('lobby rules', () => {
  it('join: a free seat in the lobby; a member joining again is not refused', () => {
    expect(checkJoin(lobby(), 'c')).toBeNull();
    expect(checkJoin(full(), 'a')).toBeNull();
    expect(checkJoin(full(), 'd')?.code).toBe('ROOM_FULL');
    expect(checkJoin(lobby({ status: 'drafting' }), 'c')?.code).toBe('ROOM_STARTED');
    expect(checkJoin(lobby({ status: 'drafting' }), 'c')).toEqual({ code: 'ROOM_STARTED', kind: 'conflict', message: gameMessages.ROOM_STARTED });
  });
  it('ready: members only, in the lobby only', () => {
    expect(checkReady(lobby(), 'b')).toBeNull();
    expect(checkReady(lobby(), 'z')?.code).toBe('NOT_MEMBER');
    expect(checkReady(lobby({ status: 'drafting' }), 'b')?.code).toBe('READY_ONLY_IN_LOBBY');
  });
  it('kick: in order member, creator, not himself, target present, before the tournament', () => {
    expect(checkKick(lobby(), 'a', 'b')).toBeNull();
    expect(checkKick(lobby(), 'z', 'b')?.code).toBe('NOT_MEMBER');
    expect(checkKick(lobby(), 'b', 'a')?.code).toBe('KICK_NOT_CREATOR');
    expect(checkKick(lobby(), 'a', 'a')?.code).toBe('KICK_SELF');
    expect(checkKick(lobby(), 'a', 'z')?.code).toBe('PLAYER_NOT_IN_ROOM');
    const allowed = STATUSES.filter((status) => checkKick(lobby({ status }), 'a', 'b') === null);
    expect(allowed).toEqual(['waiting', 'drafting', 'finished']);
    expect(checkKick(lobby({ status: 'in_progress' }), 'a', 'b')?.code).toBe('KICK_AFTER_START');
  });
  it('leave: members, except while the tournament runs', () => {
    expect(checkLeave(lobby(), 'z')?.code).toBe('NOT_MEMBER');
    expect(STATUSES.filter((status) => checkLeave(lobby({ status }), 'b') === null)).toEqual(['waiting', 'drafting', 'finished']);
    expect(checkLeave(lobby({ status: 'draft_finished' }), 'b')?.code).toBe('LEAVE_AFTER_START');
  });
  it('start draft: in order member, creator, still waiting, full, all ready', () => {
    expect(checkStartDraft(full(), 'a')).toBeNull();
    expect(checkStartDraft(full(), 'z')?.code).toBe('NOT_MEMBER');
    expect(checkStartDraft(full(), 'b')?.code).toBe('NOT_CREATOR');
    expect(checkStartDraft({ ...full(), status: 'drafting' }, 'a')?.code).toBe('DRAFT_ALREADY_STARTED');
    expect(checkStartDraft(lobby(), 'a')?.code).toBe('ROOM_NOT_FULL');
    expect(checkStartDraft(full(false), 'a')?.code).toBe('NOT_ALL_READY');
  });
  it('set formation: members, until the tournament starts', () => {
    expect(checkSetFormation(lobby(), 'z')?.code).toBe('NOT_MEMBER');
    expect(STATUSES.filter((status) => checkSetFormation(lobby({ status }), 'b') === null)).toEqual(['waiting', 'drafting', 'draft_finished']);
    expect(checkSetFormation(lobby({ status: 'finished' }), 'b')?.code).toBe('FORMATION_AFTER_START');
  });
  it('seats and the creator role', () => {
    expect(nextSeat([])).toBe(0);
    expect(nextSeat([0, 2])).toBe(3);
    expect(creatorAfterLeave(lobby(), 'b')).toBe('a');
    expect(creatorAfterLeave(lobby(), 'a')).toBe('b');
    expect(creatorAfterLeave(lobby({ members: [{ userId: 'a', isReady: false }] }), 'a')).toBeNull();
  });
  it('reads the lobby state from the room DTO', () => {
    const state = lobbyStateOf({ status: 'waiting', maxPlayers: 2, creator: { _id: 'a', username: 'A' }, players: [{ user: { _id: 'a', username: 'A' }, name: 'A', isReady: true, ai: null, autodraft: false, team: { squad: [] } }] });
    expect(state).toEqual({ status: 'waiting', maxPlayers: 2, creatorId: 'a', members: [{ userId: 'a', isReady: true }] });
  });
});
