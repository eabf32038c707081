import type { RoomState } from '../state';
import { chooseAiPick, type DraftChoice } from './aiManager';
import { pickerOf } from './clock';
import { autoPickChoice, draftStateOf, firstEmptySlot, leagueAllowed, type DraftCandidate } from './draft';
import { automaticPick } from './pickQueue';
import { roomRandom } from './seeded';

/**
 * The automatic pick of the seat on turn, once its deadline passed: an AI manager's by its style (seeded by
 * room and pick, so every process and every retry decides the same); a human's by his queue, then the best
 * fit. When nobody fits an empty slot, the best-rated available player goes to the first empty slot, so the
 * draft always moves on; null (the turn passes) only when no player is left at all.
 */
export function automaticChoice<P extends DraftCandidate>(state: RoomState, pool: readonly P[]): DraftChoice<P> | null {
  const seat = pickerOf(state);
  if (!seat) return null;
  const rules = draftStateOf(state);
  const choice = seat.ai
    ? chooseAiPick(rules, pool, seat.userId, seat.ai.style, roomRandom(state.id, state.draft.currentPick))
    : automaticPick(rules, seat.queue, pool, seat.userId);
  if (choice) return { player: choice.player, slotKey: choice.slotKey };
  const slot = firstEmptySlot(rules.members.find((m) => m.userId === seat.userId)!);
  const drafted = new Set(state.picks.map((p) => p.playerId));
  const anyone = slot && autoPickChoice(slot, pool.filter((p) => !drafted.has(p.id) && leagueAllowed(rules.leagues, p.league_name)));
  return slot && anyone ? { player: anyone, slotKey: slot.key } : null;
}
