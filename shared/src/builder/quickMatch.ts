// "Bu 11'i oynat": the fan's eleven against a real club's best eleven, played by the tournament's engine
// in the browser. Everything here is pure: the same lineup, club squad and seed give the same match.
import { AI_FORMATIONS, chooseAiPick } from '../room/rules/aiManager';
import type { DraftState } from '../room/rules/draft';
import { formationSlots } from '../formations/gameFormations';
import type { MatchInput, PlayerInput, TeamInput } from '../match/types';
import { positionsOf } from '../players/positions';
import { deriveFaceRatings, deriveGoalkeeping, ratingsOf } from '../players/ratings';
import type { GamePlayer, Position } from '../players/types';
import { builderSlots, LINEUP_SIZE } from './formations';
import { displayName } from './lineup';
import type { Squad } from './squad';

/** A typed name has no ratings: he plays at this overall, shaped for his slot (and is shown as such). */
export const NEUTRAL_OVERALL = 65;


// Every formation an AI manager sets up in, each once, in the styles' order.
const CLUB_FORMATIONS = [...new Set(Object.values(AI_FORMATIONS).flat())];

export interface ClubEleven {
  formation: string;
  players: Array<{ player: GamePlayer; position: string }>;
}

/**
 * A club's best eleven by the AI managers' own logic: for each formation an AI manager plays, the eleven
 * a manager drafting alone from this squad picks (chooseAiPick, no jitter: the same squad gives the same
 * eleven), and of those the one with the highest total overall (the first formation on a tie). Null when
 * the squad cannot fill any of them.
 */
export function clubBestEleven(squad: readonly GamePlayer[]): ClubEleven | null {
  let best: (ClubEleven & { total: number }) | null = null;
  for (const formation of CLUB_FORMATIONS) {
    const me = { userId: 'club', formation, squad: [] as Array<{ playerId: string; assignedPosition: string }> };
    const state: DraftState = { status: 'drafting', currentPick: 0, leagues: ['all'], members: [me], order: 'straight', paused: false };
    const picked: ClubEleven['players'] = [];
    const keyOf = new Map<ClubEleven['players'][number], string>();
    for (let i = 0; i < LINEUP_SIZE; i++) {
      const choice = chooseAiPick(state, squad, 'club', 'dengeli');
      if (!choice) break;
      me.squad.push({ playerId: choice.player.id, assignedPosition: choice.slotKey });
      const entry = { player: choice.player, position: formationSlots(formation).find((s) => s.key === choice.slotKey)!.position };
      keyOf.set(entry, choice.slotKey);
      picked.push(entry);
    }
    if (picked.length < LINEUP_SIZE) continue;
    // In the formation's order, goalkeeper first (picked in the order the AI chose).
    const order = formationSlots(formation).map((s) => s.key);
    picked.sort((a, b) => order.indexOf(keyOf.get(a)!) - order.indexOf(keyOf.get(b)!));
    const total = picked.reduce((n, p) => n + p.player.overall, 0);
    if (!best || total > best.total) best = { formation, players: picked, total };
  }
  return best && { formation: best.formation, players: best.players };
}

const toInput = (p: GamePlayer, slotPosition: string): PlayerInput => ({ id: p.id, name: p.short_name, positions: positionsOf(p), slotPosition, ...ratingsOf(p) });

/** The club's eleven as the engine takes it. */
export function clubTeam(name: string, eleven: ClubEleven): TeamInput {
  return { name, formation: eleven.formation, players: eleven.players.map((p) => toInput(p.player, p.position)) };
}

/**
 * The fan's eleven as the engine takes it: each pool player with his ratings (from `found`, the server's
 * answer by id), in the slot the fan gave him; a typed name, or a player the pool no longer has, at
 * NEUTRAL_OVERALL for his slot. `neutral` names them, to show. The team is the squad's title, else
 * `unnamed` (the page's "Senin 11'in" in its language). Null unless all eleven places are filled.
 */
export function fanTeam(squad: Squad, found: ReadonlyMap<string, GamePlayer>, unnamed: string): { team: TeamInput; neutral: string[] } | null {
  const slots = builderSlots(squad.formation);
  if (slots.some((s) => !squad.lineup[s.key])) return null;
  const neutral: string[] = [];
  const players = slots.map((slot): PlayerInput => {
    const entry = squad.lineup[slot.key];
    const known = found.get(entry.player_id);
    if (known) return toInput(known, slot.position);
    neutral.push(displayName(entry.player_name));
    const position = slot.position as Position;
    return {
      id: entry.player_id,
      name: displayName(entry.player_name),
      positions: [position],
      slotPosition: position,
      overall: NEUTRAL_OVERALL,
      ...deriveFaceRatings(NEUTRAL_OVERALL, position),
      goalkeeping: deriveGoalkeeping(NEUTRAL_OVERALL, position),
    };
  });
  return { team: { name: squad.title.trim() || unnamed, formation: squad.formation, players }, neutral };
}

/** The match: the fan's eleven as the first team, the club as the second. */
export const quickMatchInput = (fan: TeamInput, club: TeamInput, seed: number): MatchInput => ({ seed: seed >>> 0, teams: [fan, club] });

/**
 * A short fingerprint of a match's input (FNV-1a over every player's id and ratings): a replay link
 * carries it, so a replay after the pool has changed can say the match may differ.
 */
export function inputFingerprint(input: MatchInput): string {
  let h = 0x811c9dc5;
  const text = input.teams.map((t) => `${t.formation}:${t.players.map((p) => `${p.id},${p.slotPosition},${p.overall},${p.pace},${p.shooting},${p.passing},${p.dribbling},${p.defending},${p.physic},${p.goalkeeping}`).join(';')}`).join('|');
  for (const ch of text) h = Math.imul(h ^ ch.codePointAt(0)!, 0x01000193);
  return (h >>> 0).toString(36);
}
