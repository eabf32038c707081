import type { ClubRecord, PlayerRecord } from '../modules/players/poolWriter';
import { deriveFaceRatings, deriveGoalkeeping } from '@onbir/shared/players/ratings';
import type { Position } from '@onbir/shared/players/types';

const ROTATION: Position[] = ['GK', 'CB', 'RB', 'LB', 'CDM', 'CM', 'CAM', 'RW', 'LW', 'ST'];

/** A made-up club with `count` made-up players (tests and the bench only; never shipped). */
export function syntheticClub(id: number, league: string, count: number, opts: { faceUrl?: string } = {}): { club: ClubRecord; players: PlayerRecord[] } {
  const club: ClubRecord = {
    id,
    name: `Test Kulübü ${id}`,
    league,
    primaryColor: '#123456',
    secondaryColor: '#abcdef',
    crestUrl: null,
    source: 'test',
    sourceId: String(id),
  };
  const players = Array.from({ length: count }, (_, i): PlayerRecord => {
    const position = ROTATION[i % ROTATION.length];
    const overall = 40 + ((i * 37 + id) % 50);
    return {
      id: `test-${id}-${i}`,
      fullName: `Oyuncu ${id} Numara ${i}`,
      shortName: `O. ${id}-${i}`,
      positions: [position],
      nationality: 'Türkiye',
      shirtNumber: (i % 99) + 1,
      clubId: id,
      league,
      overall,
      ...deriveFaceRatings(overall, position),
      goalkeeping: deriveGoalkeeping(overall, position),
      faceUrl: opts.faceUrl ?? null,
      source: 'test',
    };
  });
  return { club, players };
}
