import { randomInt } from 'node:crypto';
import { simulateMatch } from '@onbir/shared/match/engine';
import { roundRobin } from '@onbir/shared/match/roundRobin';
import { INITIAL_STATS, type FinishedMatch, type FixtureResult, type LiveMatchSnapshot } from '@onbir/shared/match/wire';
import type { FixtureDto } from '@onbir/shared/game/rooms';
import { checkStartTournament, nextFixture, type TournamentState } from '@onbir/shared/game/tournament';
import type { AppContext } from '../../context';
import { emitInProgress, emitRoom } from '../../realtime/roomChannels';
import { enforce, missingRoom, refuse, refused } from '../rooms/refusals';
import { loadRoomDto, picksWithPlayers } from '../rooms/rooms.dto';
import { isMember, readRoom, retryOnVersion, type RoomState } from '../rooms/rooms.repo';
import { engineInputOf } from './engineInput';
import { finishedFixtures, insertFixturesIfVersion, kickOffIfVersion, liveFixtureOf, roomExists } from './match.repo';
import { liveOf, paceKickedOff } from './matchPacing';
import { dueAt, type LiveFixture } from './pacer';

export const HISTORY_SIZE = 20;

/** The room and the tournament rules' view of it; 404 for an unknown room. */
async function readTournament(ctx: AppContext, roomId: string): Promise<{ state: RoomState; rules: TournamentState<FixtureDto> }> {
  const state = await readRoom(ctx.db, roomId);
  if (!state) throw missingRoom();
  const { room } = state;
  return { state, rules: { status: room.status, creatorId: room.creatorId, memberCount: state.members.length, fixtures: state.fixtures, liveFixtureId: state.liveFixtureId } };
}

/**
 * Creator only, after the draft: the round-robin fixtures are created and the room goes in progress, in
 * one statement that applies only while the room still has the version read (a second click finds it in
 * progress).
 */
export async function startTournament(ctx: AppContext, userId: string, roomId: string): Promise<void> {
  await retryOnVersion(async () => {
    const { state, rules } = await readTournament(ctx, roomId);
    enforce(checkStartTournament(rules, userId));
    const planned = roundRobin(state.members.map((m) => m.userId));
    return (await insertFixturesIfVersion(ctx.db, state.room, 'in_progress', planned)) || null;
  });
  emitInProgress(ctx, roomId);
  const dto = await loadRoomDto(ctx, roomId);
  if (dto) emitRoom(ctx, dto);
}

/**
 * Creator only: kicks off the first unplayed fixture, unless a match is live. The engine input is built
 * from the drafted squads (the pool in memory has the players); one statement stores the fixture's seed,
 * input and start time and bumps the room, only while the room still has the version read (two clicks:
 * one match). The timeline is not stored: the engine is a pure function of the input, so whoever needs it
 * later (a server resuming the match, a late viewer) computes it again.
 */
export async function startNextMatch(ctx: AppContext, userId: string, roomId: string): Promise<{ fixtureId: string; startedAt: string }> {
  const live = await retryOnVersion(async (): Promise<LiveFixture | null> => {
    const { state, rules } = await readTournament(ctx, roomId);
    const next = nextFixture(rules, userId);
    if ('code' in next) throw refused(next);
    const { fixture } = next;
    const { picks } = await picksWithPlayers(ctx, state);
    const input = engineInputOf(state.members, picks, fixture.teamA, fixture.teamB, randomInt(0, 2 ** 31 - 1));
    if (!input) throw refuse('SQUAD_INCOMPLETE');
    const startedAt = await kickOffIfVersion(ctx.db, state.room, fixture._id, input);
    return startedAt && { fixtureId: fixture._id, roomId, timeline: simulateMatch(input), startedAt };
  });
  await paceKickedOff(ctx, live);
  return { fixtureId: live.fixtureId, startedAt: live.startedAt.toISOString() };
}

/** The live match of a room so far (members only); an empty snapshot when none is being played. */
export async function liveSnapshot(ctx: AppContext, userId: string, roomId: string): Promise<LiveMatchSnapshot> {
  if (!(await roomExists(ctx.db, roomId))) throw missingRoom();
  if (!(await isMember(ctx.db, roomId, userId))) throw refuse('NOT_MEMBER');
  const row = await liveFixtureOf(ctx.db, roomId);
  if (!row) return { fixtureId: null, teamA: null, teamB: null, events: [], score: { A: 0, B: 0 }, stats: INITIAL_STATS, minute: '0' };
  const live = liveOf(row);
  const now = Date.now();
  const msPerMinute = ctx.config.MATCH_SECONDS_PER_MINUTE * 1000;
  const events = live.timeline.events.filter((e) => e.type !== 'end' && dueAt(live, e, msPerMinute) <= now);
  const last = events.at(-1);
  return {
    fixtureId: row.id,
    teamA: row.teamA,
    teamB: row.teamB,
    events,
    score: last?.score ?? { A: 0, B: 0 },
    stats: last?.stats ?? INITIAL_STATS,
    minute: last?.display ?? '0',
  };
}

/** The last finished matches, newest first: across all rooms, or of one room. */
export async function finishedMatches(ctx: AppContext, roomId?: string): Promise<FinishedMatch[]> {
  if (roomId && !(await roomExists(ctx.db, roomId))) throw missingRoom();
  const rows = await finishedFixtures(ctx.db, HISTORY_SIZE, roomId);
  return rows.map(({ f, roomName, nameA, nameB }) => {
    const result = f.result as FixtureResult;
    const side = (s: 'A' | 'B') => {
      const { possession, shots, shotsOnTarget, corners, saves, fouls } = result.stats[s];
      return { possession, shots, shotsOnTarget, corners, saves, fouls };
    };
    return {
      matchId: f.id,
      roomId: f.roomId,
      roomName,
      date: (f.finishedAt ?? new Date()).toISOString(),
      teamA: nameA,
      teamB: nameB,
      goalsA: f.goalsA ?? 0,
      goalsB: f.goalsB ?? 0,
      score: `${f.goalsA ?? 0} - ${f.goalsB ?? 0}`,
      stats: { teamA: side('A'), teamB: side('B') },
      commentary: result.commentary,
    };
  });
}
