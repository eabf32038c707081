import { describe, expect, it } from 'vitest';
import { simulateMatch } from '../match/engine';
import { canPlay, positionsOf } from '../players/positions';
import type { GamePlayer } from '../players/types';
import { builderSlots } from './formations';
import { clubBestEleven, clubTeam, fanTeam, inputFingerprint, NEUTRAL_OVERALL, quickMatchInput } from './quickMatch';
import { emptySquad, placeInSquad, type Squad } from './squad';

const gp = (id: string, positions: string, overall: number): GamePlayer => ({
  id,
  short_name: id,
  long_name: id,
  player_positions: positions,
  player_face_url: '',
  league_name: 'Süper Lig',
  club_name: 'Galatasaray',
  overall,
  pace: overall,
  shooting: overall,
  passing: overall,
  dribbling: overall,
  defending: overall,
  physic: overall,
  goalkeeping: positions === 'GK' ? overall : 10,
});
// A squad of 24, best first, as the server sends it: two keepers, eight defenders, eight midfielders, six forwards.
const SQUAD: GamePlayer[] = [
  ['osimhen', 'ST', 88], ['muslera', 'GK', 84], ['icardi', 'ST, CF', 83], ['torreira', 'CDM, CM', 82], ['sara', 'CM, CAM', 81],
  ['sanchez', 'CB', 80], ['barış', 'RW, ST, LW', 79], ['jakobs', 'LB, LWB', 78], ['bardakci', 'CB', 78], ['mertens', 'CAM, CF', 77],
  ['nelsson', 'CB', 76], ['kaan', 'CB, RB', 75], ['sallai', 'RW, RM', 75], ['demirbay', 'CM, CDM', 74], ['jelert', 'RB, RWB', 73],
  ['yunus', 'LW, LM', 73], ['elmali', 'LB', 72], ['berkan', 'CM', 71], ['gunay', 'GK', 70], ['ahmed', 'ST', 68],
  ['eyup', 'CM', 64], ['metehan', 'CB', 62], ['kazimcan', 'LB', 62], ['gokdeniz', 'RM, RW', 60],
].map(([id, pos, o]) => gp(id as string, pos as string, o as number));

function fanSquad(): Squad {
  let squad = emptySquad('4-2-3-1');
  for (const [i, slot] of builderSlots('4-2-3-1').entries()) {
    const player = i === 10 ? { player_id: 'manual-1', player_name: 'Mahalleden Ali', player_image_url: '', position: 'ST', current_club_id: null, club_name: 'Serbest Oyuncu' } : { player_id: SQUAD[i].id, player_name: SQUAD[i].short_name, player_image_url: '', position: slot.position, current_club_id: 1, club_name: 'Galatasaray' };
    const change = placeInSquad(squad, slot.key, player);
    if (!change.ok) throw new Error(change.code);
    squad = change.squad;
  }
  return squad;
}

describe("'Bu 11'i oynat'", () => {
  it("picks the club's best eleven by the AI managers' logic: eleven different players, each in a position he plays, the best total", () => {
    const eleven = clubBestEleven(SQUAD)!;
    expect(eleven.players).toHaveLength(11);
    expect(new Set(eleven.players.map((p) => p.player.id)).size).toBe(11);
    for (const p of eleven.players) expect(canPlay(positionsOf(p.player), p.position), `${p.player.id} ${p.position}`).toBe(true);
    expect(eleven.players.filter((p) => p.position === 'GK').map((p) => p.player.id)).toEqual(['muslera']);
    // Listed as the formation reads, goalkeeper first.
    expect(eleven.players[0].player.id).toBe('muslera');
    expect(eleven.players.map((p) => p.player.id)).toContain('osimhen');
    // The same squad gives the same eleven; a squad that cannot fill any formation gives none.
    expect(clubBestEleven([...SQUAD])).toEqual(eleven);
    expect(clubBestEleven(SQUAD.filter((p) => p.player_positions !== 'GK'))).toBeNull();
  });

  it('plays a typed name at a neutral rating, named as such; an unfinished eleven cannot play', () => {
    const squad = fanSquad();
    const found = new Map(SQUAD.map((p) => [p.id, p]));
    const { team, neutral } = fanTeam(squad, found, 'Your XI')!;
    expect(team.name).toBe('Your XI');
    expect(neutral).toEqual(['Mahalleden Ali']);
    expect(team.players[10]).toMatchObject({ name: 'Mahalleden Ali', overall: NEUTRAL_OVERALL, slotPosition: 'ST', positions: ['ST'] });
    // A pool player plays in the slot the fan gave him, with his own ratings.
    expect(team.players[0]).toMatchObject({ id: 'osimhen', slotPosition: 'GK', overall: 88 });
    expect(fanTeam({ ...squad, lineup: {} }, found, 'Your XI')).toBeNull();
  });

  it('the same lineup, club and seed give the same match, event for event; another seed another match', () => {
    const fan = fanTeam(fanSquad(), new Map(SQUAD.map((p) => [p.id, p])), "Senin 11'in")!.team;
    const club = clubTeam('Galatasaray', clubBestEleven(SQUAD)!);
    const once = simulateMatch(quickMatchInput(fan, club, 20261124));
    const again = simulateMatch(quickMatchInput(fanTeam(fanSquad(), new Map(SQUAD.map((p) => [p.id, p])), "Senin 11'in")!.team, clubTeam('Galatasaray', clubBestEleven([...SQUAD])!), 20261124));
    expect(JSON.stringify(again)).toBe(JSON.stringify(once));
    expect(once.events.at(-1)!.type).toBe('end');
    const other = simulateMatch(quickMatchInput(fan, club, 7));
    expect(JSON.stringify(other.events)).not.toBe(JSON.stringify(once.events));
    // The fingerprint follows the players' ratings, not the seed.
    expect(inputFingerprint(quickMatchInput(fan, club, 1))).toBe(inputFingerprint(quickMatchInput(fan, club, 2)));
    expect(inputFingerprint(quickMatchInput({ ...fan, players: fan.players.map((p, i) => (i === 0 ? { ...p, overall: 1 } : p)) }, club, 1))).not.toBe(inputFingerprint(quickMatchInput(fan, club, 1)));
  });
});
