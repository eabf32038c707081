import { describe, expect, it } from 'vitest';
import { draftAiRefusal } from '../game/draftAiRefusal';
import { REFUSAL_STATUS } from '../game/refusal';
import { draftAiMessages, type DraftAiCode } from './draftAi';
import { fillMessage } from './fill';

describe('draftAi messages', () => {
  it('gives every refusal code a Turkish text and an HTTP status', () => {
    const codes = (Object.keys(draftAiMessages) as DraftAiCode[]).filter((c) => !c.startsWith('NOTICE_'));
    expect(codes.length).toBeGreaterThan(0);
    for (const code of codes as Array<Exclude<DraftAiCode, `NOTICE_${string}`>>) {
      const r = draftAiRefusal(code, { max: 30 });
      expect(r.code).toBe(code);
      expect(r.message).not.toMatch(/\{\w+\}/);
      expect([400, 403, 404, 409]).toContain(REFUSAL_STATUS[r.kind]);
    }
  });

  it('fills notices, leaving a missing value visible', () => {
    expect(fillMessage(draftAiMessages.NOTICE_CLOCK_PICK, { player: 'M. Akanji' })).toBe('Süre doldu: M. Akanji otomatik seçildi.');
    expect(fillMessage(draftAiMessages.NOTICE_REPLACED, { leaver: 'zeynep', ai: 'Fatih Hoca' })).toBe('zeynep ayrıldı; yerine Fatih Hoca (yapay zekâ) geçti.');
    expect(fillMessage(draftAiMessages.NOTICE_REPLACED, { leaver: 'zeynep' })).toBe('zeynep ayrıldı; yerine {ai} (yapay zekâ) geçti.');
  });
});
