import type { MatchEvent, MatchInput, PlayerInput, Side, TeamInput } from './types';

/**
 * Who is on the pitch as a match stands: the kick-off elevens changed by every substitution, sending-off
 * and formation change in the events so far. Pure: the live screen and the replay read the same events.
 */

/** A man who left the pitch: substituted or sent off, at the minute shown. */
export interface LeftPitch {
  id: string;
  name: string;
  display: string;
  reason: 'substituted' | 'sent_off';
}

export interface SideLineup {
  /** The formation in force. */
  formation: string;
  /** The men on the pitch, each in the slot he plays now (`slotPosition`). */
  players: PlayerInput[];
  /** Substitutes who came on (player id → the minute shown). */
  cameOn: Record<string, string>;
  /** Booked men (player id → the last card: a second yellow shows as red). */
  cards: Record<string, 'yellow' | 'red'>;
  /** Men who left, in match order. */
  left: LeftPitch[];
}

type Shown = Pick<MatchEvent, 'type' | 'team' | 'playerId' | 'otherId' | 'display' | 'change'>;

const kickOff = (team: TeamInput): SideLineup => ({ formation: team.formation, players: [...team.players], cameOn: {}, cards: {}, left: [] });

/**
 * One event's effect on its side: a card marks a man; a sending-off or a substitution takes a man off, a
 * substitute taking his slot; a formation change moves everyone into the slots the engine gave them.
 */
function apply(l: SideLineup, team: TeamInput, e: Shown): SideLineup {
  if (e.type === 'yellow' && e.playerId) return { ...l, cards: { ...l.cards, [e.playerId]: 'yellow' } };
  if (e.type === 'red') {
    const man = l.players.find((p) => p.id === e.playerId);
    if (!man) return l;
    const left: LeftPitch = { id: man.id, name: man.name, display: e.display, reason: 'sent_off' };
    return { ...l, players: l.players.filter((p) => p !== man), cards: { ...l.cards, [man.id]: 'red' }, left: [...l.left, left] };
  }
  if (e.type === 'substitution') {
    const off = l.players.find((p) => p.id === e.otherId);
    const on = team.bench?.find((p) => p.id === e.playerId);
    if (!off || !on) return l;
    const left: LeftPitch = { id: off.id, name: off.name, display: e.display, reason: 'substituted' };
    return {
      ...l,
      players: l.players.map((p) => (p === off ? { ...on, slotPosition: off.slotPosition } : p)),
      cameOn: { ...l.cameOn, [on.id]: e.display },
      left: [...l.left, left],
    };
  }
  if (e.type === 'tactic' && e.change?.type === 'formation') {
    const slots = e.change.slots ?? {};
    return { ...l, formation: e.change.value, players: l.players.map((p) => (slots[p.id] ? { ...p, slotPosition: slots[p.id] } : p)) };
  }
  return l;
}

/** Both sides' line-ups after the events given (those shown so far, in order). */
export function lineupAt(teams: MatchInput['teams'], events: readonly Shown[]): [SideLineup, SideLineup] {
  const sides: Record<Side, SideLineup> = { A: kickOff(teams[0]), B: kickOff(teams[1]) };
  for (const e of events) {
    if (!e.team) continue;
    const team = teams[e.team === 'A' ? 0 : 1];
    sides[e.team] = apply(sides[e.team], team, e);
  }
  return [sides.A, sides.B];
}
