import { describe, expect, it } from 'vitest';
import type { BuilderPlayer } from '../players/types';
import { pickerOrder } from './picker';

const p = (id: string, positions: string[] | undefined, position = positions?.[0] ?? ''): BuilderPlayer => ({
  player_id: id,
  player_name: id,
  player_image_url: '',
  position,
  current_club_id: 1,
  club_name: 'Galatasaray',
  ...(positions ? { positions } : {}),
});

describe("a slot's picker", () => {
  // Best first, as the server sends a club's squad: Osimhen, then Icardi, Muslera, Günok, Sara.
  const squad = [p('osimhen', ['ST', 'CF']), p('icardi', ['ST']), p('muslera', ['GK']), p('gunok', ['GK']), p('sara', ['CM', 'CAM'])];

  it('offers the players who can play the slot first, best first, then the rest', () => {
    expect(pickerOrder(squad, 'GK', new Set()).map((x) => x.player_id)).toEqual(['muslera', 'gunok', 'osimhen', 'icardi', 'sara']);
    expect(pickerOrder(squad, 'CAM', new Set()).map((x) => x.player_id)).toEqual(['sara', 'osimhen', 'icardi', 'muslera', 'gunok']);
  });

  it('puts the players already in the squad last, and reads a typed name by its one position', () => {
    expect(pickerOrder(squad, 'GK', new Set(['muslera', 'osimhen'])).map((x) => x.player_id)).toEqual(['gunok', 'icardi', 'sara', 'muslera', 'osimhen']);
    expect(pickerOrder([p('typed', undefined, 'GK'), ...squad.slice(0, 1)], 'GK', new Set()).map((x) => x.player_id)).toEqual(['typed', 'osimhen']);
    // A bench place: no position to prefer.
    expect(pickerOrder(squad, null, new Set(['osimhen'])).map((x) => x.player_id)).toEqual(['icardi', 'muslera', 'gunok', 'sara', 'osimhen']);
  });
});
