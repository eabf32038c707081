import { sideView } from './changes';
import type { DecisionContext, SideView } from './decisionRules';
import { minuteKey } from './decisions';
import type { MatchSnapshot } from './snapshot';
import type { Tactics } from './tactics';
import type { Man, Team } from './team';
import type { Score, Side } from './types';

/** A player as a manager's controls show him: where he plays and how much he has left. */
export interface PlayerState {
  id: string;
  name: string;
  slot: string;
  /** 0-100, counted to the minute of the state. */
  stamina: number;
  /** What he is worth now: overall × position fit × fitness (one decimal). */
  rating: number;
  booked: boolean;
}

export interface SideState extends SideView {
  /** The men on the pitch, then the substitutes not yet used. */
  players: PlayerState[];
  substitutes: PlayerState[];
  tactics: Tactics;
}

/** A match at a minute (`matchStateAt`), as the rules and a manager's controls see it. */
export interface MatchState extends DecisionContext {
  minute: number;
  added: number;
  display: string;
  score: Score;
  sides: Record<Side, SideState>;
}

const EXTRA_TIME_KEY = minuteKey(91);

function player(t: Team, m: Man, minutes: number): PlayerState {
  const stamina = m.off || t.bench.includes(m) ? m.stamina : m.stamina - m.drain * t.effect.drain * minutes;
  return { id: m.id, name: m.name, slot: m.slot, stamina: Math.round(stamina), rating: Math.round(m.rating * 10) / 10, booked: m.booked };
}

function side(s: MatchSnapshot, t: Team): SideState {
  const minutes = s.ticks - t.settled;
  return {
    ...sideView(t, s.nextKey, s.nextBreak, s.nextKey >= EXTRA_TIME_KEY),
    players: t.onPitch.map((m) => player(t, m, minutes)),
    substitutes: t.bench.map((m) => player(t, m, 0)),
    tactics: { ...t.tactics },
  };
}

export function stateOf(s: MatchSnapshot, A: Team, B: Team): MatchState {
  return {
    finished: s.finished,
    minute: s.minute,
    added: s.added,
    display: s.display,
    score: { A: A.goals, B: B.goals },
    sides: { A: side(s, A), B: side(s, B) },
  };
}
