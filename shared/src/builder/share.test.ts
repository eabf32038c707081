import { describe, expect, it } from 'vitest';
import type { BuilderPlayer } from '../players/types';
import { parseBuilderLineup } from '../board/builderImport';
import { builderSlots } from './formations';
import { assignPlayer } from './lineup';
import { tacticsBoardLink, tacticsHandOver, tacticsPlayers } from './share';
import { decodeSharedSquad } from './shareDecode';
import { V1_EMPTY, V1_FULL, V2_FULL } from './shareFixtures';
import { emptySquad, placeInSquad, setCaptain, setShirtNumber, type Squad, type SquadChange } from './squad';

const p = (id: string, name: string): BuilderPlayer => ({
  player_id: id,
  player_name: name,
  player_image_url: `/api/images/face/${id}`,
  position: 'ST',
  current_club_id: 3,
  club_name: 'Beşiktaş',
});
const club = { club_id: 3, club_name: 'Beşiktaş', logo_url: '/api/images/crest/3', colors: ['#000000', '#ffffff'] as [string, string] };
const must = (change: SquadChange): Squad => {
  if (!change.ok) throw new Error(change.code);
  return change.squad;
};


/** An empty squad as version 2 wrote it. */
const EMPTY_V2 = { v: 2, f: '4-4-2', c: null, cc: null, p: [], b: [], k: null, n: [], t: '', h: '', o: 'gk-bottom', x: null };

describe('share links of versions 1 and 2', () => {
  it('opens links of the first version as that eleven with an empty bench and the defaults', () => {
    const squad = decodeSharedSquad(V1_FULL)!;
    expect(squad.formation).toBe('4-2-3-1');
    expect(squad.club).toEqual({ club_id: 5, club_name: 'Galatasaray', logo_url: '/api/images/badge/shield/a90432/fdb913/G.svg' });
    expect(Object.keys(squad.lineup)).toEqual(['GK-0', 'DEF-0', 'DCM-1', 'FWD-0']);
    expect(squad.lineup['GK-0']).toMatchObject({ player_id: '101', player_name: 'Fernando Muslera (1)', assignedPosition: 'GK-0' });
    expect(squad.lineup['FWD-0']).toMatchObject({ player_id: 'manual-1732400000000', player_name: 'Çağlar Şöyüncü', player_image_url: '' });
    expect(squad).toMatchObject({ bench: {}, captain: null, numbers: {}, title: '', coach: '', orientation: 'gk-bottom', kit: null });
    expect(decodeSharedSquad(V1_EMPTY)).toEqual(emptySquad('5-4-1'));
  });

  it('opens links of the second version as the whole squad they carry', () => {
    const squad = decodeSharedSquad(V2_FULL)!;
    expect(squad).toMatchObject({ formation: '4-2-3-1', title: "Derbi 11'i", coach: 'Okan Buruk', captain: 'pool-1-fernando-muslera' });
    expect(squad.club).toMatchObject({ club_id: 1, club_name: 'Galatasaray', colors: ['#a90432', '#fdb912'] });
    expect(squad.lineup['ACM-1']).toMatchObject({ player_id: 'pool-1-dries-mertens', player_name: 'D. Mertens' });
    expect(squad.lineup['FWD-0'].player_name).toBe('Çağlar Şöyüncü');
    expect(squad.bench['SUB-0'].player_name).toBe('K. Demirbay');
    expect(squad.numbers).toEqual({ 'pool-1-fernando-muslera': 1, 'pool-1-dries-mertens': 10 });
  });

  it('refuses damaged or foreign links', () => {
    expect(decodeSharedSquad('not base64 !!')).toBeNull();
    expect(decodeSharedSquad(btoa('{"v":1}'))).toBeNull();
    expect(decodeSharedSquad(btoa('{"v":3}'))).toBeNull();
    expect(decodeSharedSquad(btoa(JSON.stringify(EMPTY_V2)))).toEqual(emptySquad());
    // Too long to be a squad: refused before it is decoded.
    expect(decodeSharedSquad(btoa(JSON.stringify({ ...EMPTY_V2, p: Array(5000).fill(['GK-0', 'a', 'b', '', 'GK', null, '']) })))).toBeNull();
    expect(decodeSharedSquad(btoa(JSON.stringify({ v: 1, f: '9-0-1', c: null, p: [] })))).toBeNull();
    expect(decodeSharedSquad(btoa(JSON.stringify({ v: 1, f: '4-4-2', c: null, p: Array(12).fill(['GK-0', 'a', 'b', '', 'GK', null, '']) })))).toBeNull();
    const good = EMPTY_V2;
    expect(decodeSharedSquad(btoa(JSON.stringify({ ...good, b: Array(10).fill(['SUB-0', 'a', 'b', '', 'GK', null, '']) })))).toBeNull();
    expect(decodeSharedSquad(btoa(JSON.stringify({ ...good, b: [['GK-0', 'a', 'b', '', 'GK', null, '']] })))).toBeNull();
    expect(decodeSharedSquad(btoa(JSON.stringify({ ...good, n: [['a', 100]] })))).toBeNull();
    expect(decodeSharedSquad(btoa(JSON.stringify({ ...good, x: ['red', '#ffffff'] })))).toBeNull();
    expect(decodeSharedSquad(btoa(JSON.stringify({ ...good, t: 'x'.repeat(41) })))).toBeNull();
    expect(decodeSharedSquad(btoa(JSON.stringify({ ...good, o: 'sideways' })))).toBeNull();
  });

  it('drops what the squad cannot hold: unknown slots, a captain off the pitch, a number used twice', () => {
    const good = EMPTY_V2;
    const row = (key: string, id: string) => [key, id, id, '', 'ST', null, ''];
    const forged = { ...good, p: [row('DCM-0', 'a'), row('FWD-0', 'b')], b: [row('SUB-1', 'c')], k: 'c', n: [['b', 9], ['c', 9]] };
    const squad = decodeSharedSquad(btoa(JSON.stringify(forged)))!;
    expect(Object.keys(squad.lineup)).toEqual(['FWD-0']);
    expect(squad.captain).toBeNull();
    expect(squad.numbers).toEqual({ b: 9 });
  });
});

