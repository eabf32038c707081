import { canPlay, positionsOf } from '../players/positions';
import { pickerInOrder, type DraftOrderMode } from './draftOrder';
import { DEFAULT_GAME_FORMATION, findSlot, formationSlots, SQUAD_SIZE, type GameSlot } from './formations';
import type { RoomDto } from './rooms';
import { refusal, type Refusal } from './refusal';

export type { Refusal } from './refusal';

export { SQUAD_SIZE } from './formations';

/** Who takes part in the draft, in the players list order (the turn order). */
export interface DraftMember {
  userId: string;
  formation: string;
  /** The drafted players' ids and the slot each fills. */
  squad: ReadonlyArray<{ playerId: string; assignedPosition: string }>;
}

export interface DraftState {
  status: string;
  currentPick: number;
  leagues: readonly string[];
  members: readonly DraftMember[];
  /** The room's draft order (draftOrder.ts); without it, the spec's straight order (whoseTurn). */
  order?: DraftOrderMode;
}

/** The draft rules' view of a room as clients receive it (the client checks a pick before sending it). */
export function draftStateOf(room: Pick<RoomDto, 'status' | 'draft' | 'leagues' | 'players' | 'formation'>): DraftState {
  return {
    status: room.status,
    currentPick: room.draft.currentPick,
    leagues: room.leagues,
    order: room.draft.order,
    members: room.players.map((p) => ({
      userId: p.user._id,
      formation: room.formation[p.user._id] ?? DEFAULT_GAME_FORMATION,
      squad: p.team.squad.map((s) => ({ playerId: s.id, assignedPosition: s.assignedPosition })),
    })),
  };
}

/** The slot a player goes to: the selected one if he fits it, else the first empty slot he fits. */
export function targetSlot(member: DraftMember, player: Pick<DraftCandidate, 'player_positions'>, selectedKey: string | null): GameSlot | undefined {
  const taken = new Set(member.squad.map((p) => p.assignedPosition));
  const empty = formationSlots(member.formation).filter((s) => !taken.has(s.key));
  return empty.find((s) => s.key === selectedKey && fitsSlot(player, s)) ?? empty.find((s) => fitsSlot(player, s));
}

/** What a pick needs to know about a player. */
export interface DraftCandidate {
  id: string;
  player_positions: string;
  league_name: string;
  overall: number;
}

/** 'all' in a room's leagues allows every league (spec 5.4). */
export function leagueAllowed(leagues: readonly string[], league: string): boolean {
  return leagues.includes('all') || leagues.includes(league);
}

/** Whether a player may fill this slot (spec 5.4): the slot's position is one of his. */
export function fitsSlot(player: Pick<DraftCandidate, 'player_positions'>, slot: GameSlot): boolean {
  return canPlay(positionsOf(player), slot.position);
}

/**
 * Whose turn it is: the member at currentPick modulo the member count, moving on past members whose
 * squad is full. Null when everyone has 11 players (the draft is over) or nobody is left.
 */
export function whoseTurn(members: readonly DraftMember[], currentPick: number): string | null {
  const n = members.length;
  for (let step = 0; step < n; step++) {
    const m = members[(currentPick + step) % n];
    if (m.squad.length < SQUAD_SIZE) return m.userId;
  }
  return null;
}

/** Whose turn it is in the room's order (snake or straight): the picker the rules and the clock wait for. */
export function turnOf(state: Pick<DraftState, 'members' | 'currentPick' | 'order'>): string | null {
  return state.order ? pickerInOrder(state.members, state.currentPick, state.order) : whoseTurn(state.members, state.currentPick);
}

export function draftComplete(members: readonly DraftMember[]): boolean {
  return members.length > 0 && members.every((m) => m.squad.length >= SQUAD_SIZE);
}

/**
 * The pick counter after a member leaves or is kicked: the member who would have picked next (the
 * current picker, or the one after a leaving picker) keeps the turn. The counter never goes back.
 */
