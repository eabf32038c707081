import { describe, expect, it } from 'vitest';
import { badgeOf, badgePath, badgeSvg, NEUTRAL_BADGE, parseBadgePath } from './badge';

describe('badges', () => {
  it('writes a canonical path (lower-case colours, encoded initials) that reads back as the same badge', () => {
    const gundogan = badgeOf('İ. Gündoğan', { primary: '#E30A17', secondary: '#FFFFFF' }, 'circle');
    expect(gundogan).toEqual({ shape: 'circle', primary: 'e30a17', secondary: 'ffffff', initials: 'İG' });
    expect(badgePath(gundogan)).toBe('/api/images/badge/circle/e30a17/ffffff/%C4%B0G.svg');
    expect(parseBadgePath(badgePath(gundogan))).toEqual(gundogan);
    const city = badgeOf('Manchester City', { primary: '#6cabdd', secondary: '#1c2c5b' }, 'shield');
    expect(badgePath(city)).toBe('/api/images/badge/shield/6cabdd/1c2c5b/MC.svg');
  });

  it('gives identical badges one path: same initials, same colours', () => {
    const a = badgeOf('E. Haaland', { primary: '#6CABDD', secondary: '#1C2C5B' }, 'circle');
    const b = badgeOf('Erling Haaland', { primary: '#6cabdd', secondary: '#1c2c5b' }, 'circle');
    expect(badgePath(a)).toBe(badgePath(b));
  });

  it('reads a missing or malformed colour as the neutral one, and a name without letters as ?', () => {
    expect(badgeOf('12', { primary: null, secondary: 'red' }, 'circle')).toEqual(NEUTRAL_BADGE);
    expect(badgeOf('𝒜bc Def', { primary: '#123456', secondary: '"/><script>' }, 'shield')).toMatchObject({ initials: '?', primary: '123456', secondary: 'ffffff' });
  });

  it('refuses any path it would not write', () => {
    for (const path of [
      '/api/images/badge/circle/E30A17/ffffff/IG.svg',
      '/api/images/badge/circle/e30a17/ffffff/I%20G.svg',
      '/api/images/badge/circle/e30a17/ffffff/%ZZ.svg',
      '/api/images/badge/circle/e30a17/ffffff/%3C%3E.svg',
      '/api/images/badge/circle/e30a17/ffffff/.svg',
      '/api/images/badge/circle/e30a17/ffffff/IG.svg?x',
      '/x/api/images/badge/circle/e30a17/ffffff/IG.svg',
    ]) {
      expect(parseBadgePath(path), path).toBeNull();
    }
  });

  it('draws initials in a colour that reads on the primary', () => {
    expect(badgeSvg(badgeOf('Liverpool', { primary: '#c8102e', secondary: '#f6eb61' }, 'shield'))).toContain('fill="#f6eb61">L</text>');
    // White on yellow is unreadable: black ink instead.
    expect(badgeSvg(badgeOf('Fenerbahçe', { primary: '#ffed00', secondary: '#ffffff' }, 'shield'))).toContain('fill="#111111">F</text>');
    expect(badgeSvg(NEUTRAL_BADGE)).toContain('<circle ');
  });
});
