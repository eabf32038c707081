import type { BuilderPlayer, BuilderTeam } from '../players/types';
import type { BuilderRefusalCode } from '../messages/builder';
import { builderSlots, DEFAULT_BUILDER_FORMATION } from './formations';
import { reformLineup } from './formationChange';
import { assignPlayer, canChooseForSlot, type Lineup, type LineupEntry, movePlayer, removePlayer } from './lineup';

/** Substitutes on a matchday sheet (the Premier League's number). */
export const BENCH_SIZE = 9;
export const TITLE_MAX = 40;
export const COACH_MAX = 40;
export const SHIRT_MIN = 1;
export const SHIRT_MAX = 99;

/** Where the goalkeeper stands on screen and in the images. */
export type Orientation = 'gk-bottom' | 'gk-top';

/** Two '#rrggbb' colours: the shirt and its trim. */
export interface Kit {
  primary: string;
  secondary: string;
}

/** The matchday squad: the eleven on the pitch, the bench, and what a fan puts on the sheet. */
export interface Squad {
  formation: string;
  club: BuilderTeam | null;
  lineup: Lineup;
  /** Bench place key ('SUB-0' … 'SUB-8') -> entry; assignedPosition is the place key. */
  bench: Lineup;
  /** player_id of the captain, always one of the eleven. */
  captain: string | null;
  /** player_id -> shirt number (1-99), unique in the squad; none by default. */
  numbers: Readonly<Record<string, number>>;
  title: string;
  coach: string;
  orientation: Orientation;
  /** null: the club's colours. */
  kit: Kit | null;
}

export type SquadChange = { ok: true; squad: Squad } | { ok: false; code: BuilderRefusalCode };

export const benchKey = (index: number) => `SUB-${index}`;
export const BENCH_KEYS = Array.from({ length: BENCH_SIZE }, (_, i) => benchKey(i));
export const isBenchKey = (key: string) => BENCH_KEYS.includes(key);

export function emptySquad(formation = DEFAULT_BUILDER_FORMATION): Squad {
  return { formation, club: null, lineup: {}, bench: {}, captain: null, numbers: {}, title: '', coach: '', orientation: 'gk-bottom', kit: null };
}

const ok = (squad: Squad): SquadChange => ({ ok: true, squad: tidy(squad) });
const refuse = (code: BuilderRefusalCode): SquadChange => ({ ok: false, code });

/** Every player of the squad: the eleven in slot order, then the bench in place order. */
export function squadEntries(squad: Squad): LineupEntry[] {
  const eleven = builderSlots(squad.formation).flatMap((s) => (squad.lineup[s.key] ? [squad.lineup[s.key]] : []));
  const bench = BENCH_KEYS.flatMap((k) => (squad.bench[k] ? [squad.bench[k]] : []));
  return [...eleven, ...bench];
}

/** Players of `before` who are not in `after`: those a move onto an occupied slot or a formation change dropped. */
export function playersLeft(before: Squad, after: Squad): LineupEntry[] {
  const staying = new Set(squadEntries(after).map((e) => e.player_id));
  return squadEntries(before).filter((e) => !staying.has(e.player_id));
}

const inEleven = (squad: Squad, playerId: string) => Object.values(squad.lineup).some((e) => e.player_id === playerId);

/** The captain stays only while he is one of the eleven; numbers stay only with players in the squad. */
function tidy(squad: Squad): Squad {
  const ids = new Set(squadEntries(squad).map((e) => e.player_id));
  const numbers = Object.fromEntries(Object.entries(squad.numbers).filter(([id]) => ids.has(id)));
  const captain = squad.captain && inEleven(squad, squad.captain) ? squad.captain : null;
  return { ...squad, numbers, captain };
}

function withoutPlayer(bench: Lineup, playerId: string): Lineup {
  return Object.fromEntries(Object.entries(bench).filter(([, e]) => e.player_id !== playerId));
}

/**
 * Puts a player on a pitch slot (replaces the occupant, no 12th player: docs/builder.md, 'Placing and moving') or on a bench
 * place (replaces its occupant). A player is in the squad once: he leaves wherever he was.
 */