export function currentPickAfterRemoval(members: readonly DraftMember[], currentPick: number, removedUserId: string): number {
  const rest = members.filter((m) => m.userId !== removedUserId);
  if (rest.length === 0 || rest.length === members.length) return currentPick;
  const n = members.length;
  let next: string | undefined;
  for (let step = 0; step < n && !next; step++) {
    const m = members[(currentPick + step) % n];
    if (m.userId !== removedUserId && m.squad.length < SQUAD_SIZE) next = m.userId;
  }
  if (!next) return currentPick;
  const target = rest.findIndex((m) => m.userId === next);
  return currentPick + ((target - (currentPick % rest.length) + rest.length) % rest.length);
}

/** Where the draft stands after a change: the pick counter, and whether every squad is now full. */
export interface DraftProgress {
  currentPick: number;
  finished: boolean;
  /** Whether someone else now has the turn (the pick clock restarts). */
  turnMoved: boolean;
}

/** After a pick, or a turn passed without one, by the members as they now are: the counter moves on. */
export function draftAfterPick(members: readonly DraftMember[], currentPick: number): DraftProgress {
  return { currentPick: currentPick + 1, finished: draftComplete(members), turnMoved: true };
}

/**
 * After a member leaves or is kicked mid-draft (`members` as before, without his picks): the next picker
 * keeps the turn; the draft may now be complete.
 */
export function draftAfterRemoval(members: readonly DraftMember[], currentPick: number, removedUserId: string): DraftProgress {
  const rest = members.filter((m) => m.userId !== removedUserId);
  const next = currentPickAfterRemoval(members, currentPick, removedUserId);
  return { currentPick: next, finished: draftComplete(rest), turnMoved: whoseTurn(rest, next) !== whoseTurn(members, currentPick) };
}

/** Whether this user may pick at all now (member, draft running, his turn, squad not full). Null when he may. */
export function checkTurn(state: DraftState, userId: string): Refusal | null {
  const me = state.members.find((m) => m.userId === userId);
  if (!me) return refusal('NOT_MEMBER');
  if (state.status !== 'drafting') return refusal('DRAFT_NOT_ACTIVE');
  if (me.squad.length >= SQUAD_SIZE) return refusal('SQUAD_FULL');
  if (turnOf(state) !== userId) return refusal('NOT_YOUR_TURN');
  return null;
}

/** Checks, in a fixed order, whether this user may put this player in this slot now. Null when allowed. */
export function checkPick(state: DraftState, userId: string, player: DraftCandidate, slotKey: string): Refusal | null {
  const notNow = checkTurn(state, userId);
  if (notNow) return notNow;
  const me = state.members.find((m) => m.userId === userId)!;
  const slot = findSlot(me.formation, slotKey);
  if (!slot) return refusal('UNKNOWN_SLOT', { slot: slotKey, formation: me.formation });
  if (me.squad.some((p) => p.assignedPosition === slotKey)) return refusal('SLOT_TAKEN');
  if (state.members.some((m) => m.squad.some((p) => p.playerId === player.id))) return refusal('ALREADY_DRAFTED');
  if (!leagueAllowed(state.leagues, player.league_name)) return refusal('WRONG_LEAGUE');
  if (!fitsSlot(player, slot)) return refusal('WRONG_POSITION', { position: slot.position });
  return null;
}

/** The first empty slot of a squad in formation order (GK first), or undefined when it is full. */
export function firstEmptySlot(member: DraftMember): GameSlot | undefined {
  const taken = new Set(member.squad.map((p) => p.assignedPosition));
  return formationSlots(member.formation).find((s) => !taken.has(s.key));
}

/**
 * The clock's choice for a slot among undrafted players of the room's leagues: the best-rated one who
 * plays the slot's position; when nobody does, the best-rated of all, so the draft always moves on.
 */
export function autoPickChoice<P extends DraftCandidate>(slot: GameSlot, candidates: readonly P[]): P | undefined {
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
