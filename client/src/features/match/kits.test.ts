import { describe, expect, it } from 'vitest';
import type { MatchInput } from '@onbir/shared/match/types';
import { clubsOf, sideKits } from './kits';

const team = (name: string, colors?: [string, string]) => ({ name, formation: '4-4-2', players: [], ...(colors ? { colors } : {}) });
const teams = (a: ReturnType<typeof team>, b: ReturnType<typeof team>) => [a, b] as unknown as MatchInput['teams'];

describe('kits on the match screen', () => {
  it('reads the clubs frozen in the match, none for a team without one', () => {
    expect(clubsOf(teams(team('Kartal Spor', ['#111111', '#ffffff']), team('mehmet')))).toEqual([{ name: 'Kartal Spor', colors: ['#111111', '#ffffff'] }, null]);
    expect(clubsOf(null)).toEqual([null, null]);
  });
  it('puts the away side in its second colour when the first ones clash, with readable text on each', () => {
    expect(sideKits(teams(team('A', ['#111111', '#ffffff']), team('B', ['#0b3d91', '#ffd100'])))).toEqual([
      { fill: '#111111', stroke: '#ffffff', text: '#ffffff' },
      { fill: '#0b3d91', stroke: '#ffd100', text: '#ffffff' },
    ]);
    expect(sideKits(teams(team('A', ['#c8102e', '#ffffff']), team('B', ['#d01030', '#111111'])))[1]).toEqual({ fill: '#111111', stroke: '#d01030', text: '#ffffff' });
    expect(sideKits(teams(team('A', ['#ffd100', '#0b3d91']), team('B'))))
      .toEqual([{ fill: '#ffd100', stroke: '#0b3d91', text: '#111111' }, null]);
  });
});
