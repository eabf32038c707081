import { cupBracket, cupProgress, cupRoundName } from '../match/cup';
import { roundRobin } from '../match/roundRobin';
import { standings } from '../match/standings';
import type { FixtureResult } from '../match/wire';
import { fillMessage } from '../messages/fill';
import { matchDayMessages, type MatchDayCode } from '../messages/matchDay';
import { refusal, type Refusal, type RefusalKind } from './refusal';
import type { RoomStatus } from './rooms';

/**
 * Match day's rules (issue 20): the tournament format chosen at creation (round robin single or home and
 * away, or a knockout cup with byes, extra time and penalties), the automatic continue between matches,
 * the rematch and who may watch a replay. Pure: server and client call the same functions.
 */
export const TOURNAMENT_FORMATS = ['round_robin', 'home_away', 'cup'] as const;
export type TournamentFormat = (typeof TOURNAMENT_FORMATS)[number];
export const FORMAT_LABELS: Record<TournamentFormat, string> = {
  round_robin: 'Lig (tek devre)',
  home_away: 'Lig (iç saha – deplasman)',
  cup: 'Kupa (eleme, uzatma ve penaltılar)',
};
/** Seconds between the final whistle and the next kick-off when the room continues automatically. */
export const AUTO_CONTINUE_SECONDS = 10;

/** A refusal of a match-day rule: compare `code`, show `message`; `kind` gives the HTTP status (REFUSAL_STATUS). */
export interface MatchDayRefusal {
  code: Exclude<MatchDayCode, 'NEXT_MATCH' | 'STARTS_BY_HOST' | 'STARTS_AUTOMATICALLY' | 'AUTO_PAUSED'>;
  kind: RefusalKind;
  message: string;
}

const KIND: Record<MatchDayRefusal['code'], RefusalKind> = {
  AUTO_CONTINUE_OFF: 'conflict',
  AUTO_CONTINUE_NOT_NOW: 'conflict',
  AUTO_CONTINUE_NOT_HOST: 'forbidden',
  REMATCH_NOT_FINISHED: 'conflict',
  REPLAY_NOT_FOUND: 'missing',
  REPLAY_NOT_PLAYED: 'conflict',
  REPLAY_PRIVATE: 'forbidden',
};

export function matchDayRefusal(code: MatchDayRefusal['code']): MatchDayRefusal {
  return { code, kind: KIND[code], message: matchDayMessages[code] };
}

export const matchDayText = (code: 'NEXT_MATCH' | 'STARTS_BY_HOST' | 'STARTS_AUTOMATICALLY' | 'AUTO_PAUSED', params?: Record<string, string | number>) =>
  fillMessage(matchDayMessages[code], params);

/** A fixture as the tournament rules see it: `tie` is the cup tie id, null in a league. */
export interface TournamentFixture {
  _id: string;
  round: number;
  tie: string | null;
  teamA: string;
  teamB: string;
  played: boolean;
  result: FixtureResult | null;
}

/** A fixture row to create: `ordinal` orders the play (a cup's is round × 16 + slot, so earlier rounds go first). */
export interface PlannedRow {
  ordinal: number;
  round: number;
  tie: string | null;
  teamA: string;
  teamB: string;
}

/** The user id who won a played fixture (on goals or penalties), null for a draw or an unplayed fixture. */
export function fixtureWinner(f: Pick<TournamentFixture, 'teamA' | 'teamB' | 'played' | 'result'>): string | null {
  if (!f.played || !f.result) return null;
  const side = f.result.winner ?? (f.result.score.A > f.result.score.B ? 'A' : f.result.score.B > f.result.score.A ? 'B' : null);
  return side === 'A' ? f.teamA : side === 'B' ? f.teamB : null;
}

/** The cup's winners so far, tie id → user id, from its played fixtures. */
export function cupWinners(fixtures: readonly TournamentFixture[]): Record<string, string> {
  const winners: Record<string, string> = {};
  for (const f of fixtures) {
    const w = f.tie ? fixtureWinner(f) : null;
    if (f.tie && w) winners[f.tie] = w;
  }
  return winners;
}

/**
 * The cup ties whose two teams are now known and that have no fixture yet (byes are never played): at the
 * start the first round's (and a later tie between two byes), after each result the tie its winner reaches.
 */
export function cupTiesToAdd(teamIds: readonly string[], fixtures: readonly TournamentFixture[]): PlannedRow[] {
  const existing = new Set(fixtures.map((f) => f.tie));
  return cupProgress(cupBracket(teamIds), cupWinners(fixtures))
    .ties.filter((t) => !t.bye && t.teamA && t.teamB && !existing.has(t.id))
    .map((t) => ({ ordinal: t.round * 16 + t.slot, round: t.round, tie: t.id, teamA: t.teamA!, teamB: t.teamB! }));
}

/** The fixtures created when the tournament starts (teams in seat order: the cup's seeds). */
export function planTournament(format: TournamentFormat, teamIds: readonly string[]): PlannedRow[] {
  if (format === 'cup') return cupTiesToAdd(teamIds, []);
  return roundRobin(teamIds, format === 'home_away' ? 2 : 1).map((f, i) => ({ ordinal: i + 1, round: f.round, tie: null, teamA: f.teamA, teamB: f.teamB }));
}

/** The champion: the cup's final winner, or the league's leader once every fixture is played; else null. */
export function tournamentChampion(format: TournamentFormat, teamIds: readonly string[], fixtures: readonly TournamentFixture[]): string | null {
  if (format === 'cup') return cupProgress(cupBracket(teamIds), cupWinners(fixtures)).champion;
  if (fixtures.length === 0 || fixtures.some((f) => !f.played || !f.result)) return null;
  const table = standings(
    teamIds,
    fixtures.map((f) => ({ teamA: f.teamA, teamB: f.teamB, goalsA: f.result!.score.A, goalsB: f.result!.score.B })),
  );
  return table[0]?.team ?? null;
}

