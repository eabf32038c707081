import { describe, expect, it } from 'vitest';
import { roomRefusalTexts, roomTexts, type RoomRefusalCode } from '../messages/room';
import { REFUSAL_STATUS } from '../refusal/kind';
import { kindOf, refusal, roomText } from './refusal';
import { turkishText } from '../messages/refusal';

describe('the room game\'s one refusal', () => {
  it('gives every code a Turkish text, its values filled in, and a 4xx status', () => {
    const params = { min: 3, max: 3, seconds: 5, slot: 'FWD-3', formation: '4-4-2', position: 'RB', player: 'M. Salah' };
    for (const code of Object.keys(roomRefusalTexts) as RoomRefusalCode[]) {
      const r = refusal(code, params);
      expect(r.code).toBe(code);
      expect(turkishText(r)).not.toMatch(/\{\w+\}/);
      expect(turkishText(r)).toMatch(/[a-zçğıöşü]/);
      const status = REFUSAL_STATUS[kindOf(r)];
      expect(status >= 400 && status < 500).toBe(true);
    }
    expect(refusal('NOT_YOUR_TURN')).toEqual({ code: 'NOT_YOUR_TURN', params: {} });
    expect(kindOf(refusal('NOT_YOUR_TURN'))).toBe('conflict');
    expect(turkishText(refusal('NOT_YOUR_TURN'))).toBe('Şu an sıra sizde değil.');
    expect(turkishText(refusal('TOO_MANY_ROOMS', { max: 3 }))).toBe('En fazla 3 açık odanız olabilir; yeni oda kurmak için önce birinden ayrılın.');
  });

  it('fills the notices and answers the same way', () => {
    for (const key of Object.keys(roomTexts) as Array<keyof typeof roomTexts>) {
      expect(roomText(key, { leaver: 'a', ai: 'b', creator: 'c', player: 'd', position: 'CM', host: 'e', room: 'f', name: 'g', teamA: 'h', teamB: 'i', seconds: 9, minute: 37, amount: 5 })).not.toMatch(/\{\w+\}/);
    }
  });
});
