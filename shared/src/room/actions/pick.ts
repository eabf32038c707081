import type { PickAnswer } from '../dto';
import { defineAction } from '../action';
import { refusal, roomAnswer, type Refusal } from '../refusal';
import { pickPlayerSchema } from '../schemas';
import type { Actor, RoomState } from '../state';
import { draftMovedOn } from '../rules/matchDay';
import { PLAYING } from '../rules/seats';
import { checkPick, checkTurn, draftStateOf, targetSlot, type DraftCandidate } from '../rules/draft';
import { roundOfPick } from '../rules/draftOrder';
import { findSlot, isBenchKey } from '../../formations/gameFormations';
import { memberOnly, notInAuction, userOf } from './guards';

type Candidate = DraftCandidate & { short_name: string };

/**
 * A pick as the rules read it: the players the request names (the server looks them up; the client has
 * the one on screen): by id, him or none when the id is unknown; by name (`byName`, the first API), every
 * eligible player the name fits exactly. It must name exactly one.
 */
export interface PickInput {
  found: Candidate[];
  byName?: boolean;
  /** The highlighted slot; without it the first empty slot he fits. */
  slot?: string;
  /** The pick number the screen showed. */
  pickNumber?: number;
}

/**
 * The pick already made of this player by this user: the same pick sent again (a double tap, a retry), which
 * may land after the draft's last pick, never later.
 */
// In progress too: a league's last pick starts its season at once (rules/matchDay.ts draftMovedOn).
const repeated = (state: RoomState, actor: Actor, playerId: string) =>
  PLAYING.has(state.status) ? state.picks.find((p) => p.userId === userOf(actor) && p.playerId === playerId) : undefined;

/** The one player the request names, or why it names none: unknown, or a name that fits none or several (a slot it names first). */
function named(state: RoomState, actor: Actor, input: PickInput): Candidate | Refusal {
  if (input.found.length === 1) return input.found[0];
  const formation = state.seats.find((s) => s.userId === userOf(actor))?.formation;
  if (input.byName && input.slot && formation && !findSlot(formation, input.slot)) return refusal('UNKNOWN_SLOT', { slot: input.slot, formation });
  return refusal(input.byName ? 'AMBIGUOUS_PLAYER' : 'PLAYER_NOT_FOUND');
}
const playerOf = (input: PickInput) => input.found[0];

/** The slot the pick goes to: the highlighted one, else the first empty slot he fits. */
function slotFor(state: RoomState, actor: Actor, input: PickInput): string | undefined {
  if (input.slot) return input.slot;
  const me = draftStateOf(state).members.find((m) => m.userId === userOf(actor));
  return me && targetSlot(me, playerOf(input), null)?.key;
}

/**
 * "Seç", checked in order: member; the request names exactly one player; the same pick sent again is answered as the first was (a double tap
 * never reads as a refusal); the pick number the screen showed is the current one; the draft runs, is not
 * paused, the squad has room and it is his turn; the slot exists, is empty and he plays it; undrafted; of
 * the room's leagues.
 */
export const pick = defineAction({
  name: 'pick',
  schema: pickPlayerSchema,
  check(state, actor, input: PickInput) {
    const notMember = memberOnly(state, actor) ?? notInAuction(state);
    if (notMember) return notMember;
    const player = named(state, actor, input);
    if ('code' in player) return player;
    if (repeated(state, actor, player.id)) return null;
    if (input.pickNumber !== undefined && input.pickNumber !== state.draft.currentPick) return refusal('PICK_STALE');
    const rules = draftStateOf(state);
    const notNow = checkTurn(rules, userOf(actor));
    if (notNow) return notNow;
    const slot = slotFor(state, actor, input);
    if (!slot) return refusal('NO_FREE_SLOT_FOR_PLAYER', { player: player.short_name });
    return checkPick(rules, userOf(actor), player, slot);
  },
  apply(state, actor, input, env) {
    if (repeated(state, actor, playerOf(input).id)) return state;
    const made = { userId: userOf(actor), playerId: playerOf(input).id, slot: slotFor(state, actor, input)!, pickNumber: state.draft.currentPick + 1, auto: false };
    return draftMovedOn({ ...state, picks: [...state.picks, made] }, env);
  },
  answer(_before, after, actor, input): PickAnswer {
    const made = repeated(after, actor, playerOf(input).id)!;
    const formation = after.seats.find((s) => s.userId === made.userId)!.formation;
    const position = isBenchKey(made.slot) ? 'YDK' : (findSlot(formation, made.slot)?.position ?? made.slot);
    return {
      ...roomAnswer('PICK_PLACED', { player: playerOf(input).short_name, position }),
      pick: { playerId: made.playerId, slot: made.slot, position, pickNumber: made.pickNumber, round: roundOfPick(made.pickNumber - 1, after.seats.length) },
    };
  },
});
