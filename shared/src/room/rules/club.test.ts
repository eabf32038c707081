import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { turkishText } from '../../messages/refusal';
import { Random } from '../../match/random';
import { roomRefusalTexts } from '../../messages/room';
import { AI_CLUB_KITS, aiClub } from './aiClubs';
import { CLUB_COLOR_MIN_DISTANCE, checkClub, cleanClub, clubsLocked, teamNameOf } from './club';
import { colorDistance, normalizeHex, readableOn } from './clubColors';

const club = (name: string, colors: string[] = ['#e30a17', '#ffffff']) => ({ name, colors });
const codeOf = (name: string, colors?: string[], others: string[] = []) => checkClub(club(name, colors), others)?.code ?? null;

describe('the club rule', () => {
  it('accepts real-looking names with two distinct colours, cleaned', () => {
    for (const name of ['Kartal Spor', 'St. Pauli', 'Brighton & Hove', "Newell's", 'Kasımpaşa-1921', 'İdman Yurdu', 'Çaykur Rize', 'FC 04']) expect(codeOf(name)).toBeNull();
    expect(cleanClub({ name: '  Kartal   Spor ', colors: ['#E30A17', ' #FFFFFF '] })).toEqual({ name: 'Kartal Spor', colors: ['#e30a17', '#ffffff'] });
  });
  it('refuses each broken name with its own Turkish text', () => {
    expect(codeOf('   ')).toBe('CLUB_NAME_REQUIRED');
    expect(codeOf('FK')).toBe('CLUB_NAME_TOO_SHORT');
    expect(turkishText(checkClub(club('FK'), [])!)).toBe('Kulüp adı en az 3 karakter olmalıdır.');
    expect(codeOf('Çok Uzun Bir Kulüp Adı Burada')).toBe('CLUB_NAME_TOO_LONG');
    expect(codeOf('x'.repeat(24))).toBeNull();
    for (const name of ['<script>', 'Kartal 🦅', 'Kartal\u0000Spor', 'Kartal\u200bSpor', '1907', '...', 'a/b/c', 'Kartal_Spor']) expect(codeOf(name), name).toBe('CLUB_NAME_CHARACTERS');
  });
  it('refuses colours that are no #rrggbb, or too alike to tell apart', () => {
    for (const colors of [['red', '#ffffff'], ['#fff', '#000000'], ['#e30a17'], ['#e30a17', '#ffffff', '#000000'], ['#e30a1g', '#ffffff'], ['', '']]) {
      expect(codeOf('Kartal Spor', colors), colors.join()).toBe('CLUB_COLOR_INVALID');
    }
    expect(codeOf('Kartal Spor', ['#ffffff', '#f4f4f4'])).toBe('CLUB_COLORS_TOO_CLOSE');
    expect(codeOf('Kartal Spor', ['#e30a17', '#e30a17'])).toBe('CLUB_COLORS_TOO_CLOSE');
    expect(codeOf('Kartal Spor', ['#c8102e', '#b01030'])).toBe('CLUB_COLORS_TOO_CLOSE');
    expect(codeOf('Kartal Spor', ['#0b3d91', '#ffd100'])).toBeNull();
    expect(codeOf('Kartal Spor', ['#111111', '#ffffff'])).toBeNull();
  });
  it('refuses a name another team of the room plays under, whatever its case, accents or spaces', () => {
    expect(codeOf('Kartal Spor', undefined, ['kartal  SPOR'])).toBe('CLUB_NAME_TAKEN');
    expect(codeOf('Kartal Spör', undefined, ['Kartal Spor'])).toBe('CLUB_NAME_TAKEN');
    expect(codeOf('Işık FK', undefined, ['isik fk'])).toBe('CLUB_NAME_TAKEN');
    expect(codeOf('mehmet', undefined, ['mehmet'])).toBe('CLUB_NAME_TAKEN');
    expect(codeOf('Kartal Spor', undefined, ['Kartal Gücü'])).toBeNull();
    expect(codeOf('G\u0430latasaray', undefined, ['Galatasaray'])).toBe('CLUB_NAME_TAKEN');
    expect(codeOf('G\u03b1latasaray', undefined, ['Galatasaray'])).toBe('CLUB_NAME_TAKEN');
    expect(codeOf('Galatasaray', undefined, ['G\u0430l\u0430t\u0430s\u0430r\u0430y'])).toBe('CLUB_NAME_TAKEN');
  });
  it('refuses more than two combining marks on one letter, and keeps two (Vietnamese ồ)', () => {
    expect(codeOf('Ka\u0301\u0300\u0302rtal')).toBe('CLUB_NAME_MARKS');
    expect(turkishText(checkClub(club('Ka\u0301\u0300\u0302rtal'), [])!)).toBe('Kulüp adında bir harfin üzerine en fazla 2 işaret (aksan) konabilir.');
    expect(codeOf('Hồ Chí Minh FC')).toBeNull();
  });
  it('has a Turkish text for every refusal it gives', () => {
    for (const c of ['CLUB_NAME_REQUIRED', 'CLUB_NAME_TOO_SHORT', 'CLUB_NAME_TOO_LONG', 'CLUB_NAME_CHARACTERS', 'CLUB_NAME_MARKS', 'CLUB_COLOR_INVALID', 'CLUB_COLORS_TOO_CLOSE', 'CLUB_NAME_TAKEN'] as const) {
      expect(roomRefusalTexts[c]).toMatch(/[a-zçğıöşü]/);
    }
  });
  it('never throws on any input, and whatever it accepts is clean', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), fc.array(fc.string({ maxLength: 9 }), { maxLength: 3 }), (name, colors) => {
        const refused = checkClub({ name, colors }, []);
        if (refused) return;
        const cleaned = cleanClub({ name, colors });
        expect(cleaned.name).toBe(cleaned.name.trim());
        expect(cleaned.colors.every((c) => c !== null && /^#[0-9a-f]{6}$/.test(c))).toBe(true);
      }),
    );
  });
  it('locks clubs from the first kick-off', () => {
    expect(clubsLocked({ status: 'draft_finished', fixtures: [] })).toBe(false);
    expect(clubsLocked({ status: 'in_progress', fixtures: [{ startedAt: null, played: false }] })).toBe(false);
    expect(clubsLocked({ status: 'in_progress', fixtures: [{ startedAt: 5, played: false }] })).toBe(true);
    expect(clubsLocked({ status: 'in_progress', fixtures: [{ startedAt: null, played: true }] })).toBe(true);
    expect(clubsLocked({ status: 'finished', fixtures: [] })).toBe(true);
  });
  it("names a team by its club, else by its manager", () => {
    expect(teamNameOf({ name: 'mehmet', club: null })).toBe('mehmet');
    expect(teamNameOf({ name: 'mehmet' })).toBe('mehmet');
    expect(teamNameOf({ name: 'mehmet', club: { name: 'Kartal Spor', colors: ['#000000', '#ffffff'] } })).toBe('Kartal Spor');
  });
});