/** The room's status once `played` holds every result so far (the fixture just played included). */
export function statusAfterResults(format: TournamentFormat, teamIds: readonly string[], played: readonly TournamentFixture[]): RoomStatus {
  return tournamentChampion(format, teamIds, played) ? 'finished' : 'in_progress';
}

/** The fixture list with one fixture stored as played with its result. */
export function withResult<F extends TournamentFixture>(fixtures: readonly F[], fixtureId: string, result: FixtureResult): F[] {
  return fixtures.map((f) => (f._id === fixtureId ? { ...f, played: true, result } : f));
}

/** The Turkish name of a fixture's round: "3. hafta" in a league, "Yarı final" in a cup of that many teams. */
export function roundLabel(format: TournamentFormat, round: number, teamCount: number): string {
  if (format !== 'cup') return `${round}. hafta`;
  let rounds = 1;
  while (2 ** rounds < teamCount) rounds++;
  return cupRoundName(round, rounds);
}

export interface NextMatchInfo {
  fixtureId: string;
  teamA: string;
  teamB: string;
  round: string;
  /** Who kicks it off: the host's click, or the automatic countdown (`at`: ISO time of the kick-off). */
  startsBy: 'host' | 'auto';
  at: string | null;
}

/** The match to be played next while none is live (fixtures in play order), or null. */
export function nextMatchInfo(
  room: { format: TournamentFormat; status: RoomStatus; teamCount: number; nextMatchAt: string | null },
  fixtures: readonly TournamentFixture[],
  liveFixtureId: string | null,
): NextMatchInfo | null {
  if (room.status !== 'in_progress' || liveFixtureId) return null;
  const f = fixtures.find((x) => !x.played);
  if (!f) return null;
  return {
    fixtureId: f._id,
    teamA: f.teamA,
    teamB: f.teamB,
    round: roundLabel(room.format, f.round, room.teamCount),
    startsBy: room.nextMatchAt ? 'auto' : 'host',
    at: room.nextMatchAt,
  };
}

export interface AutoContinueState {
  status: RoomStatus;
  creatorId: string;
  autoContinue: boolean;
  autoPaused: boolean;
}

/** Whether the countdown to the next kick-off runs after a final whistle or the tournament's start. */
export function countsDown(state: Pick<AutoContinueState, 'status' | 'autoContinue' | 'autoPaused'>): boolean {
  return state.autoContinue && !state.autoPaused && state.status === 'in_progress';
}

/** The host pauses or resumes the automatic continue of a room whose tournament runs. */
export function checkAutoContinue(state: AutoContinueState, userId: string): MatchDayRefusal | null {
  if (state.creatorId !== userId) return matchDayRefusal('AUTO_CONTINUE_NOT_HOST');
  if (!state.autoContinue) return matchDayRefusal('AUTO_CONTINUE_OFF');
  if (state.status !== 'in_progress') return matchDayRefusal('AUTO_CONTINUE_NOT_NOW');
  return null;
}

/** Any member of a finished room may ask for the rematch (a new room with the same people). */
export function checkRematch(state: { status: RoomStatus; memberIds: readonly string[] }, userId: string): Refusal | MatchDayRefusal | null {
  if (!state.memberIds.includes(userId)) return refusal('NOT_MEMBER');
  if (state.status !== 'finished') return matchDayRefusal('REMATCH_NOT_FINISHED');
  return null;
}

/**
 * Who may watch a match again: once it is played, anyone signed in, except in a password-locked room, whose
 * matches only its members see (a share link's token opens any played match without signing in).
 */
export function checkReplay(state: { played: boolean; isLocked: boolean; isMember: boolean } | null): MatchDayRefusal | null {
  if (!state) return matchDayRefusal('REPLAY_NOT_FOUND');
  if (!state.played) return matchDayRefusal('REPLAY_NOT_PLAYED');
  if (state.isLocked && !state.isMember) return matchDayRefusal('REPLAY_PRIVATE');
  return null;
}

/** A viewer's result in a played fixture: win, draw or loss (a cup tie on penalties counts as won or lost). */
export function outcomeFor(f: Pick<TournamentFixture, 'teamA' | 'teamB' | 'played' | 'result'>, userId: string): 'win' | 'draw' | 'loss' | null {
  if (!f.played || (f.teamA !== userId && f.teamB !== userId)) return null;
  const w = fixtureWinner(f);
  return w === null ? 'draw' : w === userId ? 'win' : 'loss';
}

/** A room row's match-day columns. */
export interface MatchDayColumns {
  status: RoomStatus;
  format: TournamentFormat;
  autoContinue: boolean;
  autoPaused: boolean;
  nextMatchAt: Date | null;
  rematchId: string | null;
}

/** The room DTO's match-day fields (format, countdown, next match, champion, rematch) from the stored room. */
export function matchDayFields(room: MatchDayColumns, teamIds: readonly string[], fixtures: readonly TournamentFixture[], liveFixtureId: string | null) {
  const nextMatchAt = room.nextMatchAt ? room.nextMatchAt.toISOString() : null;
  return {
    format: room.format,
    autoContinue: { enabled: room.autoContinue, paused: room.autoPaused, nextMatchAt },
    nextMatch: nextMatchInfo({ format: room.format, status: room.status, teamCount: teamIds.length, nextMatchAt }, fixtures, liveFixtureId),
    champion: room.status === 'finished' ? tournamentChampion(room.format, teamIds, fixtures) : null,
    rematchRoomId: room.rematchId,
  };
}
