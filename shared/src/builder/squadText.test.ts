import { describe, expect, it } from 'vitest';
import type { BuilderPlayer } from '../players/types';
import { emptySquad, placeInSquad, setCaptain, setShirtNumber, type Squad, type SquadChange } from './squad';
import { matchCardFileName, pngFileName, sizedFileName, squadText } from './squadText';

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
    expect(squadText(s, 'tr')).toBe(
      [
        "Derbi 11'i",
        'Galatasaray (4-2-3-1): Muslera; Boey, Nelsson, Sánchez, Jakobs; Torreira, Sara; Barış Alper, Ziyech, Sané; Osimhen (45)',
        'Yedekler: Günay, Kaan Ayhan',
        'Kaptan: Muslera',
        'Teknik direktör: Okan Buruk',
      ].join('\n'),
    );
    // The same squad for a reader of English: the names as they are, the words in English.
    expect(squadText(s, 'en')).toBe(
      [
        "Derbi 11'i",
        'Galatasaray (4-2-3-1): Muslera; Boey, Nelsson, Sánchez, Jakobs; Torreira, Sara; Barış Alper, Ziyech, Sané; Osimhen (45)',
        'Subs: Günay, Kaan Ayhan',
        'Captain: Muslera',
        'Manager: Okan Buruk',
      ].join('\n'),
    );
  });

  it("shows empty slots by their position in the reader's codes and leaves out what is not set", () => {
    const s = must(placeInSquad(emptySquad('4-4-2'), 'FWD-1', p('x', 'Icardi')));
    expect(squadText(s, 'tr')).toBe('İlk 11 (4-4-2): KL; SĞB, STP, STP, SLB; SĞO, MO, MO, SLO; FV, Icardi');
    expect(squadText(s, 'en')).toBe('Starting XI (4-4-2): GK; RB, CB, CB, LB; RM, CM, CM, LM; ST, Icardi');
  });

  it("names the PNG 'Ilk11_Stabil_{formation}_{club or Kadro}.png' with underscores for spaces, in English 'Starting_XI_…'", () => {
    expect(pngFileName('4-4-2', 'Real Madrid (418)', 'tr')).toBe('Ilk11_Stabil_4-4-2_Real_Madrid.png');
    expect(pngFileName('4-2-3-1', 'Paris Saint Germain', 'tr')).toBe('Ilk11_Stabil_4-2-3-1_Paris_Saint_Germain.png');
    expect(pngFileName('3-5-2', null, 'tr')).toBe('Ilk11_Stabil_3-5-2_Kadro.png');
    expect(pngFileName('4-4-2', 'Real Madrid (418)', 'en')).toBe('Starting_XI_4-4-2_Real_Madrid.png');
    expect(pngFileName('3-5-2', null, 'en')).toBe('Starting_XI_3-5-2_Squad.png');
  });

  it("names the files in the PNG's pattern with the size", () => {
    expect(sizedFileName('4-2-3-1', 'Galatasaray (1)', 'post', 'png', 'tr')).toBe('Ilk11_Stabil_4-2-3-1_Galatasaray_1080x1350.png');
    expect(sizedFileName('4-4-2', null, 'story', 'webm', 'tr')).toBe('Ilk11_Stabil_4-4-2_Kadro_1080x1920.webm');
    expect(sizedFileName('4-4-2', 'Real Madrid', 'story', 'png', 'tr')).toBe('Ilk11_Stabil_4-4-2_Real_Madrid_1080x1920.png');
    expect(sizedFileName('4-4-2', 'Beşiktaş', 'post', 'png', 'en')).toBe('Starting_XI_4-4-2_Beşiktaş_1080x1350.png');
    expect(sizedFileName('4-4-2', null, 'story', 'mp4', 'en')).toBe('Starting_XI_4-4-2_Squad_1080x1920.mp4');
  });

  it("names the quick match's result card by both teams and the score", () => {
    expect(matchCardFileName(["Senin 11'in", 'Mavi Yıldız'], [2, 1], 'tr')).toBe("Ilk11_Mac_Senin_11'in_Mavi_Yıldız_2-1_1080x1350.png");
    expect(matchCardFileName(['Your XI', 'Real Madrid'], [0, 0], 'en')).toBe('Starting_XI_Match_Your_XI_Real_Madrid_0-0_1080x1350.png');
  });
});
