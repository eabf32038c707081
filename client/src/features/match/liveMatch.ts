import type { EventLine } from '@onbir/shared/match/lineCodes';
import type { MatchEvent, MatchInput, MatchStats, Score } from '@onbir/shared/match/types';
import type { RoomDto } from '@onbir/shared/room/dto';
import { INITIAL_STATS, type LiveEvent, type LiveMatchSnapshot, type MatchEventPayload } from '@onbir/shared/match/wire';

export interface CommentaryLine {
  seq: number;
  minute: string;
  type: MatchEvent['type'];
  team: MatchEvent['team'];
  /** What is said, worded in the reader's language when shown (`eventText`); only `message` (Turkish) in events from before lines had codes. */
  line?: EventLine;
  message?: string;
}

/** What the match screen shows of the live match (docs/match.md, 'Live events'), and a replay of a played one. */
export interface LiveMatchState {
  fixtureId: string | null;
  live: boolean;
  halfTime: boolean;
  /** Set by the final whistle (the room with the new table has already come with updateRoom). */
  ended: boolean;
  /** The highest event seq applied: anything at or below it is a repeat and ignored. */
  lastSeq: number;
  /**
   * A live event came past the next seq, so lines in between never reached this screen (they went out while
   * its connection or its reload was under way): the screen reloads the snapshot, which clears this.
   */
  missing: boolean;
  score: Score;
  stats: MatchStats;
  minute: string;
  /** Newest first. */
  commentary: CommentaryLine[];
  /** Every event so far in order, with the score and stats after it (the summary, tracker and momentum read them). */
  events: MatchEvent[];
  /** Both line-ups, from the snapshot (null until one came for this fixture). */
  teams: MatchInput['teams'] | null;
}

export const initialLiveMatch: LiveMatchState = {
  fixtureId: null,
  live: false,
  halfTime: false,
  ended: false,
  lastSeq: -1,
  missing: false,
  score: { A: 0, B: 0 },
  stats: INITIAL_STATS,
  minute: '0',
  commentary: [],
  events: [],
  teams: null,
};

export type LiveMatchAction =
  | { type: 'snapshot'; snapshot: Pick<LiveMatchSnapshot, 'fixtureId' | 'events' | 'teams'> }
  | { type: 'event'; payload: MatchEventPayload }
  /** The room as it now stands (every updateRoom, and the reload after a reconnect). */
  | { type: 'room'; room: Pick<RoomDto, 'liveFixtureId' | 'matchesToPlay'> };

/**
 * The match shown is over although its final whistle never reached this screen (a phone offline across
 * full time, a server restart): it ends, with the stored result's score when the room has it.
 */
function ended(state: LiveMatchState, room?: Pick<RoomDto, 'matchesToPlay'>): LiveMatchState {
  const result = room?.matchesToPlay.find((f) => f._id === state.fixtureId)?.result;
  return { ...state, live: false, halfTime: false, ended: true, ...(result ? { score: result.score, stats: result.stats } : {}) };
}

function applyEvent(state: LiveMatchState, fixtureId: string, e: LiveEvent, score: Score, stats: MatchStats): LiveMatchState {
  // Another fixture's events mean a new match: start from a clean sheet.
  const base = state.fixtureId === fixtureId ? state : { ...initialLiveMatch, fixtureId };
  if (e.seq <= base.lastSeq) return base;
  // Seqs run 0, 1, 2… in a fixture; a screen that has shown nothing yet waits for its snapshot instead.
  const missing = base.missing || (state.fixtureId !== null && e.seq > base.lastSeq + 1);
  // The event's `message` (Turkish words) is not kept: the line is, so a live match and its replay hold the same.
  const { message: _words, ...event } = e;
  const next: LiveMatchState = { ...base, lastSeq: e.seq, missing, score, stats, minute: e.display, events: [...base.events, { ...event, score, stats }] };
  switch (e.type) {
    case 'start':
      // The kick-off line opens the feed: the last match's lines never stay above it.
      return { ...next, live: true, halfTime: false, ended: false, commentary: [line(e)] };
    case 'half_time':
      return { ...next, live: true, halfTime: true, commentary: [line(e), ...base.commentary] };
    case 'end':
      return { ...next, live: false, halfTime: false, ended: true, commentary: [line(e), ...base.commentary] };
    default:
      return { ...next, live: true, halfTime: false, commentary: [line(e), ...base.commentary] };
  }
}

/** A commentary line: its code and names, worded when shown; Turkish words only from a server before lines had codes. */
const line = (e: LiveEvent): CommentaryLine =>
  e.line ? { seq: e.seq, minute: e.display, type: e.type, team: e.team, line: e.line } : { seq: e.seq, minute: e.display, type: e.type, team: e.team, message: e.message };

/** A played match's events from the start up to `upTo` seq, as the screen would have shown them live. */
export function stateAt(fixtureId: string, teams: MatchInput['teams'], events: readonly MatchEvent[], upTo: number): LiveMatchState {
  const shown = events.filter((e) => e.seq <= upTo).reduce((s, e) => applyEvent(s, fixtureId, e, e.score, e.stats), initialLiveMatch);
  return { ...shown, fixtureId, teams };
}

/**
 * Applies a late viewer's snapshot, one live event, or the room as it now stands; repeated seqs change
 * nothing. Live events may arrive before the snapshot they follow: the snapshot then fills in the events
 * before them. A snapshot or a room that says no match (or another one) is live ends the one shown.
 */
export function liveMatchReducer(state: LiveMatchState, action: LiveMatchAction): LiveMatchState {
  if (action.type === 'event') {
    const { fixtureId, event, score, stats } = action.payload;
    return applyEvent(state, fixtureId, event, score, stats);
  }
  if (action.type === 'room') return state.live && state.fixtureId !== action.room.liveFixtureId ? ended(state, action.room) : state;
  const { fixtureId, events, teams } = action.snapshot;
  if (!fixtureId) return state.live ? ended(state) : state;
  // A match kicked off whose first minute is still to come (a league's is set up ahead: docs/league.md) is on, at 0'.
  const kickedOff: LiveMatchState = { ...initialLiveMatch, fixtureId, live: true };
  const fromSnapshot = { ...events.reduce((s, e) => applyEvent(s, fixtureId, e, e.score, e.stats), kickedOff), teams };
  if (state.fixtureId !== fixtureId || state.lastSeq <= fromSnapshot.lastSeq) return fromSnapshot;
  const newer = state.events.filter((e) => e.seq > fromSnapshot.lastSeq);
  // The snapshot is the server's whole account up to now: nothing is missing any more.
  return { ...newer.reduce((s, e) => applyEvent(s, fixtureId, e, e.score, e.stats), fromSnapshot), missing: false };
}