describe('kit colours', () => {
  it('reads hex only, and measures what people see', () => {
    expect(normalizeHex('#E30A17')).toBe('#e30a17');
    expect(normalizeHex('e30a17')).toBeNull();
    expect(colorDistance('#000000', '#ffffff')).toBeCloseTo(100, 0);
    expect(colorDistance('#e30a17', '#e30a17')).toBe(0);
    expect(readableOn('#ffd100')).toBe('#111111');
    expect(readableOn('#0b3d91')).toBe('#ffffff');
  });
});

describe('AI managers\' clubs', () => {
  it('are seeded, valid by the club rule, unique in the room, with kits apart', () => {
    const a = aiClub(new Random(7), [], []);
    expect(aiClub(new Random(7), [], [])).toEqual(a);
    expect(checkClub(a, [])).toBeNull();
    const taken: string[] = [];
    const colors: string[] = [];
    for (let i = 0; i < 7; i++) {
      const c = aiClub(new Random(100 + i), taken, colors);
      expect(checkClub(c, taken)).toBeNull();
      taken.push(c.name);
      colors.push(c.colors[0]);
    }
    expect(new Set(taken).size).toBe(7);
  });
  it('offers only kits the rule accepts', () => {
    for (const [p, s] of AI_CLUB_KITS) expect(colorDistance(p, s)).toBeGreaterThanOrEqual(CLUB_COLOR_MIN_DISTANCE);
  });
});
