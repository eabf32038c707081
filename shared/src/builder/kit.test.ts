import { describe, expect, it } from 'vitest';
import { clubKit, contrastRatio, DEFAULT_KIT, kitPaint, readableTextOn, relativeLuminance } from './kit';

describe('kit colours', () => {
  it('computes WCAG luminance and contrast', () => {
    expect(relativeLuminance('#000000')).toBe(0);
    expect(relativeLuminance('#ffffff')).toBeCloseTo(1);
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21);
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21);
    // The grey the site used for subtitles on white: below AA's 4.5.
    expect(contrastRatio('#6b7280', '#f3f5f4')).toBeLessThan(4.5);
  });

  it('picks the text colour that reads best, at least AA (4.5:1) on any shirt', () => {
    expect(readableTextOn('#ffffff')).toBe('#000000');
    expect(readableTextOn('#fdb913')).toBe('#000000'); // Galatasaray yellow
    expect(readableTextOn('#a90432')).toBe('#ffffff'); // Galatasaray red
    expect(readableTextOn('#000000')).toBe('#ffffff');
    for (let i = 0; i < 4096; i += 7) {
      const hex = `#${[i >> 8, (i >> 4) & 15, i & 15].map((n) => (n * 17).toString(16).padStart(2, '0')).join('')}`;
      expect(contrastRatio(hex, readableTextOn(hex))).toBeGreaterThanOrEqual(4.5);
    }
  });

  it("takes the club's colours, else its generated crest's, else the site's green", () => {
    expect(clubKit({ club_id: 1, club_name: 'A', logo_url: '/x.png', colors: ['#a90432', '#fdb913'] })).toEqual({ primary: '#a90432', secondary: '#fdb913' });
    expect(clubKit({ club_id: 1, club_name: 'A', logo_url: '/api/images/badge/shield/6cabdd/1c2c5b/MC.svg' })).toEqual({ primary: '#6cabdd', secondary: '#1c2c5b' });
    expect(clubKit({ club_id: 1, club_name: 'A', logo_url: '/api/images/proxy?url=x' })).toEqual(DEFAULT_KIT);
    expect(clubKit(null)).toEqual(DEFAULT_KIT);
    expect(kitPaint({ primary: '#ffffff', secondary: '#000000' }, null)).toEqual({ primary: '#ffffff', secondary: '#000000', text: '#000000' });
    expect(kitPaint(null, null).text).toBe('#ffffff');
  });
});
