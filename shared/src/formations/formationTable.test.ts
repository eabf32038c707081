import { describe, expect, it } from 'vitest';
import { BUILDER_FORMATION_NAMES, builderFormation } from '../builder/formations';
import { FORMATION_TABLE } from './formationTable';
import { GAME_FORMATIONS, formationSlots } from './gameFormations';

describe('the one formation table', () => {
  it('gives the builder its 12 and the game its 13 (docs/builder.md, docs/rooms.md), each in the product order', () => {
    expect(BUILDER_FORMATION_NAMES).toEqual(['4-3-3', '3-5-2', '4-4-2', '4-2-3-1', '3-4-3', '5-3-2', '4-1-2-1-2', '4-5-1', '3-4-1-2', '4-3-1-2', '4-2-2-2', '5-4-1']);
    expect(GAME_FORMATIONS).toEqual(['4-3-3', '3-5-2', '4-4-2', '4-2-3-1', '3-4-3', '5-3-2', '4-1-4-1', '4-1-2-1-2', '4-5-1', '4-3-1-2', '4-2-2-2', '4-3-2-1', '5-4-1']);
  });
  it('keeps the same positions in both products, each with its own slot keys', () => {
    for (const { name } of FORMATION_TABLE.filter((f) => f.builder && f.game)) {
      const builder = builderFormation(name).lines.flatMap((l) => l.positions);
      expect(formationSlots(name).map((s) => s.position)).toEqual(builder);
    }
    expect(builderFormation('4-2-3-1').lines.map((l) => l.group)).toEqual(['GK', 'DEF', 'DCM', 'ACM', 'FWD']);
    expect(formationSlots('4-2-3-1').map((s) => s.key)).toEqual(['GK-1', 'DEF-1', 'DEF-2', 'DEF-3', 'DEF-4', 'MID-1', 'MID-2', 'AMF-1', 'AMF-2', 'AMF-3', 'FWD-1']);
    // The diamond's tip is a builder MID but plays the game's attacking line.
    expect(formationSlots('4-1-2-1-2').filter((s) => s.line === 'AMF').map((s) => s.position)).toEqual(['CAM']);
    expect(formationSlots('4-1-4-1').map((s) => `${s.key}:${s.position}`)).toContain('AMF-4:LM');
  });
});
