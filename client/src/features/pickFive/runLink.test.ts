import { describe, expect, it } from 'vitest';
import { runLink, runOfHash } from './runLink';

describe('a run share link', () => {
  it('carries the seed and the choices and reads them back', () => {
    const link = runLink('https://onbir.app', { seed: 'daily-2026-12-05', choices: [2, 0, 4, 1] });
    expect(link).toBe('https://onbir.app/besten-birini-sec#s=daily-2026-12-05&c=2041');
    expect(runOfHash(new URL(link).hash)).toEqual({ seed: 'daily-2026-12-05', choices: [2, 0, 4, 1] });
  });

  it("carries the manager's decisions in the ties and reads them back; none, no `d`", () => {
    const decisions = [[{ type: 'substitution' as const, side: 'A' as const, minute: 55, added: 0, off: 'p-1', on: 'p-ş' }], [{ type: 'mentality' as const, side: 'A' as const, minute: 70, value: 'attacking' as const }]];
    const link = runLink('https://onbir.app', { seed: 'r-1', choices: [0, 1], decisions });
    expect(new URL(link).hash).toMatch(/^#s=r-1&c=01&d=[\w-]+$/);
    expect(runOfHash(new URL(link).hash)).toEqual({ seed: 'r-1', choices: [0, 1], decisions });
    expect(runLink('https://onbir.app', { seed: 'r-1', choices: [0], decisions: [[]] })).toBe('https://onbir.app/besten-birini-sec#s=r-1&c=0');
  });

  it('reads nothing from a fragment that is not a run', () => {
    const forged = (v: unknown) => btoa(JSON.stringify(v)).replace(/=+$/, '');
    for (const hash of ['', '#s=x', '#c=01', '#s=a b&c=01', '#s=x&c=015', `#s=${'x'.repeat(41)}&c=0`, '#s=x&c=0&d=%%%', `#s=x&c=0&d=${forged([[{ type: 'tempo', value: 'fast', side: 'B', minute: 1 }]])}`, `#s=x&c=0&d=${forged('x')}`]) {
      expect(runOfHash(hash), hash).toBeNull();
    }
  });
});