export function placeInSquad(squad: Squad, key: string, player: BuilderPlayer): SquadChange {
  if (isBenchKey(key)) {
    const lineup = Object.fromEntries(Object.entries(squad.lineup).filter(([, e]) => e.player_id !== player.player_id));
    const bench = { ...withoutPlayer(squad.bench, player.player_id), [key]: { ...player, assignedPosition: key } };
    return ok({ ...squad, lineup, bench });
  }
  if (!builderSlots(squad.formation).some((s) => s.key === key)) return refuse('UNKNOWN_PLACE');
  if (!canChooseForSlot(squad.lineup, key)) return refuse('LINEUP_FULL');
  return ok({ ...squad, lineup: assignPlayer(squad.lineup, key, player), bench: withoutPlayer(squad.bench, player.player_id) });
}

/** The X on a card, on the pitch or the bench. */
export function removeFromSquad(squad: Squad, key: string): Squad {
  if (isBenchKey(key)) return tidy({ ...squad, bench: removePlayer(squad.bench, key) });
  return tidy({ ...squad, lineup: removePlayer(squad.lineup, key) });
}

const entryAt = (squad: Squad, key: string) => (isBenchKey(key) ? squad.bench[key] : squad.lineup[key]);

function putAt(lineup: Record<string, LineupEntry>, bench: Record<string, LineupEntry>, key: string, entry: LineupEntry | undefined) {
  const target = isBenchKey(key) ? bench : lineup;
  if (entry) target[key] = { ...entry, assignedPosition: key };
  else delete target[key];
}

/**
 * A drag (or a keyboard 'Taşı') from one place to another. Pitch to pitch keeps the base rule: the
 * target's occupant is dropped, not swapped. Any move that involves the bench swaps the two places, so a
 * substitute dropped on a slot sends its occupant to the bench. No target, the same place or an empty
 * source: no change.
 */
export function moveInSquad(squad: Squad, from: string, to: string | null | undefined): Squad {
  const moving = entryAt(squad, from);
  if (!moving || !to || to === from) return squad;
  const valid = isBenchKey(to) || builderSlots(squad.formation).some((s) => s.key === to);
  if (!valid) return squad;
  if (!isBenchKey(from) && !isBenchKey(to)) return tidy({ ...squad, lineup: movePlayer(squad.lineup, from, to) });
  const lineup = { ...squad.lineup };
  const bench = { ...squad.bench };
  const occupant = entryAt(squad, to);
  putAt(lineup, bench, to, moving);
  putAt(lineup, bench, from, occupant);
  return tidy({ ...squad, lineup, bench });
}

/**
 * A formation change: the eleven stay on the pitch, each in the place of the new formation closest to his
 * (reformLineup; docs/builder.md, 'Placing and moving'); the bench is untouched. The same formation keeps
 * every place it has.
 */
export function changeSquadFormation(squad: Squad, formation: string): Squad {
  return tidy({ ...squad, formation, lineup: reformLineup(squad.lineup, squad.formation, formation) });
}

/** The armband: one of the eleven, or nobody (null). */
export function setCaptain(squad: Squad, playerId: string | null): SquadChange {
  if (playerId !== null && !inEleven(squad, playerId)) return refuse('CAPTAIN_NOT_IN_ELEVEN');
  return ok({ ...squad, captain: playerId });
}

/** A shirt number (1-99, unique in the squad), or null to clear it. */
export function setShirtNumber(squad: Squad, playerId: string, number: number | null): SquadChange {
  if (!squadEntries(squad).some((e) => e.player_id === playerId)) return refuse('NOT_IN_SQUAD');
  const numbers = { ...squad.numbers };
  if (number === null) {
    delete numbers[playerId];
    return ok({ ...squad, numbers });
  }
  if (!Number.isInteger(number) || number < SHIRT_MIN || number > SHIRT_MAX) return refuse('NUMBER_RANGE');
  if (Object.entries(numbers).some(([id, n]) => n === number && id !== playerId)) return refuse('NUMBER_TAKEN');
  numbers[playerId] = number;
  return ok({ ...squad, numbers });
}

export const clipTitle = (text: string) => text.slice(0, TITLE_MAX);
export const clipCoach = (text: string) => text.slice(0, COACH_MAX);
