// Writing links and the hand-over needs no validation library: reading a link does (shareDecode.ts),
// and it is loaded only when the page opens with one.
import { builderSlots } from './formations';
import { kitPaint, type KitPaint } from './kit';
import { displayName, type Lineup } from './lineup';
import { BENCH_KEYS, type Orientation, type Squad } from './squad';

function toBase64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

const toTuples = (places: Lineup) =>
  Object.entries(places).map(([key, e]) => [key, e.player_id, e.player_name, e.player_image_url, e.position, e.current_club_id, e.club_name]);

/** The value of the link's 'k' parameter: base64url of a small JSON document (UTF-8, so Turkish names survive). */
export function encodeSharedSquad(squad: Squad): string {
  const { club } = squad;
  return toBase64Url(
    JSON.stringify({
      v: 2,
      f: squad.formation,
      c: club ? [club.club_id, club.club_name, club.logo_url] : null,
      cc: club?.colors ?? null,
      p: toTuples(squad.lineup),
      b: toTuples(squad.bench),
      k: squad.captain,
      n: Object.entries(squad.numbers),
      t: squad.title,
      h: squad.coach,
      o: squad.orientation,
      x: squad.kit ? [squad.kit.primary, squad.kit.secondary] : null,
    }),
  );
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
