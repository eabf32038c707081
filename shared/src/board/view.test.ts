import { describe, expect, it } from 'vitest';
import { SAVED_V1 } from './fixtures/v1';
import { SAVED_V2 } from './fixtures/v2';
import { DEFAULT_VIEW, setPen, setTrails, storedView, viewFields } from './view';

describe('the board view', () => {
  it('taking the pen turns trails off (4.1); putting it down brings them back as they were', () => {
    const on = setPen(DEFAULT_VIEW, true);
    expect(on).toMatchObject({ penOn: true, trailsOn: false });
    expect(setPen(on, false)).toMatchObject({ penOn: false, trailsOn: true });
    const offBefore = setPen(setTrails(DEFAULT_VIEW, false), true);
    expect(setPen(offBefore, false).trailsOn).toBe(false);
    // Trails switched on while drawing stay on.
    expect(setPen(setTrails(on, true), false).trailsOn).toBe(true);
  });

  it('is stored only where it differs from the default, and read back', () => {
    const view = { ...DEFAULT_VIEW, view: 'half' as const, stripes: false, measure: true, trailsOn: false };
    expect(viewFields(DEFAULT_VIEW)).toEqual({ t: true });
    expect(storedView(JSON.parse(JSON.stringify(viewFields(view))))).toEqual({ view: 'half', stripes: false, measure: true, trailsOn: false });
  });

  it('reads the view fields boards of earlier versions hold, and nothing from anything else', () => {
    expect(storedView(SAVED_V2)).toEqual({ view: 'half', measure: true, trailsOn: true });
    expect(storedView(SAVED_V1.board)).toEqual({ trailsOn: SAVED_V1.board.t });
    expect(storedView({ w: 'sideways', t: 'yes' })).toEqual({});
    expect(storedView(null)).toEqual({});
  });
});
