import type { RoomStatus } from '../constants';
import { defineAction } from '../action';
import { refusal, roomAnswer } from '../refusal';
import { setFormationSchema } from '../schemas';
import { seatOf } from '../state';
import { reslotSquad } from '../rules/draft';
import { isBenchKey } from '../../formations/gameFormations';
import { memberOnly, notInAuction, userOf } from './guards';

/** A formation may change until the tournament starts. */
const FORMATION_OPEN: ReadonlySet<RoomStatus> = new Set(['waiting', 'drafting', 'draft_finished']);

export interface FormationInput {
  formation: string;
  /** The positions of the user's drafted players, by id (the server's pool has them; the check needs none). */
  positions: Readonly<Record<string, readonly string[]>>;
}

/** "Diziliş": a member changes his formation; his drafted players are re-slotted by position, none is lost. */
export const setFormation = defineAction({
  name: 'setFormation',
  schema: setFormationSchema,
  check: (state, actor, _input: FormationInput) => memberOnly(state, actor) ?? (FORMATION_OPEN.has(state.status) ? notInAuction(state) : refusal('FORMATION_AFTER_START')),
  apply(state, actor, input) {
    const userId = userOf(actor);
    if (seatOf(state, userId)!.formation === input.formation) return state;
    // The eleven moves into the new formation; the substitutes keep their places on the bench.
    const mine = state.picks.filter((p) => p.userId === userId && !isBenchKey(p.slot)).map((p) => ({ ...p, assignedPosition: p.slot, positions: input.positions[p.playerId] ?? [] }));
    const moved = new Map(reslotSquad(mine, input.formation).map((p) => [p.playerId, p.assignedPosition]));
    return {
      ...state,
      seats: state.seats.map((s) => (s.userId === userId ? { ...s, formation: input.formation } : s)),
      picks: state.picks.map((p) => (p.userId === userId ? { ...p, slot: moved.get(p.playerId) ?? p.slot } : p)),
    };
  },
  answer: () => roomAnswer('FORMATION_SAVED'),
});
