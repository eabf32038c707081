import { randomInt } from 'node:crypto';
import { INITIAL_STATS, type LiveMatchSnapshot } from '@onbir/shared/match/wire';
import type { FixtureDto } from '@onbir/shared/game/rooms';
import { countsDown, planTournament } from '@onbir/shared/game/matchDay';
import { checkStartTournament, nextFixture, type TournamentState } from '@onbir/shared/game/tournament';
import type { AppContext } from '../../context';
import { AppError } from '../../errors';
import { emitInProgress, emitRoom } from '../../realtime/roomChannels';
import { enforce, missingRoom, refuse, refused } from '../rooms/refusals';
import { loadRoomDto, picksWithPlayers } from '../rooms/rooms.dto';
import { isMember, readRoom, retryOnVersion, type RoomState } from '../rooms/rooms.repo';
import { countdownFrom, followCountdown } from './autoContinue';
import { engineInputOf } from './engineInput';
import { dropCountdown, fixtureInput, insertFixturesIfVersion, kickOffIfVersion, liveFixtureHead, roomExists } from './match.repo';
import { paceKickedOff } from './matchPacing';
import { dueAt, type LiveFixture } from './pacer';
import { timelineCacheOf } from './timelineCache';

/** The room and the tournament rules' view of it; 404 for an unknown room. */
async function readTournament(ctx: AppContext, roomId: string): Promise<{ state: RoomState; rules: TournamentState<FixtureDto> }> {
  const state = await readRoom(ctx.db, roomId);
  if (!state) throw missingRoom();
  const { room } = state;
  return { state, rules: { status: room.status, creatorId: room.creatorId, memberCount: state.members.length, fixtures: state.fixtures, liveFixtureId: state.liveFixtureId } };
}

async function publishRoom(ctx: AppContext, roomId: string): Promise<void> {
  const dto = await loadRoomDto(ctx, roomId);
  if (dto) emitRoom(ctx, dto);
}

/**
 * Creator only, after the draft: the first fixtures of the room's format are created (a league's all, a
 * cup's first ties; seeds and the league's tie-break follow the seats) and the room goes in progress, with
 * the countdown to the first kick-off when it continues automatically, in one statement that applies only
 * while the room still has the version read (a second click finds it in progress).
 */
export async function startTournament(ctx: AppContext, userId: string, roomId: string): Promise<void> {
  const nextMatchAt = await retryOnVersion(async () => {
    const { state, rules } = await readTournament(ctx, roomId);
    enforce(checkStartTournament(rules, userId));
    const { room } = state;
    const planned = planTournament(room.format, state.members.map((m) => m.userId));
    const at = countsDown({ ...room, status: 'in_progress' }) ? countdownFrom(ctx) : null;
    return (await insertFixturesIfVersion(ctx.db, room, 'in_progress', planned, at)) ? { at } : null;
  });
  followCountdown(ctx, roomId, nextMatchAt.at);
  emitInProgress(ctx, roomId);
  await publishRoom(ctx, roomId);
}

/** Who kicks a match off: the host's click, or the room's countdown running out. */
export type KickOffBy = { userId: string } | 'countdown';

/**
 * Kicks off the first unplayed fixture, unless a match is live: on the host's click, or when the room's
 * stored countdown has run out (checked on the room as read, so a stale timer or the sweep starts nothing
 * the host already started or paused). The engine input is built from the drafted squads (the pool in
 * memory has the players; a cup tie is a knockout match); one statement stores the fixture's seed, input
 * and start time, clears the countdown and bumps the room, only while the room still has the version read
 * (two clicks: one match). The timeline goes into the cache: the pacer, late viewers and replays share it.
 */
export async function kickOff(ctx: AppContext, roomId: string, by: KickOffBy): Promise<{ fixtureId: string; startedAt: string } | null> {
  const live = await retryOnVersion(async (): Promise<LiveFixture | 'not_due' | null> => {
    const { state, rules } = await readTournament(ctx, roomId);
    const { room } = state;
    if (by === 'countdown' && !(room.nextMatchAt && room.nextMatchAt.getTime() <= Date.now() && !state.liveFixtureId)) return 'not_due';
    const next = nextFixture(rules, by === 'countdown' ? room.creatorId : by.userId);
    if ('code' in next) throw refused(next);
    const { fixture } = next;
    const { picks } = await picksWithPlayers(ctx, state);
    const input = engineInputOf(state.members, picks, fixture.teamA, fixture.teamB, randomInt(0, 2 ** 31 - 1));
    if (!input) throw refuse('SQUAD_INCOMPLETE');
    if (room.format === 'cup') input.knockout = true;
    const startedAt = await kickOffIfVersion(ctx.db, room, fixture._id, input);
    if (!startedAt) return null;
    const cache = timelineCacheOf(ctx);
    const { timeline } = cache.put(fixture._id, input, cache.run(input));
    return { fixtureId: fixture._id, roomId, timeline, startedAt };
  });
  if (live === 'not_due') return null;
  followCountdown(ctx, roomId, null);
  await paceKickedOff(ctx, live);
  return { fixtureId: live.fixtureId, startedAt: live.startedAt.toISOString() };
}

/** The host's "start next match". */
export async function startNextMatch(ctx: AppContext, userId: string, roomId: string): Promise<{ fixtureId: string; startedAt: string }> {
  return (await kickOff(ctx, roomId, { userId }))!;
}

/**
 * The countdown of a room ran out (its timer or the sweep): the next match kicks off. A refusal means
 * there is nothing to start (a squad short of eleven, no fixture left): the countdown is dropped so the
 * sweep does not try again every second; the host's button still works.
 */
export async function countdownExpired(ctx: AppContext, roomId: string): Promise<void> {
  try {
    await kickOff(ctx, roomId, 'countdown');
  } catch (err) {
    if (err instanceof AppError && err.code !== 'CONFLICT') await dropCountdown(ctx.db, roomId);
    ctx.log.warn({ err, roomId }, 'automatic kick-off skipped');
  }
}

/**
 * The live match of a room so far (members only), with both line-ups; an empty snapshot when none is
 * being played. The timeline comes from the per-fixture cache: many viewers, one engine run.
 */
export async function liveSnapshot(ctx: AppContext, userId: string, roomId: string): Promise<LiveMatchSnapshot> {
  if (!(await roomExists(ctx.db, roomId))) throw missingRoom();
  if (!(await isMember(ctx.db, roomId, userId))) throw refuse('NOT_MEMBER');
  const head = await liveFixtureHead(ctx.db, roomId);
  const cache = timelineCacheOf(ctx);
  const input = head && (cache.peek(head.id)?.input ?? (await fixtureInput(ctx.db, head.id)));
  if (!head || !input) {
    return { fixtureId: null, teamA: null, teamB: null, teams: null, knockout: false, events: [], score: { A: 0, B: 0 }, stats: INITIAL_STATS, minute: '0' };
  }
  const { timeline } = cache.of(head.id, input);
  const now = Date.now();
  const msPerMinute = ctx.config.MATCH_SECONDS_PER_MINUTE * 1000;
  const events = timeline.events.filter((e) => e.type !== 'end' && dueAt({ startedAt: head.startedAt! }, e, msPerMinute) <= now);
  const last = events.at(-1);
  return {
    fixtureId: head.id,
    teamA: head.teamA,
    teamB: head.teamB,
    teams: input.teams,
    knockout: Boolean(input.knockout),
    events,
    score: last?.score ?? { A: 0, B: 0 },
    stats: last?.stats ?? INITIAL_STATS,
    minute: last?.display ?? '0',
  };
}
