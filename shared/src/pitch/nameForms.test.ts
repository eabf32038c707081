import { describe, expect, it } from 'vitest';
import { ellipsisCuts, nameVariants, surnameOf } from './nameForms';

describe('shorter forms of a name', () => {
  it('writes a name shorter and shorter, the surname always whole', () => {
    expect(nameVariants('Barış Alper Yılmaz')).toEqual(['Barış Alper Yılmaz', 'B. Alper Yılmaz', 'B. A. Yılmaz', 'Yılmaz']);
    expect(nameVariants('F. Muslera')).toEqual(['F. Muslera', 'Muslera']);
    expect(nameVariants('Jean-Philippe Mateta')).toEqual(['Jean-Philippe Mateta', 'J.-P. Mateta', 'Mateta']);
    expect(nameVariants('Alisson')).toEqual(['Alisson']);
    expect(nameVariants('L. Vennegoor of Hesselink')).toEqual(['L. Vennegoor of Hesselink', 'Vennegoor of Hesselink']);
    expect(nameVariants('Íñigo Ruiz de Galarreta')).toEqual(['Íñigo Ruiz de Galarreta', 'Í. Ruiz de Galarreta', 'Ruiz de Galarreta']);
    expect(nameVariants('Virgil van Dijk')).toEqual(['Virgil van Dijk', 'V. van Dijk', 'van Dijk']);
  });

  it('knows the surname a player is called by', () => {
    expect(surnameOf('Barış Alper Yılmaz')).toBe('Yılmaz');
    expect(surnameOf('L. Vennegoor of Hesselink')).toBe('Vennegoor of Hesselink');
    expect(surnameOf('Alisson')).toBe('Alisson');
  });

  it('cuts with "…" after a whole letter, never after a space, a hyphen or a lone letter', () => {
    expect(ellipsisCuts('Hesselink')).toEqual(['Hesselin…', 'Hesseli…', 'Hessel…', 'Hesse…', 'Hess…', 'Hes…']);
    expect(ellipsisCuts('Vennegoor of Hesselink').slice(0, 10)).toEqual([
      'Vennegoor of Hesselin…',
      'Vennegoor of Hesseli…',
      'Vennegoor of Hessel…',
      'Vennegoor of Hesse…',
      'Vennegoor of Hess…',
      'Vennegoor of Hes…',
      'Vennegoor of He…',
      'Vennegoor of…',
      'Vennegoor…',
      'Vennegoo…',
    ]);
    expect(ellipsisCuts('Oxlade-Chamberlain')).toContain('Oxlade…');
    expect(ellipsisCuts('Oxlade-Chamberlain')).not.toContain('Oxlade-…');
    // A letter and its combining accent are one letter: never split.
    const decomposed = 'Ñu\u0303n\u0303ez';
    expect(ellipsisCuts(decomposed)).toEqual(['Ñu\u0303n\u0303e…', 'Ñu\u0303n\u0303…']);
  });
});
