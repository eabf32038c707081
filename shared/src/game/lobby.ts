import type { RoomDto, RoomStatus } from './rooms';
import { refusal, type Refusal } from './refusal';

/**
 * The lobby's rules (spec 4.4, 6): join, ready, kick, leave, start the draft, set a formation. Each check
 * answers null when the action is allowed, else the refusal, in a fixed order: member, allowed for this
 * user, allowed now, rule passes. Server and client call the same functions.
 */
export interface LobbyMember {
  userId: string;
  isReady: boolean;
}

export interface LobbyState {
  status: RoomStatus;
  maxPlayers: number;
  creatorId: string;
  /** In seat order. */
  members: readonly LobbyMember[];
}

/** The lobby's view of a room as clients receive it. */
export function lobbyStateOf(room: Pick<RoomDto, 'status' | 'maxPlayers' | 'creator' | 'players'>): LobbyState {
  return {
    status: room.status,
    maxPlayers: room.maxPlayers,
    creatorId: room.creator._id,
    members: room.players.map((p) => ({ userId: p.user._id, isReady: p.isReady })),
  };
}

/** Leaving and kicking stop once the tournament runs (its fixtures name every member). */
const REMOVABLE: ReadonlySet<RoomStatus> = new Set(['waiting', 'drafting', 'finished']);
/** A formation may change until the tournament starts. */
const FORMATION_OPEN: ReadonlySet<RoomStatus> = new Set(['waiting', 'drafting', 'draft_finished']);

export function isMember(state: Pick<LobbyState, 'members'>, userId: string): boolean {
  return state.members.some((m) => m.userId === userId);
}

function checkMember(state: LobbyState, userId: string): Refusal | null {
  return isMember(state, userId) ? null : refusal('NOT_MEMBER');
}

/** Joining: only in the lobby and while a seat is free. A member joining again is not refused (nothing happens). */
export function checkJoin(state: LobbyState, userId: string): Refusal | null {
  if (isMember(state, userId)) return null;
  if (state.status !== 'waiting') return refusal('ROOM_STARTED');
  if (state.members.length >= state.maxPlayers) return refusal('ROOM_FULL');
  return null;
}

export function checkReady(state: LobbyState, userId: string): Refusal | null {
  return checkMember(state, userId) ?? (state.status !== 'waiting' ? refusal('READY_ONLY_IN_LOBBY') : null);
}

/** The creator may kick another member until the tournament starts. */
export function checkKick(state: LobbyState, userId: string, targetId: string): Refusal | null {
  const notMember = checkMember(state, userId);
  if (notMember) return notMember;
  if (state.creatorId !== userId) return refusal('KICK_NOT_CREATOR');
  if (targetId === userId) return refusal('KICK_SELF');
  if (!isMember(state, targetId)) return refusal('PLAYER_NOT_IN_ROOM');
  if (!REMOVABLE.has(state.status)) return refusal('KICK_AFTER_START');
  return null;
}

export function checkLeave(state: LobbyState, userId: string): Refusal | null {
  return checkMember(state, userId) ?? (REMOVABLE.has(state.status) ? null : refusal('LEAVE_AFTER_START'));
}

/** The creator starts the draft once the room is full and everyone is ready. */
export function checkStartDraft(state: LobbyState, userId: string): Refusal | null {
  const notMember = checkMember(state, userId);
  if (notMember) return notMember;
  if (state.creatorId !== userId) return refusal('NOT_CREATOR');
  if (state.status !== 'waiting') return refusal('DRAFT_ALREADY_STARTED');
  if (state.members.length < state.maxPlayers) return refusal('ROOM_NOT_FULL');
  if (!state.members.every((m) => m.isReady)) return refusal('NOT_ALL_READY');
  return null;
}

export function checkSetFormation(state: LobbyState, userId: string): Refusal | null {
  return checkMember(state, userId) ?? (FORMATION_OPEN.has(state.status) ? null : refusal('FORMATION_AFTER_START'));
}

/** The seat a newcomer takes: one after the highest taken. */
export function nextSeat(seats: readonly number[]): number {
  return Math.max(-1, ...seats) + 1;
}

/**
 * Who is creator after `leavingId` goes: unchanged unless the creator leaves, then the next member in
 * seat order (so the creator is always the first of the players list). Null when nobody is left.
 */
export function creatorAfterLeave(state: Pick<LobbyState, 'creatorId' | 'members'>, leavingId: string): string | null {
  const rest = state.members.filter((m) => m.userId !== leavingId);
  if (rest.length === 0) return null;
  return state.creatorId === leavingId ? rest[0].userId : state.creatorId;
}
