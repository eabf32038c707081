/**
 * Every formation of the product, once: the lines of docs/builder.md, 'Formations', written the way that section writes them
 * (lines separated by ';', the line's group code first, then the positions in slot order). The order
 * gives the slot keys that links and rooms hold, so it stays as written; where each position stands on a
 * pitch comes from its code (lineShape.ts): 4-1-2-1-2's 'CDM RM LM CAM' is a diamond. The builder's table
 * (shared/src/builder/formations.ts) and the game's (shared/src/formations/gameFormations.ts, docs/rooms.md, 'Game formations')
 * are derived from it; each keeps its own slot keys at the edges ('DEF-0' in the builder, 'DEF-1' in the
 * game, whose DCM/ACM lines are MID/AMF).
 */
export interface FormationEntry {
  name: string;
  lines: string;
  /** One of the builder's 12. */
  builder: boolean;
  /** One of the game's 13. */
  game: boolean;
}

const both = (name: string, lines: string): FormationEntry => ({ name, lines, builder: true, game: true });

/** In the product's order (the builder's and the game's lists are both subsequences of it). */
export const FORMATION_TABLE: readonly FormationEntry[] = [
  both('4-3-3', 'GK; DEF RB CB CB LB; MID CM CM CM; FWD RW ST LW'),
  both('3-5-2', 'GK; DEF CB CB CB; MID RWB CM CAM CM LWB; FWD ST CF'),
  both('4-4-2', 'GK; DEF RB CB CB LB; MID RM CM CM LM; FWD ST ST'),
  both('4-2-3-1', 'GK; DEF RB CB CB LB; DCM CDM CDM; ACM RM CAM LM; FWD ST'),
  both('3-4-3', 'GK; DEF CB CB CB; MID RWB CM CM LWB; FWD RW ST LW'),
  both('5-3-2', 'GK; DEF RWB CB CB CB LWB; MID CM CM CAM; FWD ST ST'),
  { name: '4-1-4-1', lines: 'GK; DEF RB CB CB LB; DCM CDM; ACM RM CM CM LM; FWD ST', builder: false, game: true },
  both('4-1-2-1-2', 'GK; DEF RB CB CB LB; MID CDM RM LM CAM; FWD ST ST'),
  both('4-5-1', 'GK; DEF RB CB CB LB; MID RM CM CDM CM LM; FWD ST'),
  { name: '3-4-1-2', lines: 'GK; DEF CB CB CB; MID RWB CM CM LWB; ACM CAM; FWD ST CF', builder: true, game: false },
  both('4-3-1-2', 'GK; DEF RB CB CB LB; MID CM CDM CM; ACM CAM; FWD ST ST'),
  both('4-2-2-2', 'GK; DEF RB CB CB LB; DCM CDM CDM; ACM CAM CAM; FWD ST ST'),
  { name: '4-3-2-1', lines: 'GK; DEF RB CB CB LB; MID CM CDM CM; ACM CAM CAM; FWD ST', builder: false, game: true },
  both('5-4-1', 'GK; DEF RWB CB CB CB LWB; MID RM CM CM LM; FWD ST'),
];

/** The formations of one product as name -> its line text. */
export function formationLines(product: 'builder' | 'game'): Record<string, string> {
  return Object.fromEntries(FORMATION_TABLE.filter((f) => f[product]).map((f) => [f.name, f.lines]));
}

/** A line text as groups with their positions; the goalkeeper line names only its group. */
export function parseLines(text: string): Array<{ group: string; positions: string[] }> {
  return text.split(';').map((part) => {
    const [group, ...positions] = part.trim().split(' ');
    return { group, positions: positions.length ? positions : [group] };
  });
}
