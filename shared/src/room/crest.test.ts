// @vitest-environment jsdom
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { crestDataUri, crestSvg } from './crest';
import type { Club } from './rules/club';

/** The browser's own XML parser (jsdom's): a crest that is not well-formed SVG comes back as a parsererror. */
interface XmlNode {
  tagName: string;
  textContent: string | null;
  getAttribute(name: string): string | null;
  getElementsByTagName(name: string): ArrayLike<XmlNode>;
}
const parse = (svg: string): XmlNode => {
  const Parser = (globalThis as unknown as { DOMParser: new () => { parseFromString(s: string, type: string): { documentElement: XmlNode } } }).DOMParser;
  return new Parser().parseFromString(svg, 'image/svg+xml').documentElement;
};

const kartal: Club = { name: 'Kartal Spor', colors: ['#111111', '#ffffff'] };

describe('the generated crest', () => {
  it('is the same bytes for the same club, and a well-formed SVG of its colours and initials', () => {
    expect(crestSvg(kartal)).toBe(crestSvg({ ...kartal, colors: [...kartal.colors] }));
    const doc = parse(crestSvg(kartal));
    expect(doc.tagName).toBe('svg');
    expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
    expect(doc.getAttribute('viewBox')).toBe('0 0 100 120');
    expect(doc.getElementsByTagName('text')[0].textContent).toBe('KS');
    expect(crestSvg(kartal)).toContain('#111111');
    expect(crestSvg(kartal)).toContain('#ffffff');
  });
  it('differs by name and by colours, not by the name\'s case or accents', () => {
    expect(crestSvg({ ...kartal, colors: ['#0b3d91', '#ffd100'] })).not.toBe(crestSvg(kartal));
    const names = ['Kartal Spor', 'Ege Gücü', 'Toros FK', 'Munzur Spor', 'Fırat Gençlik', 'Akdeniz Yıldızları', 'Trakya Spor', 'Uludağ FK', 'Dicle FK', 'Nemrut Gücü'];
    // The shield and its pattern: everything between the clip path and the initials' disc.
    const designs = new Set(names.map((name) => /<path d="([^"]+)"\/><\/clipPath>.*?<rect[^>]*\/>(.*?)<\/g>/.exec(crestSvg({ ...kartal, name }))!.slice(1).join('|')));
    expect(designs.size).toBeGreaterThan(4);
    expect(crestSvg({ ...kartal, name: 'KARTAL SPOR' })).toBe(crestSvg(kartal));
    expect(crestSvg({ ...kartal, name: 'Işık FK' })).toContain('>IF<');
  });
  it('stays well-formed for any name, its text escaped', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), (name) => {
        const doc = parse(crestSvg({ name, colors: ['#c8102e', '#ffffff'] }));
        expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
        expect(doc.getElementsByTagName('script')).toHaveLength(0);
      }),
    );
    expect(crestSvg({ name: '<b>& "x"', colors: ['#c8102e', '#ffffff'] })).not.toContain('<b>');
  });
  it('travels as an image address', () => {
    const uri = crestDataUri(kartal);
    expect(uri.startsWith('data:image/svg+xml;charset=utf-8,')).toBe(true);
    expect(decodeURIComponent(uri.slice(uri.indexOf(',') + 1))).toBe(crestSvg(kartal));
  });
});
