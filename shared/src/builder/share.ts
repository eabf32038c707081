// zod/mini: the same checks in a fraction of the bytes (this file ships in the builder's page chunk).
import { z } from 'zod/mini';
import type { BuilderTeam } from '../players/types';
import { builderSlots, isBuilderFormation } from './formations';
import { changeFormation, displayName, type Lineup } from './lineup';

/** What a share link carries: enough to redraw the pitch without asking the server. */
export interface SharedLineup {
  formation: string;
  club: BuilderTeam | null;
  lineup: Lineup;
}

// Compact tuples keep the link short: eleven players with image paths fit in about 2 kB.
const clubTuple = z.tuple([z.int(), z.string(), z.string()]);
const playerTuple = z.tuple([z.string(), z.string().check(z.minLength(1)), z.string(), z.string(), z.string(), z.nullable(z.int()), z.string()]);
const payload = z.object({
  v: z.literal(1),
  f: z.string().check(z.refine(isBuilderFormation)),
  c: z.nullable(clubTuple),
  p: z.array(playerTuple).check(z.maxLength(11)),
});

function toBase64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): string {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  return new TextDecoder().decode(Uint8Array.from(binary, (ch) => ch.charCodeAt(0)));
}

/** The value of the link's 'k' parameter: base64url of a small JSON document (UTF-8, so Turkish names survive). */
export function encodeSharedLineup({ formation, club, lineup }: SharedLineup): string {
  const p = Object.entries(lineup).map(([key, e]) => [
    key,
    e.player_id,
    e.player_name,
    e.player_image_url,
    e.position,
    e.current_club_id,
    e.club_name,
  ]);
  const c = club ? [club.club_id, club.club_name, club.logo_url] : null;
  return toBase64Url(JSON.stringify({ v: 1, f: formation, c, p }));
}

/** Reads a link's 'k' value; anything damaged or foreign gives null (the builder then starts empty). */
export function decodeSharedLineup(encoded: string): SharedLineup | null {
  let parsed: z.infer<typeof payload>;
  try {
    const result = payload.safeParse(JSON.parse(fromBase64Url(encoded)));
    if (!result.success) return null;
    parsed = result.data;
  } catch {
    return null;
  }
  const lineup: Lineup = Object.fromEntries(
    parsed.p.map(([key, player_id, player_name, player_image_url, position, current_club_id, club_name]) => [
      key,
      { player_id, player_name, player_image_url, position, current_club_id, club_name, assignedPosition: key },
    ]),
  );
  const club = parsed.c ? { club_id: parsed.c[0], club_name: parsed.c[1], logo_url: parsed.c[2] } : null;
  // Slot keys that the formation does not have are dropped, as on a formation change.
  return { formation: parsed.f, club, lineup: changeFormation(lineup, parsed.f) };
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

/** '/taktik?ilk11=...': the tactics board opens with these eleven. */
export function tacticsBoardLink(formation: string, lineup: Lineup): string {
  const value = JSON.stringify({ formation, players: tacticsPlayers(formation, lineup) });
  return `/taktik?ilk11=${encodeURIComponent(value)}`;
}
