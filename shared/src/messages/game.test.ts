import { describe, expect, it } from 'vitest';
import { gameMessage, gameMessages } from './game';
import { refusal, REFUSAL_STATUS } from '../game/refusal';

describe('game messages', () => {
  it('fills in named values and leaves unknown ones visible', () => {
    expect(gameMessage('WRONG_POSITION', { position: 'GK' })).toBe('Bu oyuncu GK pozisyonunda oynayamaz.');
    expect(gameMessage('UNKNOWN_SLOT', { slot: 'FWD-3' })).toBe("'FWD-3' dizilişinizde ({formation}) olmayan bir pozisyon.");
  });
  it('gives every code a Turkish text and an HTTP status', () => {
    for (const code of Object.keys(gameMessages) as Array<keyof typeof gameMessages>) {
      const r = refusal(code);
      expect(r.message.length).toBeGreaterThan(3);
      expect([400, 401, 403, 404, 409]).toContain(REFUSAL_STATUS[r.kind]);
    }
  });
});
