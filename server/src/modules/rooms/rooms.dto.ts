/** The room DTO (spec 3.4) from rows the repository read; the drafted players come from the pool in memory. */
import type { FixtureDto, RoomDto, RoomListItem, RoomPlayerDto, SquadPlayer } from '@onbir/shared/game/rooms';
import { turnOf, type DraftMember } from '@onbir/shared/game/draft';
import { pickLog } from '@onbir/shared/game/draftRoom';
import { matchDayFields } from '@onbir/shared/game/matchDay';
import type { GamePlayer } from '@onbir/shared/players/types';
import type { AiStyle } from '@onbir/shared/game/aiManager';
import type { AppContext } from '../../context';
import type { Queryable } from '../../db/client';
import { gamePoolOf, type PoolSnapshot } from '../players/gamePool';
import { readRoom, readRoomList, type MemberRow, type RoomRow, type RoomState, type StoredPick } from './rooms.repo';

/** A stored pick with the drafted player (from the pool in memory). */
export type PickRow = StoredPick & { player: GamePlayer };

/** Stored picks with the drafted player in the game's shape (a player gone from the pool is left out). */
export function withPlayers(rows: StoredPick[], pool: PoolSnapshot): PickRow[] {
  const drafted = pool.byIds(rows.map((r) => r.playerId));
  return rows.flatMap((r) => {
    const player = drafted.get(r.playerId);
    return player ? [{ ...r, player }] : [];
  });
}

/** The draft rules' view of a room: members in turn order with their squads. */
export function draftMembers(members: MemberRow[], picks: PickRow[]): DraftMember[] {
  return members.map((m) => ({ userId: m.userId, formation: m.formation, squad: picks.filter((p) => p.userId === m.userId) }));
}

const user = (id: string, username: string) => ({ _id: id, username });

function draftView(room: RoomRow, members: DraftMember[], picks: PickRow[]): RoomDto['draft'] {
  const drafting = room.status === 'drafting';
  return {
    currentPick: room.currentPick,
    pickDeadline: drafting && room.pickDeadline ? room.pickDeadline.toISOString() : null,
    pickSeconds: room.pickSeconds,
    currentPicker: drafting ? turnOf({ members, currentPick: room.currentPick, order: room.draftOrder }) : null,
    order: room.draftOrder,
    log: pickLog(picks.map((p) => ({ ...p, playerName: p.player.short_name })), members.length),
  };
}

/** What every view of a room starts with (the DTO, the list, the summary a non-member sees). Never the password's hash. */
export function roomHeader(room: RoomRow, creatorName: string) {
  return {
    _id: room.id,
    roomName: room.roomName,
    maxPlayers: room.maxPlayers,
    leagues: room.leagues,
    isLocked: room.passwordHash !== null,
    creator: user(room.creatorId, creatorName),
    status: room.status,
  };
}

/** A seat as the room shows it: an AI manager's name and style, or the human's username. */
const seatView = (m: Pick<MemberRow, 'name' | 'ai' | 'autodraft'>) => ({ name: m.name, ai: m.ai && { style: m.ai.style }, autodraft: m.autodraft });

/** The room DTO (spec 3.4) from rows already read; the creator is always a member (the role passes on when he leaves). */
export function assembleRoomDto(room: RoomRow, members: MemberRow[], picks: PickRow[], matchesToPlay: FixtureDto[], liveFixtureId: string | null = null, banned: RoomState['banned'] = []): RoomDto {
  const players: RoomPlayerDto[] = members.map((m) => ({
    user: user(m.userId, m.name),
    isReady: m.isReady,
    ...seatView(m),
    team: { squad: picks.filter((p) => p.userId === m.userId).map((p): SquadPlayer => ({ ...p.player, assignedPosition: p.assignedPosition })) },
  }));
  return {
    ...roomHeader(room, members.find((m) => m.userId === room.creatorId)?.username ?? ''),
    players,
    status: room.status,
    draft: draftView(room, draftMembers(members, picks), picks),
    formation: Object.fromEntries(members.map((m) => [m.userId, m.formation])),
    matchesToPlay,
    ...matchDayFields(room, members.map((m) => m.userId), matchesToPlay, liveFixtureId),
    banned: banned.map((b) => user(b.userId, b.username)),
    createdAt: room.createdAt.toISOString(),
    version: room.version,
  };
}

/** A room state's picks with their players, from the pool version the state was read with. */
export async function picksWithPlayers(ctx: AppContext, state: RoomState, db: Queryable = ctx.db): Promise<{ pool: PoolSnapshot; picks: PickRow[] }> {
  const pool = await gamePoolOf(ctx).atVersion(db, state.poolVersion);
  return { pool, picks: withPlayers(state.picks, pool) };
}

/** The room as the API and updateRoom carry it (spec 3.4), or null when it does not exist. */
export async function loadRoomDto(ctx: AppContext, roomId: string): Promise<RoomDto | null> {
  const state = await readRoom(ctx.db, roomId);
  return state && dtoOfState(ctx, state);
}

/** The room DTO of a state already read. */
export async function dtoOfState(ctx: AppContext, state: RoomState): Promise<RoomDto> {
  return assembleRoomDto(state.room, state.members, (await picksWithPlayers(ctx, state)).picks, state.fixtures, state.liveFixtureId, state.banned);
}

/** Every room, newest first, without squads and fixtures (the /rooms list). */
export async function loadRoomList(ctx: AppContext): Promise<RoomListItem[]> {
  const { roomRows, memberRows, creatorNames } = await readRoomList(ctx.db);
  return roomRows.map((room) => ({
    ...roomHeader(room, creatorNames.get(room.creatorId) ?? ''),
    players: memberRows
      .filter((m) => m.roomId === room.id)
      .map((m) => ({ user: user(m.userId, m.aiName ?? m.username), isReady: m.isReady, ...seatView({ name: m.aiName ?? m.username, ai: m.aiName ? { name: m.aiName, style: m.aiStyle as AiStyle } : null, autodraft: m.autodraft }) })),
    status: room.status,
    draft: { currentPick: room.currentPick, pickDeadline: null, pickSeconds: room.pickSeconds, currentPicker: null, order: room.draftOrder, log: [] },
    format: room.format,
    createdAt: room.createdAt.toISOString(),
    version: room.version,
  }));
}
