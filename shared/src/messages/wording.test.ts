import { describe, expect, it } from 'vitest';
import { fieldMessage } from './input';
import { refusalOf } from './refusal';
import { refusalWording, schemaMessage, wordingOfText, wordMessage, wording } from './wording';

describe('wordMessage', () => {
  it('words an entry with its values in either language', () => {
    const short = wording('validation', 'FIELD_TOO_SHORT', { field: 'Kullanıcı adı', min: 3 });
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

describe('wordingOfText', () => {
  it("gives back the entry and values a schema's message was made from", () => {
    const text = schemaMessage(wording('validation', 'FIELD_TOO_LONG', { field: 'Oda adı', max: 40 }));
    expect(wordingOfText(text)).toEqual({ key: 'validation.FIELD_TOO_LONG', params: { field: 'Oda adı', max: 40 } });
    expect(wordMessage(wordingOfText(fieldMessage('TOO_MANY_LINE_BREAKS', 'Mesaj', { max: 5 }))!, 'en')).toBe(
      wordMessage(wording('input', 'TOO_MANY_LINE_BREAKS', { field: 'Message', max: 5 }), 'en'),
    );
  });

  it('finds an entry without values written as it is, and no other text', () => {
    expect(wordingOfText('Oda dolu.')).toEqual({ key: 'room.ROOM_FULL', params: {} });
    expect(wordingOfText('Bilinmeyen bir metin.')).toBeUndefined();
  });
});
