import { describe, expect, it } from 'vitest';
import { BUILDER_FORMATION_NAMES, builderSlots, DEFAULT_BUILDER_FORMATION } from './formations';

// docs/builder.md, 'Formations', line by line, written out again so the parser above is checked against the written table.
const SPEC: Record<string, Array<[string, string[]]>> = {
  '4-3-3': [['GK', ['GK']], ['DEF', ['RB', 'CB', 'CB', 'LB']], ['MID', ['CM', 'CM', 'CM']], ['FWD', ['RW', 'ST', 'LW']]],
  '3-5-2': [['GK', ['GK']], ['DEF', ['CB', 'CB', 'CB']], ['MID', ['RWB', 'CM', 'CAM', 'CM', 'LWB']], ['FWD', ['ST', 'CF']]],
  '4-4-2': [['GK', ['GK']], ['DEF', ['RB', 'CB', 'CB', 'LB']], ['MID', ['RM', 'CM', 'CM', 'LM']], ['FWD', ['ST', 'ST']]],
  '4-2-3-1': [['GK', ['GK']], ['DEF', ['RB', 'CB', 'CB', 'LB']], ['DCM', ['CDM', 'CDM']], ['ACM', ['RM', 'CAM', 'LM']], ['FWD', ['ST']]],
  '3-4-3': [['GK', ['GK']], ['DEF', ['CB', 'CB', 'CB']], ['MID', ['RWB', 'CM', 'CM', 'LWB']], ['FWD', ['RW', 'ST', 'LW']]],
  '5-3-2': [['GK', ['GK']], ['DEF', ['RWB', 'CB', 'CB', 'CB', 'LWB']], ['MID', ['CM', 'CM', 'CAM']], ['FWD', ['ST', 'ST']]],
  '4-1-2-1-2': [['GK', ['GK']], ['DEF', ['RB', 'CB', 'CB', 'LB']], ['MID', ['CDM', 'RM', 'LM', 'CAM']], ['FWD', ['ST', 'ST']]],
  '4-5-1': [['GK', ['GK']], ['DEF', ['RB', 'CB', 'CB', 'LB']], ['MID', ['RM', 'CM', 'CDM', 'CM', 'LM']], ['FWD', ['ST']]],
  '3-4-1-2': [['GK', ['GK']], ['DEF', ['CB', 'CB', 'CB']], ['MID', ['RWB', 'CM', 'CM', 'LWB']], ['ACM', ['CAM']], ['FWD', ['ST', 'CF']]],
  '4-3-1-2': [['GK', ['GK']], ['DEF', ['RB', 'CB', 'CB', 'LB']], ['MID', ['CM', 'CDM', 'CM']], ['ACM', ['CAM']], ['FWD', ['ST', 'ST']]],
  '4-2-2-2': [['GK', ['GK']], ['DEF', ['RB', 'CB', 'CB', 'LB']], ['DCM', ['CDM', 'CDM']], ['ACM', ['CAM', 'CAM']], ['FWD', ['ST', 'ST']]],
  '5-4-1': [['GK', ['GK']], ['DEF', ['RWB', 'CB', 'CB', 'CB', 'LWB']], ['MID', ['RM', 'CM', 'CM', 'LM']], ['FWD', ['ST']]],
};

describe("builder formations (docs/builder.md, 'Formations')", () => {
  it('are exactly the twelve written out, default 4-4-2', () => {
    expect(BUILDER_FORMATION_NAMES).toEqual(Object.keys(SPEC));
    expect(DEFAULT_BUILDER_FORMATION).toBe('4-4-2');
  });

  it.each(Object.entries(SPEC))('%s has the written lines, slots and keys in render order', (name, lines) => {
    const expected = lines.flatMap(([group, positions]) =>
      positions.map((position, index) => ({ key: `${group}-${index}`, line: group, index, position })),
    );
    const slots = builderSlots(name).map(({ key, line, index, position }) => ({ key, line, index, position }));
    expect(slots).toEqual(expected);
    expect(slots).toHaveLength(11);
  });

  it('renders 4-2-3-1 as GK, DEF, DCM, ACM, FWD', () => {
    const order = [...new Set(builderSlots('4-2-3-1').map((s) => s.line))];
    expect(order).toEqual(['GK', 'DEF', 'DCM', 'ACM', 'FWD']);
  });

  it.each(BUILDER_FORMATION_NAMES)('%s places each line further up the pitch', (name) => {
    const slots = builderSlots(name);
    const lineDepths = [...new Set(slots.map((s) => s.line))].map((line) => {
      const depths = slots.filter((s) => s.line === line && s.position !== 'CDM' && s.position !== 'CAM').map((s) => s.depth);
      return depths.length ? depths[0] : slots.find((s) => s.line === line)!.depth;
    });
    expect([...lineDepths].sort((a, b) => a - b)).toEqual(lineDepths);
    for (const s of slots) {
      expect(s.depth).toBeGreaterThan(0);
      expect(s.depth).toBeLessThan(1);
      expect(s.width).toBeGreaterThan(0);
      expect(s.width).toBeLessThan(1);
    }
    // Where each position stands across the pitch is checked by its code in formations/lineShape.test.ts.
    const keys = slots.map((s) => s.key);
    expect(new Set(keys).size).toBe(11);
  });
});
