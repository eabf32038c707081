import { canPlay, positionsOf } from '../../players/positions';
import { benchOf, SQUAD_SIZE, type DraftOrderMode } from '../constants';
import { refusal, type Refusal } from '../refusal';
import type { RoomState } from '../state';
import { pickerInOrder } from './draftOrder';
import { benchSlots, findSquadSlot, formationSlots, isBenchKey, isBenchSlot, type SquadSlot } from '../../formations/gameFormations';

/** Who takes part in the draft, in the players list order (the turn order). */
export interface DraftMember {
  userId: string;
  formation: string;
  /** The drafted players' ids and the slot each fills. */
  squad: ReadonlyArray<{ playerId: string; assignedPosition: string }>;
  /** The room's substitutes ("Yedekler"), drafted after the eleven (absent: none). */
  bench?: number;
}

/** Players this member drafts in all: the eleven and the substitutes. */
export const squadSize = (member: Pick<DraftMember, 'bench'>): number => SQUAD_SIZE + (member.bench ?? 0);

export interface DraftState {
  status: string;
  currentPick: number;
  leagues: readonly string[];
  members: readonly DraftMember[];
  /** The room's draft order (draftOrder.ts). */
  order: DraftOrderMode;
  paused: boolean;
}

/** The draft rules' view of a room: every seat in turn order with its squad. */
export function draftStateOf(state: Pick<RoomState, 'status' | 'draft' | 'options' | 'seats' | 'picks'>): DraftState {
  return {
    status: state.status,
    currentPick: state.draft.currentPick,
    leagues: state.options.leagues,
    order: state.options.draftOrder,
    paused: state.draft.paused,
    members: state.seats.map((s) => ({
      userId: s.userId,
      formation: s.formation,
      squad: state.picks.filter((p) => p.userId === s.userId).map((p) => ({ playerId: p.playerId, assignedPosition: p.slot })),
      bench: benchOf(state.options),
    })),
  };
}

/** The slot a player goes to: the selected one if he fits it, else the first empty slot he fits. */
export function targetSlot(member: DraftMember, player: Pick<DraftCandidate, 'player_positions'>, selectedKey: string | null): SquadSlot | undefined {
  const empty = emptySlots(member);
  return empty.find((s) => s.key === selectedKey && fitsSlot(player, s)) ?? empty.find((s) => fitsSlot(player, s));
}

/** What a pick needs to know about a player. */
export interface DraftCandidate {
  id: string;
  player_positions: string;
  league_name: string;
  overall: number;
}

/** 'all' in a room's leagues allows every league (docs/rooms.md, 'Who may pick whom'). */
export function leagueAllowed(leagues: readonly string[], league: string): boolean {
  return leagues.includes('all') || leagues.includes(league);
}

/** Whether a player may fill this slot (docs/rooms.md, 'Who may pick whom'): the slot's position is one of his; a substitute's slot takes anyone. */
export function fitsSlot(player: Pick<DraftCandidate, 'player_positions'>, slot: SquadSlot): boolean {
  return isBenchSlot(slot) || canPlay(positionsOf(player), slot.position);
}

/** Whose turn it is in the room's order (snake or straight): the picker the rules and the clock wait for. */
export function turnOf(state: Pick<DraftState, 'members' | 'currentPick' | 'order'>): string | null {
  return pickerInOrder(state.members, state.currentPick, state.order);
}

export function draftComplete(members: readonly DraftMember[]): boolean {
  return members.length > 0 && members.every((m) => m.squad.length >= squadSize(m));
}

/** Whether this user may pick at all now (member, draft running and not paused, squad not full, his turn). Null when he may. */
export function checkTurn(state: DraftState, userId: string): Refusal | null {
  const me = state.members.find((m) => m.userId === userId);
  if (!me) return refusal('NOT_MEMBER');
  if (state.status !== 'drafting') return refusal('DRAFT_NOT_ACTIVE');
  if (state.paused) return refusal('DRAFT_PAUSED');
  if (me.squad.length >= squadSize(me)) return refusal('SQUAD_FULL');
  if (turnOf(state) !== userId) return refusal('NOT_YOUR_TURN');
  return null;
}

