import type { BuilderPlayer, BuilderTeam } from '../players/types';
import { foldText } from '../players/text';
import { LINEUP_SIZE } from './formations';

/** A lineup entry (docs/builder.md, 'Players and clubs'): the player's fields plus the slot key it fills. */
export interface LineupEntry extends BuilderPlayer {
  assignedPosition: string;
}

/** The builder's lineup: slot key -> entry. Treated as immutable; every rule returns a new object. */
export type Lineup = Readonly<Record<string, LineupEntry>>;

export const UNKNOWN_PLAYER_NAME = 'Bilinmiyor';
export const FREE_AGENT_CLUB = 'Serbest Oyuncu';

/** docs/builder.md, 'Players and clubs': names may carry a trailing ' (number)' suffix that is not shown; no name reads 'Bilinmiyor'. */
export function displayName(name: string | null | undefined): string {
  const clean = (name ?? '').replace(/\s*\(\d+\)\s*$/, '').trim();
  return clean || UNKNOWN_PLAYER_NAME;
}

export function lineupSize(lineup: Lineup): number {
  return Object.keys(lineup).length;
}

/** docs/builder.md, 'Placing and moving': a slot opens while fewer than 11 players are placed, or to replace its occupant. */
export function canChooseForSlot(lineup: Lineup, key: string): boolean {
  return key in lineup || lineupSize(lineup) < LINEUP_SIZE;
}

/**
 * Puts a player in a slot, replacing any occupant (docs/builder.md, 'Placing and moving'). A 12th player is refused (the lineup
 * comes back unchanged). A player already placed elsewhere leaves his old slot: nobody plays twice.
 */
export function assignPlayer(lineup: Lineup, key: string, player: BuilderPlayer): Lineup {
  if (!canChooseForSlot(lineup, key)) return lineup;
  const next: Record<string, LineupEntry> = {};
  for (const [k, entry] of Object.entries(lineup)) if (entry.player_id !== player.player_id) next[k] = entry;
  next[key] = { ...player, assignedPosition: key };
  return next;
}

/** The X on a card. */
export function removePlayer(lineup: Lineup, key: string): Lineup {
  if (!(key in lineup)) return lineup;
  const next = { ...lineup };
  delete next[key];
  return next;
}

/**
 * Dragging a card onto another slot (docs/builder.md, 'Placing and moving'): it moves there and the target's occupant is dropped
 * from the lineup, not swapped. No target (dropped outside), the same slot, or an empty source: no change.
 */
export function movePlayer(lineup: Lineup, from: string, to: string | null | undefined): Lineup {
  const entry = lineup[from];
  if (!entry || !to || to === from) return lineup;
  const next = { ...lineup };
  delete next[from];
  next[to] = { ...entry, assignedPosition: to };
  return next;
}

/**
 * A manually typed player (docs/builder.md, 'Players and clubs'): needs a non-empty name, otherwise null (nothing happens).
 * Its club is the selected club or 'Serbest Oyuncu', its position the slot's.
 */
export function manualPlayer(name: string, slotPosition: string, club: BuilderTeam | null, now: number): BuilderPlayer | null {
  const clean = name.trim();
  if (!clean) return null;
  return {
    player_id: `manual-${now}`,
    player_name: clean,
    player_image_url: '',
    position: slotPosition,
    current_club_id: club?.club_id ?? null,
    club_name: club ? displayName(club.club_name) : FREE_AGENT_CLUB,
  };
}

/** docs/builder.md, 'The screen': case-insensitive match on player name or club name, accents folded like the server's search
 * (the squad tab filters locally). */
export function matchesPlayerSearch(player: BuilderPlayer, query: string): boolean {
  const q = foldText(query.trim());
  if (!q) return true;
  return foldText(player.player_name).includes(q) || foldText(player.club_name).includes(q);
}
