import { describe, expect, it } from 'vitest';
import type { BuilderPlayer } from '../players/types';
import { builderSlots } from './formations';
import { assignPlayer, type Lineup } from './lineup';
import { decodeSharedLineup, encodeSharedLineup, tacticsBoardLink, tacticsPlayers } from './share';

const p = (id: string, name: string): BuilderPlayer => ({
  player_id: id,
  player_name: name,
  player_image_url: `/api/images/face/${id}`,
  position: 'ST',
  current_club_id: 3,
  club_name: 'Beşiktaş',
});
const club = { club_id: 3, club_name: 'Beşiktaş', logo_url: '/api/images/crest/3' };

describe('share link', () => {
  it('round-trips formation, club and players, Turkish letters included', () => {
    let lineup: Lineup = assignPlayer({}, 'GK-0', p('1', 'Mert Günok (1)'));
    lineup = assignPlayer(lineup, 'DCM-1', { ...p('manual-99', 'Çağlar Şöyüncü'), player_image_url: '', current_club_id: null });
    const code = encodeSharedLineup({ formation: '4-2-3-1', club, lineup });
    expect(code).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeSharedLineup(code)).toEqual({ formation: '4-2-3-1', club, lineup });
  });

  it('round-trips an empty lineup without a club', () => {
    const code = encodeSharedLineup({ formation: '5-4-1', club: null, lineup: {} });
    expect(decodeSharedLineup(code)).toEqual({ formation: '5-4-1', club: null, lineup: {} });
  });

  it('refuses damaged or foreign links', () => {
    expect(decodeSharedLineup('not base64 !!')).toBeNull();
    expect(decodeSharedLineup(btoa('{"v":1}'))).toBeNull();
    expect(decodeSharedLineup(btoa(JSON.stringify({ v: 1, f: '9-0-1', c: null, p: [] })))).toBeNull();
    expect(decodeSharedLineup(btoa(JSON.stringify({ v: 1, f: '4-4-2', c: null, p: Array(12).fill(['GK-0', 'a', 'b', '', 'GK', null, '']) })))).toBeNull();
  });

  it('drops slot keys the formation does not have', () => {
    const code = encodeSharedLineup({ formation: '4-4-2', club: null, lineup: assignPlayer({}, 'DCM-0', p('1', 'A')) });
    expect(decodeSharedLineup(code)?.lineup).toEqual({});
  });
});

describe('export to the tactics board', () => {
  it('sends eleven in slot order, names or position codes, with depth and width', () => {
    const lineup = assignPlayer(assignPlayer({}, 'GK-0', p('1', 'Mert Günok (1)')), 'FWD-1', p('2', 'Ciro Immobile'));
    const players = tacticsPlayers('4-4-2', lineup);
    const slots = builderSlots('4-4-2');
    expect(players).toHaveLength(11);
    expect(players.map((x) => x.n)).toEqual(['Mert Günok', 'RB', 'CB', 'CB', 'LB', 'RM', 'CM', 'CM', 'LM', 'ST', 'Ciro Immobile']);
    expect(players.map((x) => [x.d, x.w])).toEqual(slots.map((s) => [s.depth, s.width]));
    // The right back plays on the right flank (w near 0), the goalkeeper near his own goal.
    expect(players[1].w).toBeLessThan(0.3);
    expect(players[4].w).toBeGreaterThan(0.7);
    expect(players[0].d).toBeLessThan(0.15);
  });

  it('builds /taktik?ilk11=<encodeURIComponent(JSON)>', () => {
    const link = tacticsBoardLink('4-3-3', {});
    expect(link.startsWith('/taktik?ilk11=')).toBe(true);
    const value = new URLSearchParams(link.split('?')[1]).get('ilk11')!;
    const parsed = JSON.parse(value);
    expect(parsed.formation).toBe('4-3-3');
    expect(parsed.players).toEqual(tacticsPlayers('4-3-3', {}));
    expect(link).toBe(`/taktik?ilk11=${encodeURIComponent(value)}`);
  });
});
