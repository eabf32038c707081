import { z } from 'zod';
import { createBoard } from './board';
import type { LayoutKind } from './layout';
import type { Board } from './model';
import { placeTeams } from './teams';

/**
 * The builder's hand-over (contract with the builder): `/taktik?ilk11=<encodeURIComponent(JSON)>` with
 * the formation name and 11 players, `d` = depth (0 own goal line, 1 opponent's), `w` = across (0 the
 * team's right flank, 1 its left).
 */
export { ILK11_PARAM } from './handover';

const unit = z.number().min(0).max(1);
const hex = z.string().regex(/^#[0-9a-fA-F]{6}$/);
export const builderLineupSchema = z.object({
  formation: z.string().min(1).max(20),
  players: z.array(z.object({ n: z.string(), d: unit, w: unit, num: z.number().int().min(1).max(99).optional() })).length(11),
  // The builder's matchday squad (optional: hand-overs made before it carry none of these).
  bench: z.array(z.string().max(60)).max(9).optional(),
  captain: z.number().int().min(0).max(10).nullable().optional(),
  title: z.string().max(40).optional(),
  coach: z.string().max(40).optional(),
  orientation: z.enum(['gk-bottom', 'gk-top']).optional(),
  kit: z.object({ primary: hex, secondary: hex, text: hex }).optional(),
});
export type BuilderLineup = z.infer<typeof builderLineupSchema>;

/** Parses the decoded `ilk11` value; null when it is missing or malformed. */
export function parseBuilderLineup(raw: string | null): BuilderLineup | null {
  // A hand-over is a few hundred characters; anything near a URL's limit is not one.
  if (!raw || raw.length > 20_000) return null;
  try {
    const parsed = builderLineupSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** An 11-player board with team A on the builder's spots, numbers and names; the formation keeps the builder's name. */
export function boardFromBuilder(lineup: BuilderLineup, layoutKind: LayoutKind): Board {
  const base = createBoard(layoutKind, { format: 11 });
  const slots = lineup.players.map(({ d, w, num }, i) => ({ d, w, num: num ?? i + 1, gk: i === 0 }));
  const players = base.players.map((p, i) => ({
    ...p,
    num: slots[i].num,
    gk: slots[i].gk,
    // Names longer than a stored board allows are cut rather than refusing the whole eleven.
    name: lineup.players[i].n.trim().slice(0, 40) || String(slots[i].num),
  }));
  return placeTeams({ ...base, formation: lineup.formation, lineup: slots, players });
}
