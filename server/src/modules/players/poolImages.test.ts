import { describe, expect, it } from 'vitest';
import { matchPoolImages, playerKey, portraitOf, type PoolClubRef, type TmClub, type TmPlayer } from './poolImages';

const tm = (player_id: string, name: string, club: string, extra: Partial<TmPlayer> = {}): TmPlayer => {
  const words = name.split(' ');
  return {
    player_id,
    first_name: words.length > 1 ? words[0] : '',
    last_name: words.at(-1)!,
    name,
    last_season: 2025,
    current_club_id: club,
    country_of_citizenship: 'Turkey',
    image_url: `https://img.a.transfermarkt.technology/portrait/header/${player_id}-1.jpg?lm=1`,
    ...extra,
  };
};
const tmClubs: TmClub[] = [
  { club_id: '141', name: 'Galatasaray', domestic_competition_id: 'TR1', last_season: 2025 },
  { club_id: '36', name: 'Fenerbahce', domestic_competition_id: 'TR1', last_season: 2025 },
  { club_id: '27', name: 'Bayern Munich', domestic_competition_id: 'L1', last_season: 2025 },
  { club_id: '46', name: 'Inter Milan', domestic_competition_id: 'IT1', last_season: 2025 },
  { club_id: '5', name: 'AC Milan', domestic_competition_id: 'IT1', last_season: 2025 },
  { club_id: '99', name: 'Galatasaray Old', domestic_competition_id: 'TR1', last_season: 2019 },
];
const pool: PoolClubRef[] = [
  {
    id: 1,
    name: 'Galatasaray',
    competition: 'TR1',
    players: [
      { shortName: 'F. Muslera', fullName: 'Fernando Muslera', nationality: 'Uruguay' },
      { shortName: 'Barış Alper Yılmaz', fullName: 'Barış Alper Yılmaz', nationality: 'Turkey' },
      { shortName: 'G. Sara', fullName: 'Gabriel Sara Silva', nationality: 'Brazil' },
      { shortName: 'K. Demirbay', fullName: 'Kerem Demirbay', nationality: 'Germany' },
      { shortName: 'Nobody', fullName: 'Nobody Known', nationality: 'Turkey' },
    ],
  },
  { id: 9, name: 'Bayern München', competition: 'L1', players: [{ shortName: 'H. Kane', fullName: 'Harry Edward Kane', nationality: 'England' }] },
  { id: 301, name: 'AC Milan', competition: 'IT1', players: [] },
  { id: 302, name: 'Inter', competition: 'IT1', players: [] },
];
const players: TmPlayer[] = [
  tm('1', 'Fernando Muslera', '141'),
  tm('2', 'Barış Alper Yılmaz', '141', { image_url: 'https://img.a.transfermarkt.technology/portrait/header/default.jpg?lm=1' }),
  tm('3', 'Gabriel Sara', '141'),
  // Moved since: found by name and nationality; a namesake of another country is not him.
  tm('4', 'Kerem Demirbay', '1000', { country_of_citizenship: 'Germany' }),
  tm('5', 'Kerem Demirbay', '2000', { country_of_citizenship: 'Turkey', last_season: 2025 }),
  tm('6', 'Harry Kane', '27', { first_name: 'Harry', country_of_citizenship: 'England' }),
];

describe('crests and portraits for the shipped pool', () => {
  const match = matchPoolImages(pool, players, tmClubs);

  it('finds each club in its competition by name, aliases and the closest name first', () => {
    expect(Object.fromEntries(match.clubs)).toEqual({ 1: '141', 9: '27', 301: '5', 302: '46' });
  });

  it('matches players tier by tier, never twice and never guessing between two', () => {
    const tierOf = (club: number, name: string) => match.players.get(playerKey(club, name))?.tier;
    expect(tierOf(1, 'Fernando Muslera')).toBe('long name + club');
    expect(tierOf(1, 'Gabriel Sara Silva')).toBe('short name + club');
    expect(tierOf(9, 'Harry Edward Kane')).toBe('short name + club');
    expect(match.players.get(playerKey(1, 'Kerem Demirbay'))).toMatchObject({ tier: 'moved: name + nationality', tm: { player_id: '4' } });
    expect(tierOf(1, 'Nobody Known')).toBeUndefined();
  });

  it("keeps Transfermarkt's placeholder out: no portrait rather than a grey silhouette", () => {
    expect(portraitOf(match.players.get(playerKey(1, 'Barış Alper Yılmaz'))!.tm)).toBeNull();
    expect(portraitOf(match.players.get(playerKey(1, 'Fernando Muslera'))!.tm)).toBe('https://img.a.transfermarkt.technology/portrait/header/1-1.jpg?lm=1');
  });
});
