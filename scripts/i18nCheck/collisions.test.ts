import { describe, expect, it } from 'vitest';
import { differentTranslations } from './collisions';

describe('texts two catalogues translate differently', () => {
  const plans = { file: 'plans/en.po', locale: 'en', id: 'Huni', message: 'Huni', translation: 'Cones' };

  it('are named with both translations and where they are', () => {
    expect(differentTranslations([plans, { ...plans, file: 'boardCore/en.po', translation: 'Cone' }])).toEqual([
      'boardCore/en.po: "Huni" is "Cone" here and "Cones" in plans/en.po: give one a context (msg({ message, context }))',
    ]);
  });

  it('pass when the translation is the same, or the context (the id) tells them apart', () => {
    expect(differentTranslations([plans, { ...plans, file: 'match/en.po' }])).toEqual([]);
    expect(differentTranslations([plans, { ...plans, file: 'boardCore/en.po', id: 'board piece\u0004Huni', translation: 'Cone' }])).toEqual([]);
  });
});