/** Checks, in a fixed order, whether this user may put this player in this slot now. Null when allowed. */
export function checkPick(state: DraftState, userId: string, player: DraftCandidate, slotKey: string): Refusal | null {
  const notNow = checkTurn(state, userId);
  if (notNow) return notNow;
  const me = state.members.find((m) => m.userId === userId)!;
  const slot = findSquadSlot(me.formation, me.bench ?? 0, slotKey);
  if (!slot) return refusal('UNKNOWN_SLOT', { slot: slotKey, formation: me.formation });
  if (me.squad.some((p) => p.assignedPosition === slotKey)) return refusal('SLOT_TAKEN');
  // The substitutes come in the extra rounds, once the eleven is complete.
  if (isBenchSlot(slot) && me.squad.filter((p) => !isBenchKey(p.assignedPosition)).length < SQUAD_SIZE) return refusal('BENCH_AFTER_ELEVEN');
  if (state.members.some((m) => m.squad.some((p) => p.playerId === player.id))) return refusal('ALREADY_DRAFTED');
  if (!leagueAllowed(state.leagues, player.league_name)) return refusal('WRONG_LEAGUE');
  // Worded in Turkish with the Turkish code (SĞB); the English answer reads it back as RB.
  if (!fitsSlot(player, slot)) return refusal('WRONG_POSITION', { position: slot.position });
  return null;
}

/**
 * The member's empty slots: the eleven's in formation order (GK first) while any is empty, then the
 * substitutes' (the extra rounds after the eleven).
 */
export function emptySlots(member: DraftMember): SquadSlot[] {
  const taken = new Set(member.squad.map((p) => p.assignedPosition));
  const eleven = formationSlots(member.formation).filter((s) => !taken.has(s.key));
  return eleven.length ? eleven : benchSlots(member.bench ?? 0).filter((s) => !taken.has(s.key));
}

/** The first empty slot of a squad, or undefined when it is full. */
export const firstEmptySlot = (member: DraftMember): SquadSlot | undefined => emptySlots(member)[0];

/**
 * The clock's choice for a slot among undrafted players of the room's leagues: the best-rated one who
 * plays the slot's position; when nobody does, the best-rated of all, so the draft always moves on.
 */
export function autoPickChoice<P extends DraftCandidate>(slot: SquadSlot, candidates: readonly P[]): P | undefined {
  const best = (list: readonly P[]) => list.reduce<P | undefined>((a, p) => (!a || p.overall > a.overall ? p : a), undefined);
  return best(candidates.filter((p) => fitsSlot(p, slot))) ?? best(candidates);
}

/**
 * Re-slots a squad into another formation without losing anyone: as many players as possible go to a
 * slot of a position they play (a maximum matching, players keeping their slot key when it still fits);
 * the rest fill the remaining slots in order.
 */
export function reslotSquad<P extends { playerId: string; assignedPosition: string; positions: readonly string[] }>(
  squad: readonly P[],
  formation: string,
): Array<P & { assignedPosition: string }> {
  const slots = formationSlots(formation);
  const owner: Array<number | undefined> = slots.map(() => undefined);
  const fits = (pi: number, si: number) => canPlay(squad[pi].positions, slots[si].position);
  // Kuhn's augmenting paths: 11 x 11 at most, so the simple algorithm is plenty.
  const augment = (pi: number, seen: boolean[]): boolean => {
    const order = slots.map((_, si) => si).sort((a, b) => Number(slots[b].key === squad[pi].assignedPosition) - Number(slots[a].key === squad[pi].assignedPosition));
    for (const si of order) {
      if (seen[si] || !fits(pi, si)) continue;
      seen[si] = true;
      const current = owner[si];
      if (current === undefined || augment(current, seen)) {
        owner[si] = pi;
        return true;
      }
    }
    return false;
  };
  squad.forEach((_, pi) => augment(pi, slots.map(() => false)));
  const slotOf = new Map<number, number>();
  owner.forEach((pi, si) => pi !== undefined && slotOf.set(pi, si));
  const free = slots.map((_, si) => si).filter((si) => owner[si] === undefined);
  return squad.map((p, pi) => {
    const si = slotOf.get(pi) ?? free.shift();
    return { ...p, assignedPosition: si === undefined ? p.assignedPosition : slots[si].key };
  });
}
