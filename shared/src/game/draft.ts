import { findSlot, formationSlots, type GameSlot } from './formations';

/** Squad and lineup size (spec 9). */
export const SQUAD_SIZE = 11;

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
}

/** What a pick needs to know about a player. */
export interface DraftCandidate {
  id: string;
  player_positions: string;
  league_name: string;
  overall: number;
}

/** A refusal: the HTTP-ish kind (forbidden 403, conflict 409, invalid 400) and the Turkish text. */
export interface Refusal {
  kind: 'forbidden' | 'conflict' | 'invalid';
  message: string;
}

export const NOT_YOUR_TURN = 'Şu an sıra sizde değil.';

export function positionsOf(player: Pick<DraftCandidate, 'player_positions'>): string[] {
  return player.player_positions.split(',').map((p) => p.trim()).filter(Boolean);
}

/** 'all' in a room's leagues allows every league (spec 5.4). */
export function leagueAllowed(leagues: readonly string[], league: string): boolean {
  return leagues.includes('all') || leagues.includes(league);
}

export function canPlaySlot(player: Pick<DraftCandidate, 'player_positions'>, slot: GameSlot): boolean {
  return positionsOf(player).includes(slot.position);
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

/** Whether this user may pick at all now (member, draft running, his turn, squad not full). Null when he may. */
export function checkTurn(state: DraftState, userId: string): Refusal | null {
  const me = state.members.find((m) => m.userId === userId);
  if (!me) return { kind: 'forbidden', message: 'Bu odanın oyuncusu değilsiniz.' };
  if (state.status !== 'drafting') return { kind: 'conflict', message: 'Oyuncu seçimi şu an yapılamaz; draft aktif değil.' };
  if (me.squad.length >= SQUAD_SIZE) return { kind: 'conflict', message: 'Kadronuz zaten 11 oyuncudan oluşuyor.' };
  if (whoseTurn(state.members, state.currentPick) !== userId) return { kind: 'conflict', message: NOT_YOUR_TURN };
  return null;
}

/** Checks, in a fixed order, whether this user may put this player in this slot now. Null when allowed. */
export function checkPick(state: DraftState, userId: string, player: DraftCandidate, slotKey: string): Refusal | null {
  const refusal = checkTurn(state, userId);
  if (refusal) return refusal;
  const me = state.members.find((m) => m.userId === userId)!;
  const slot = findSlot(me.formation, slotKey);
  if (!slot) return { kind: 'invalid', message: `'${slotKey}' dizilişinizde (${me.formation}) olmayan bir pozisyon.` };
  if (me.squad.some((p) => p.assignedPosition === slotKey)) return { kind: 'conflict', message: 'Bu pozisyon zaten dolu.' };
  if (state.members.some((m) => m.squad.some((p) => p.playerId === player.id))) {
    return { kind: 'conflict', message: 'Bu oyuncu bu odada zaten seçildi.' };
  }
  if (!leagueAllowed(state.leagues, player.league_name)) {
    return { kind: 'invalid', message: 'Bu oyuncu odanın seçili liglerinden birinde oynamıyor.' };
  }
  if (!canPlaySlot(player, slot)) {
    return { kind: 'invalid', message: `Bu oyuncu ${slot.position} pozisyonunda oynayamaz.` };
  }
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
  return best(candidates.filter((p) => canPlaySlot(p, slot))) ?? best(candidates);
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
  const fits = (pi: number, si: number) => squad[pi].positions.includes(slots[si].position);
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
