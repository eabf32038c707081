import type { GamePlayer } from '../players/types';
import { squadSizeOf } from './constants';
import type { FixtureDto, PickLogEntry, RoomDto, RoomListItem, RoomPlayerDto, RoomSummary, SquadPlayer } from './dto';
import { liveFixture, type RoomState, type SeatState } from './state';
import { onSlowClock, pickerOf, slowPickClockOf } from './rules/clock';
import { clockBefore } from '../league/slowClock';
import { roundOfPick } from './rules/draftOrder';
import { nextMatchInfo, tournamentChampion } from './rules/tournament';
import { auctionForViewer, sealedAuction } from './auctionView';
import type { AuctionState } from '../auction/types';

/**
 * The room as people see it, from the machine's state: the DTO every member's screen gets (docs/rooms.md, 'Room and squad fields'),
 * the list's row, the summary an invite link shows. Never a password, its hash, a queue or an e-mail.
 * Drafted players come from the pool (`players`); one gone from the pool is left out.
 */
const user = (_id: string, username: string) => ({ _id, username });
const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());
const seatView = (s: SeatState) => ({ user: user(s.userId, s.name), name: s.name, isReady: s.ready, ai: s.ai && { style: s.ai.style }, autodraft: s.autodraft, club: s.club ?? null });

function header(state: RoomState) {
  const creator = state.seats.find((s) => s.userId === state.creatorId);
  return {
    _id: state.id,
    roomName: state.name,
    maxPlayers: state.options.maxPlayers,
    leagues: state.options.leagues,
    isLocked: state.isLocked,
    creator: user(state.creatorId, creator?.username ?? ''),
    status: state.status,
  };
}

function pickLog(state: RoomState, players: ReadonlyMap<string, GamePlayer>): PickLogEntry[] {
  const seats = Math.min(Math.max(state.seats.length, 2), 8);
  return state.picks.flatMap((p) => {
    const player = players.get(p.playerId);
    return player ? [{ pickNumber: p.pickNumber, round: roundOfPick(p.pickNumber - 1, seats), userId: p.userId, playerId: p.playerId, playerName: player.short_name, slot: p.slot, auto: p.auto }] : [];
  });
}

const fixtureDto = ({ _id, teamA, teamB, played, result, round, tie }: RoomState['fixtures'][number]): FixtureDto => ({ _id, teamA, teamB, played, result, round, tie });

/** The slow clock of the human on turn, read at `now` (the DTO's `draft.slowClock`). */
function slowClockView(state: RoomState, now: number): RoomDto['draft']['slowClock'] {
  const slow = slowPickClockOf(state.options);
  if (!slow || !onSlowClock(state) || state.draft.deadline === null || state.draft.paused) return null;
  const { remainingMs, paused } = clockBefore(state.draft.deadline, now, slow.quietWindow);
  return { lengthMs: slow.lengthMs, quietWindow: slow.quietWindow ?? null, remainingMs, paused };
}

/** The room as its members see it; `now` (the server's clock) reads a slow pick clock, 0 where none is shown (tests). */
export function roomDto(state: RoomState, players: ReadonlyMap<string, GamePlayer>, now = 0): RoomDto {
  const seatsPlaying: RoomPlayerDto[] = state.seats.map((s) => ({
    ...seatView(s),
    team: {
      squad: state.picks.flatMap((p): SquadPlayer[] => {
        const player = p.userId === s.userId ? players.get(p.playerId) : undefined;
        return player ? [{ ...player, assignedPosition: p.slot }] : [];
      }),
    },
  }));
  const teamIds = state.seats.map((s) => s.userId);
  const drafting = state.status === 'drafting';
  const live = liveFixture(state);
  const nextMatchAt = iso(state.match.nextMatchAt);
  const fixtures = state.fixtures.map(fixtureDto);
  return {
    ...header(state),
    options: state.options,
    players: seatsPlaying,
    draft: {
      currentPick: state.draft.currentPick,
      totalPicks: state.seats.length * squadSizeOf(state.options),
      pickDeadline: drafting ? iso(state.draft.deadline) : null,
      pickSeconds: state.options.pickSeconds,
      paused: state.draft.paused,
      currentPicker: pickerOf(state)?.userId ?? null,
      slowClock: slowClockView(state, now),
      order: state.options.draftOrder,
      log: pickLog(state, players),
    },
    banned: state.banned.map((b) => user(b.userId, b.username)),
    formation: Object.fromEntries(state.seats.map((s) => [s.userId, s.formation])),
    matchesToPlay: fixtures,
    format: state.options.format,
    autoContinue: { enabled: state.options.autoContinue, paused: state.match.autoPaused, nextMatchAt },
    nextMatch: nextMatchInfo({ format: state.options.format, status: state.status, nextMatchAt }, fixtures, live?._id ?? null),
    liveFixtureId: live?._id ?? null,
    champion: state.status === 'finished' ? tournamentChampion(state.options.format, teamIds, fixtures) : null,
    rematchRoomId: state.rematchId,
    auction: auctionView(state),
    createdAt: state.createdAt,
    version: state.version,
  };
}

/** The auction without the server's own bookkeeping. */
function auctionOf(state: RoomState): AuctionState | null {
  if (!state.auction) return null;
  const { aiAsked: _aiAsked, ...auction } = state.auction;
  return auction;
}

/** The auction as every member and spectator receives it: every bid in the open mode, the open lot's sealed amounts left out in the blind one. */
function auctionView(state: RoomState): RoomDto['auction'] {
  const auction = auctionOf(state);
  return auction && sealedAuction(auction);
}

/** The room for one viewer's own reading (his GET, his socket join): as every member receives it, with his own sealed bid. */
export function roomDtoForViewer(dto: RoomDto, state: RoomState, viewerId: string): RoomDto {
  const auction = auctionOf(state);
  return auction ? { ...dto, auction: auctionForViewer(auction, viewerId) } : dto;
}

export function roomListItem(state: RoomState): RoomListItem {
  return {
    ...header(state),
    options: state.options,
    players: state.seats.map(seatView),
    draft: { currentPick: state.draft.currentPick, pickSeconds: state.options.pickSeconds, order: state.options.draftOrder },
    format: state.options.format,
    createdAt: state.createdAt,
    version: state.version,
  };
}

export function roomSummary(state: RoomState, viewerId: string): RoomSummary {
  return { ...header(state), seats: state.seats.map((s) => ({ name: s.name, ai: s.ai !== null })), member: state.seats.some((s) => s.userId === viewerId && !s.ai) };
}

