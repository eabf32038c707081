import { planOf, withPlans, type MatchPlan } from '../../match/plans';
import type { MatchInput, PlayerInput, Side, TeamInput } from '../../match/types';
import { positionsOf } from '../../players/positions';
import { ratingsOf } from '../../players/ratings';
import type { GamePlayer } from '../../players/types';
import { SQUAD_SIZE } from '../constants';
import type { FixtureState, RoomState, SeatState } from '../state';
import { teamNameOf } from './club';
import { findSlot, isBenchKey } from '../../formations/gameFormations';

/** A slot key's line when the key no longer fits the formation: the line's most common position. */
const LINE_POSITION: Record<string, string> = { GK: 'GK', DEF: 'CB', MID: 'CM', AMF: 'CAM', FWD: 'ST' };

export function slotPosition(formation: string, key: string): string {
  return findSlot(formation, key)?.position ?? LINE_POSITION[key.split('-')[0]] ?? 'CM';
}

function playerInput(p: GamePlayer, slot: string): PlayerInput {
  const input: PlayerInput = { id: p.id, name: p.short_name, positions: positionsOf(p), slotPosition: slot, ...ratingsOf(p) };
  // The commentary reads English-speaking players' names as the press does (White'a, Palmer'a).
  if (p.nationality) input.nationality = p.nationality;
  // Two men of a match with one pool name are called by their full names (match/callNames.ts).
  if (p.long_name && p.long_name !== p.short_name) input.fullName = p.long_name;
  return input;
}

/**
 * The plan a seat plays by (issue 27): an AI manager's style's; a human's own rules; a human who set none
 * and is away at kick-off (not on the room's channel) the balanced default, so his side still reacts to the
 * score and the match never waits for him. A human who is there and set none manages by hand.
 */
function seatPlan(seat: SeatState, present: ReadonlySet<string> | null): MatchPlan | null {
  if (seat.ai) return planOf(null, seat.ai.style);
  if (seat.plan?.length) return planOf(seat.plan);
  return present && !present.has(seat.userId) ? planOf(null, 'dengeli') : null;
}

/**
 * The engine's input for one fixture, from the drafted squads (picks in pick order, with the players of
 * the pool): each player's ratings and positions, the position of the slot he was drafted into under his
 * seat's formation, the substitutes ("Yedekler", the SUB slots) as the bench, the teams' names (the club's,
 * else the manager's) and kit colours, frozen in the fixture with its input, and each side's plan; a cup
 * tie is a knockout match. Null when an eleven is not complete. `present`: the users on the room's channel
 * at kick-off (null: plans only).
 */
export function engineInputOf(
  state: RoomState,
  players: ReadonlyMap<string, GamePlayer>,
  fixture: Pick<FixtureState, 'teamA' | 'teamB'>,
  seed: number,
  present: ReadonlySet<string> | null = null,
): MatchInput | null {
  const plans: Partial<Record<Side, MatchPlan>> = {};
  const team = (userId: string, side: Side): TeamInput | null => {
    const seat = state.seats.find((s) => s.userId === userId);
    const squad = state.picks.filter((p) => p.userId === userId && players.has(p.playerId));
    const eleven = squad.filter((p) => !isBenchKey(p.slot));
    const bench = squad.filter((p) => isBenchKey(p.slot));
    if (!seat || eleven.length !== SQUAD_SIZE) return null;
    const plan = seatPlan(seat, present);
    if (plan) plans[side] = plan;
    const input: TeamInput = {
      name: teamNameOf(seat),
      ...(seat.club ? { colors: seat.club.colors } : {}),
      formation: seat.formation,
      players: eleven.map(({ playerId, slot }) => playerInput(players.get(playerId)!, slotPosition(seat.formation, slot))),
    };
    // A substitute takes the slot of the man he replaces; his own is his best position.
    if (bench.length) input.bench = bench.map(({ playerId }) => playerInput(players.get(playerId)!, positionsOf(players.get(playerId)!)[0] ?? 'CM'));
    return input;
  };
  const a = team(fixture.teamA, 'A');
  const b = team(fixture.teamB, 'B');
  if (!a || !b) return null;
  const input: MatchInput = state.options.format === 'cup' ? { seed, teams: [a, b], knockout: true } : { seed, teams: [a, b] };
  return Object.keys(plans).length ? withPlans(input, plans) : input;
}
