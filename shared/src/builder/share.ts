// Writing links and the hand-over needs no validation library: reading a link does (shareDecode.ts),
// and it is loaded only when the page opens with one.
import { builderSlots } from './formations';
import { kitPaint, type KitPaint } from './kit';
import { displayName, type Lineup, type LineupEntry } from './lineup';
import { toBase64Url } from '../codec/deflate';
import { deflate } from './linkCodec';
import { BENCH_KEYS, squadEntries, type Orientation, type Squad } from './squad';

/** The link's hash parameter of the current version ('#s=…'); 'k' is read for links of versions 1 and 2. */
export const SHARE_PARAM = 's';

/** How a player travels in a link: his id when the pool knows him, else (a typed name) what he shows. */
export type PlayerRef = string | [id: string, name: string, position: string, clubId: number | null, club: string];

/** A manual player (a typed name) is the one the pool cannot give back by his id. */
export const isManualId = (id: string) => id.startsWith('manual-');

const refOf = (e: LineupEntry): PlayerRef => (isManualId(e.player_id) ? [e.player_id, e.player_name, e.position, e.current_club_id, e.club_name] : e.player_id);

/**
 * The value of the link's 's' parameter (version 3): the squad as compact JSON, pool players and the club
 * by id only (the page asks the server for their names and faces), deflated, base64url. A full squad of
 * twenty is a few hundred characters; version 2 spelled out every name and image path (2,920 characters).
 * Captain and numbers point into the list of places (eleven then bench, in place order).
 */
export async function encodeSharedSquad(squad: Squad): Promise<string> {
  const entries = squadEntries(squad);
  const index = new Map(entries.map((e, i) => [e.player_id, i]));
  const places = (lineup: Lineup) => Object.entries(lineup).map(([key, e]) => [key, refOf(e)]);
  const payload = {
    v: 3,
    f: squad.formation,
    c: squad.club?.club_id ?? null,
    p: places(squad.lineup),
    b: places(squad.bench),
    k: squad.captain === null ? null : (index.get(squad.captain) ?? null),
    n: Object.entries(squad.numbers).flatMap(([id, n]) => (index.has(id) ? [[index.get(id)!, n]] : [])),
    t: squad.title,
    h: squad.coach,
    o: squad.orientation,
    x: squad.kit ? [squad.kit.primary, squad.kit.secondary] : null,
  };
  return toBase64Url(await deflate(JSON.stringify(payload)));
}

/** One player as the tactics board receives him (contract agreed with the board). */
export interface TacticsPlayer {
  /** The displayed name, or the slot's position code when the slot is empty. */
  n: string;
  /** 0 = own goal line, 1 = opponent goal line. */
  d: number;
  /** 0 = the right flank (where RB plays), 1 = the left flank. */
  w: number;
}

/** The eleven in slot order, each where his slot sits on the builder's pitch. */
export function tacticsPlayers(formation: string, lineup: Lineup): TacticsPlayer[] {
  return builderSlots(formation).map((slot) => {
    const entry = lineup[slot.key];
    return { n: entry ? displayName(entry.player_name) : slot.position, d: slot.depth, w: slot.width };
  });
}

/** What the board receives besides the eleven (extra fields: a board that does not know them ignores them). */
export interface TacticsHandOver {
  formation: string;
  players: Array<TacticsPlayer & { num?: number }>;
  bench: string[];
  /** Index in `players` of the captain, or null. */
  captain: number | null;
  title: string;
  coach: string;
  orientation: Orientation;
  kit: KitPaint;
}

export function tacticsHandOver(squad: Squad): TacticsHandOver {
  const slots = builderSlots(squad.formation);
  const players = tacticsPlayers(squad.formation, squad.lineup).map((p, i) => {
    const num = squad.numbers[squad.lineup[slots[i].key]?.player_id ?? ''];
    return num ? { ...p, num } : p;
  });
  const captainIndex = slots.findIndex((s) => squad.captain !== null && squad.lineup[s.key]?.player_id === squad.captain);
  return {
    formation: squad.formation,
    players,
    bench: BENCH_KEYS.flatMap((k) => (squad.bench[k] ? [displayName(squad.bench[k].player_name)] : [])),
    captain: captainIndex >= 0 ? captainIndex : null,
    title: squad.title,
    coach: squad.coach,
    orientation: squad.orientation,
    kit: kitPaint(squad.kit, squad.club),
  };
}

/** '/taktik?ilk11=...': the tactics board opens with these eleven. */
export function tacticsBoardLink(squad: Squad): string {
  return `/taktik?ilk11=${encodeURIComponent(JSON.stringify(tacticsHandOver(squad)))}`;
}
