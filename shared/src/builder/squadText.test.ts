import { describe, expect, it } from 'vitest';
import type { BuilderPlayer } from '../players/types';
import { emptySquad, placeInSquad, setCaptain, setShirtNumber, type Squad, type SquadChange } from './squad';
import { sizedFileName, squadText } from './squadText';

const must = (change: SquadChange): Squad => {
  if (!change.ok) throw new Error(change.code);
  return change.squad;
};
const p = (id: string, name: string): BuilderPlayer => ({ player_id: id, player_name: name, player_image_url: '', position: '', current_club_id: 1, club_name: 'Galatasaray' });
const GS = { club_id: 1, club_name: 'Galatasaray', logo_url: '' };
const ELEVEN: Array<[string, string]> = [
  ['GK-0', 'Muslera (1)'],
  ['DEF-0', 'Boey'],
  ['DEF-1', 'Nelsson'],
  ['DEF-2', 'Sánchez'],
  ['DEF-3', 'Jakobs'],
  ['DCM-0', 'Torreira'],
  ['DCM-1', 'Sara'],
  ['ACM-0', 'Barış Alper'],
  ['ACM-1', 'Ziyech'],
  ['ACM-2', 'Sané'],
  ['FWD-0', 'Osimhen'],
];

describe('text export', () => {
  it('writes the WhatsApp lineup: club (formation): lines from the goalkeeper, bench, captain, coach', () => {
    let s: Squad = { ...emptySquad('4-2-3-1'), club: GS, title: "Derbi 11'i", coach: 'Okan Buruk' };
    ELEVEN.forEach(([key, name], i) => (s = must(placeInSquad(s, key, p(`p${i}`, name)))));
    s = must(placeInSquad(s, 'SUB-0', p('s0', 'Günay')));
    s = must(placeInSquad(s, 'SUB-2', p('s2', 'Kaan Ayhan')));
    s = must(setCaptain(s, 'p0'));
    s = must(setShirtNumber(s, 'p10', 45));
    expect(squadText(s)).toBe(
      [
        "Derbi 11'i",
        'Galatasaray (4-2-3-1): Muslera; Boey, Nelsson, Sánchez, Jakobs; Torreira, Sara; Barış Alper, Ziyech, Sané; Osimhen (45)',
        'Yedekler: Günay, Kaan Ayhan',
        'Kaptan: Muslera',
        'Teknik direktör: Okan Buruk',
      ].join('\n'),
    );
  });

  it('shows empty slots by their position and leaves out what is not set', () => {
    const s = must(placeInSquad(emptySquad('4-4-2'), 'FWD-1', p('x', 'Icardi')));
    expect(squadText(s)).toBe('İlk 11 (4-4-2): GK; RB, CB, CB, LB; RM, CM, CM, LM; ST, Icardi');
  });

  it("names the files in the spec's pattern with the size", () => {
    expect(sizedFileName('4-2-3-1', 'Galatasaray (1)', 'post', 'png')).toBe('Ilk11_Stabil_4-2-3-1_Galatasaray_1080x1350.png');
    expect(sizedFileName('4-4-2', null, 'story', 'webm')).toBe('Ilk11_Stabil_4-4-2_Kadro_1080x1920.webm');
    expect(sizedFileName('4-4-2', 'Real Madrid', 'story', 'png')).toBe('Ilk11_Stabil_4-4-2_Real_Madrid_1080x1920.png');
  });
});
