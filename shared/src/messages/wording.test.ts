import { describe, expect, it } from 'vitest';
import { catalogues } from './catalogues';
import { refusalOf } from './refusal';
import { turkishCatalogues, turkishMessage } from './turkish';
import { refusalWording, wordMessage, wording, type MessageKey } from './wording';

describe('wordMessage', () => {
  it('words an entry with its values in either language', () => {
    const short = wording('validation', 'FIELD_TOO_SHORT', { field: 'USERNAME', min: 3 });
    expect(wordMessage(short, 'tr')).toBe('Kullanıcı adı en az 3 karakter olmalıdır.');
    expect(wordMessage(short, 'en')).toBe('Username must be at least 3 characters.');
  });

  it('tells entries of one code apart by their catalogue', () => {
    expect(wordMessage(wording('room', 'WRONG_PASSWORD'), 'en')).toBe('Wrong password.');
    expect(wordMessage(wording('accounts', 'WRONG_PASSWORD'), 'en')).toBe('Your current password is wrong.');
  });

  it('words a position in the language and a wait in seconds, rounded up', () => {
    const placed = wording('roomTexts', 'PICK_PLACED', { player: 'M. Akanji', position: 'CB' });
    expect(wordMessage(placed, 'tr')).toBe('M. Akanji STP mevkiine yerleşti.');
    expect(wordMessage(placed, 'en')).toBe('M. Akanji placed at CB.');
    const locked = (wait: number) => wording('accounts', 'LOGIN_LOCKED', { wait });
    expect(wordMessage(locked(15), 'tr')).toBe('Bu hesaba çok fazla hatalı giriş denemesi yapıldı. Lütfen 15 saniye sonra tekrar deneyin.');
    expect(wordMessage(locked(0.2), 'tr')).toMatch(/Lütfen 1 saniye sonra/);
    expect(wordMessage(locked(900), 'tr')).toMatch(/Lütfen 15 dakika sonra/);
    expect(wordMessage(locked(14.2), 'en')).toBe('Too many failed sign-in attempts on this account. Please try again in 15 seconds.');
    expect(wordMessage(locked(61), 'en')).toContain('in 2 minutes.');
  });

  it("words a rule's refusal from its area's entry", () => {
    const full = refusalWording(refusalOf('ROOM_FULL'));
    expect(full.key).toBe('room.ROOM_FULL');
    expect(wordMessage(full, 'en')).toBe('The room is full.');
  });
});

describe('turkishMessage', () => {
  it('words an entry in Turkish as wordMessage does, from the Turkish catalogues alone', () => {
    for (const w of [
      wording('validation', 'FIELD_TOO_SHORT', { field: 'USERNAME', min: 3 }),
      wording('roomTexts', 'PICK_PLACED', { player: 'M. Akanji', position: 'CB' }),
      wording('accounts', 'LOGIN_LOCKED', { wait: 61 }),
      wording('room', 'WRONG_PASSWORD'),
    ])
      expect(turkishMessage(w)).toBe(wordMessage(w, 'tr'));
    expect(() => turkishMessage({ key: 'room.toString' as MessageKey, params: {} })).toThrow(/no catalogue entry/);
  });

  it('has every catalogue of catalogues.ts, Turkish table for Turkish table', () => {
    expect(Object.keys(turkishCatalogues).sort()).toEqual(catalogues.map((c) => c.name).sort());
    for (const c of catalogues) expect(turkishCatalogues[c.name], c.name).toBe(c.tr);
  });
});
