import { describe, expect, it } from 'vitest';
import { runLink, runOfHash } from './runLink';

describe('a run share link', () => {
  it('carries the seed and the choices and reads them back', () => {
    const link = runLink('https://onbir.app', { seed: 'daily-2026-12-05', choices: [2, 0, 4, 1] });
    expect(link).toBe('https://onbir.app/besten-birini-sec#s=daily-2026-12-05&c=2041');
    expect(runOfHash(new URL(link).hash)).toEqual({ seed: 'daily-2026-12-05', choices: [2, 0, 4, 1] });
  });

  it('reads nothing from a fragment that is not a run', () => {
    for (const hash of ['', '#s=x', '#c=01', '#s=a b&c=01', '#s=x&c=015', `#s=${'x'.repeat(41)}&c=0`]) expect(runOfHash(hash)).toBeNull();
  });
});
