import { describe, expect, it } from 'vitest';
import type { BuilderPlayer, BuilderTeam } from '../players/types';
import { builderSlots } from './formations';
import {
  assignPlayer,
  canChooseForSlot,
  displayName,
  type Lineup,
  lineupSize,
  manualPlayer,
  matchesPlayerSearch,
  movePlayer,
  removePlayer,
} from './lineup';

const player = (id: string, name = `Oyuncu ${id}`, club = 'Galatasaray'): BuilderPlayer => ({
  player_id: id,
  player_name: name,
  player_image_url: `/api/images/${id}`,
  position: 'CM',
  current_club_id: 1,
  club_name: club,
});
const club: BuilderTeam = { club_id: 7, club_name: 'Fenerbahçe (1907)', logo_url: '/api/images/fb' };

/** A full 4-4-2. */
function fullLineup(): Lineup {
  return builderSlots('4-4-2').reduce<Lineup>((l, s, i) => assignPlayer(l, s.key, player(`p${i}`)), {});
}

describe("lineup rules (docs/builder.md, 'Placing and moving')", () => {
  it('assigns a player keyed by slot with assignedPosition', () => {
    const l = assignPlayer({}, 'DEF-1', player('a'));
    expect(l).toEqual({ 'DEF-1': { ...player('a'), assignedPosition: 'DEF-1' } });
  });

  it('replaces the occupant of a slot', () => {
    const l = assignPlayer(assignPlayer({}, 'MID-0', player('a')), 'MID-0', player('b'));
    expect(Object.keys(l)).toEqual(['MID-0']);
    expect(l['MID-0'].player_id).toBe('b');
  });

  it('refuses a 12th player but allows replacing one of the eleven', () => {
    const full = fullLineup();
    expect(lineupSize(full)).toBe(11);
    expect(canChooseForSlot(full, 'EXTRA-0')).toBe(false);
    expect(assignPlayer(full, 'EXTRA-0', player('x'))).toBe(full);
    expect(canChooseForSlot(full, 'FWD-1')).toBe(true);
    const replaced = assignPlayer(full, 'FWD-1', player('x'));
    expect(lineupSize(replaced)).toBe(11);
    expect(replaced['FWD-1'].player_id).toBe('x');
    const ten = removePlayer(full, 'GK-0');
    expect(canChooseForSlot(ten, 'GK-0')).toBe(true);
  });

  it('keeps a player in one slot only', () => {
    const l = assignPlayer(assignPlayer({}, 'MID-0', player('a')), 'FWD-0', player('a'));
    expect(Object.keys(l)).toEqual(['FWD-0']);
  });

  it('removes with the X, and removing an empty slot changes nothing', () => {
    const l = assignPlayer({}, 'GK-0', player('a'));
    expect(removePlayer(l, 'GK-0')).toEqual({});
    expect(removePlayer(l, 'DEF-0')).toBe(l);
  });

  it('moves a card onto an empty slot', () => {
    const l = movePlayer(assignPlayer({}, 'MID-1', player('a')), 'MID-1', 'FWD-0');
    expect(l).toEqual({ 'FWD-0': { ...player('a'), assignedPosition: 'FWD-0' } });
  });

  it('drops the occupant of the target slot instead of swapping', () => {
    const start = assignPlayer(assignPlayer({}, 'MID-1', player('a')), 'FWD-0', player('b'));
    const l = movePlayer(start, 'MID-1', 'FWD-0');
    expect(Object.keys(l)).toEqual(['FWD-0']);
    expect(l['FWD-0'].player_id).toBe('a');
    expect(Object.values(l).some((e) => e.player_id === 'b')).toBe(false);
  });

  it('does nothing when dropped outside, on itself, or from an empty slot', () => {
    const l = assignPlayer({}, 'MID-1', player('a'));
    expect(movePlayer(l, 'MID-1', null)).toBe(l);
    expect(movePlayer(l, 'MID-1', undefined)).toBe(l);
    expect(movePlayer(l, 'MID-1', 'MID-1')).toBe(l);
    expect(movePlayer(l, 'MID-2', 'FWD-0')).toBe(l);
  });
});

describe("manual players (docs/builder.md, 'Players and clubs')", () => {
  it("is 'manual-{timestamp}' with the slot's position and the selected club", () => {
    expect(manualPlayer('  Ahmet Yılmaz ', 'ST', club, 1700000000000)).toEqual({
      player_id: 'manual-1700000000000',
      player_name: 'Ahmet Yılmaz',
      player_image_url: '',
      position: 'ST',
      current_club_id: 7,
      club_name: 'Fenerbahçe',
    });
  });

  it("is a 'Serbest Oyuncu' without a club", () => {
    expect(manualPlayer('Ali', 'GK', null, 5)?.club_name).toBe('Serbest Oyuncu');
    expect(manualPlayer('Ali', 'GK', null, 5)?.current_club_id).toBeNull();
  });

  it('needs a non-empty name', () => {
    expect(manualPlayer('   ', 'GK', club, 5)).toBeNull();
    expect(manualPlayer('', 'GK', null, 5)).toBeNull();
  });
});

describe('names and files', () => {
  it("strips the ' (number)' suffix and shows 'Bilinmiyor' for nobody", () => {
    expect(displayName('Mauro Icardi (9)')).toBe('Mauro Icardi');
    expect(displayName('Galatasaray (141)')).toBe('Galatasaray');
    expect(displayName('Team (B) United')).toBe('Team (B) United');
    expect(displayName('Player (10a)')).toBe('Player (10a)');
    expect(displayName('')).toBe('Bilinmiyor');
    expect(displayName(undefined)).toBe('Bilinmiyor');
    expect(displayName(' (7)')).toBe('Bilinmiyor');
  });

  it('searches player or club name case-insensitively', () => {
    const p = player('a', 'İlkay Gündoğan', 'Manchester City');
    expect(matchesPlayerSearch(p, 'ILKAY')).toBe(true);
    expect(matchesPlayerSearch(p, 'gundogan')).toBe(true);
    expect(matchesPlayerSearch(p, 'city')).toBe(true);
    expect(matchesPlayerSearch(p, '  ')).toBe(true);
    expect(matchesPlayerSearch(p, 'arsenal')).toBe(false);
    // Accents and the dotless i folded: 'isik' finds 'Işık', 'guler' finds 'Güler', 'IŞIK' too.
    expect(matchesPlayerSearch(player('b', 'Berkan Işık', 'Beşiktaş'), 'isik')).toBe(true);
    expect(matchesPlayerSearch(player('b', 'Berkan Işık', 'Beşiktaş'), 'IŞIK')).toBe(true);
    expect(matchesPlayerSearch(player('c', 'Arda Güler', 'Real Madrid'), 'guler')).toBe(true);
    expect(matchesPlayerSearch(player('b', 'Berkan Işık', 'Beşiktaş'), 'besiktas')).toBe(true);
  });
});