describe('hand-over to the tactics board', () => {
  it('sends eleven in slot order, names or position codes, with depth and width', () => {
    const lineup = assignPlayer(assignPlayer({}, 'GK-0', p('1', 'Mert Günok (1)')), 'FWD-1', p('2', 'Ciro Immobile'));
    const players = tacticsPlayers('4-4-2', lineup);
    const slots = builderSlots('4-4-2');
    expect(players).toHaveLength(11);
    expect(players.map((x) => x.n)).toEqual(['Mert Günok', 'RB', 'CB', 'CB', 'LB', 'RM', 'CM', 'CM', 'LM', 'ST', 'Ciro Immobile']);
    expect(players.map((x) => [x.d, x.w])).toEqual(slots.map((s) => [s.depth, s.width]));
    expect(players[1].w).toBeLessThan(0.3);
    expect(players[4].w).toBeGreaterThan(0.7);
    expect(players[0].d).toBeLessThan(0.15);
  });

  it('carries bench, captain, numbers, kit, title and orientation; /taktik?ilk11=<encodeURIComponent(JSON)>', () => {
    let squad: Squad = { ...emptySquad('4-3-3'), club, title: 'Derbi', coach: 'Hoca', orientation: 'gk-top' };
    squad = must(placeInSquad(squad, 'FWD-1', p('9', 'Ciro Immobile')));
    squad = must(placeInSquad(squad, 'SUB-2', p('8', 'Cenk Tosun')));
    squad = must(setCaptain(squad, '9'));
    squad = must(setShirtNumber(squad, '9', 17));
    const link = tacticsBoardLink(squad);
    expect(link.startsWith('/taktik?ilk11=')).toBe(true);
    const value = new URLSearchParams(link.split('?')[1]).get('ilk11')!;
    expect(link).toBe(`/taktik?ilk11=${encodeURIComponent(value)}`);
    const parsed = JSON.parse(value);
    expect(parsed).toEqual(tacticsHandOver(squad));
    expect(parsed.formation).toBe('4-3-3');
    expect(parsed.players[9]).toMatchObject({ n: 'Ciro Immobile', num: 17 });
    expect(parsed.players[0]).toEqual(tacticsPlayers('4-3-3', {})[0]);
    expect(parsed).toMatchObject({ bench: ['Cenk Tosun'], captain: 9, title: 'Derbi', coach: 'Hoca', orientation: 'gk-top' });
    expect(parsed.kit).toEqual({ primary: '#000000', secondary: '#ffffff', text: '#ffffff' });
    // The board's own parser keeps every field.
    expect(parseBuilderLineup(value)).toEqual(parsed);
    expect(parseBuilderLineup(JSON.stringify({ formation: '4-3-3', players: parsed.players }))?.players).toEqual(parsed.players);
  });
});
