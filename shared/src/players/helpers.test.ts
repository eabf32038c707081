import { describe, expect, it } from 'vitest';
import { canPlay, parsePositions, withNaturalAlternates } from './positions';
import { deriveFaceRatings, deriveGoalkeeping, ratingsOf } from './ratings';
import { foldText, initialsOf, shortNameOf, slugify } from './text';

describe('name helpers', () => {
  it('folds case and accents, Turkish and Nordic letters included', () => {
    expect(foldText('Fenerbahçe')).toBe('fenerbahce');
    expect(foldText('İlkay  Gündoğan')).toBe('ilkay gundogan');
    expect(foldText('KIZILCIK ılık')).toBe('kizilcik ilik');
    expect(foldText('Martin Ødegaard')).toBe('martin odegaard');
    expect(foldText('Straße')).toBe('strasse');
  });

  it('makes id slugs, initials and short names', () => {
    expect(slugify('Rúben dos Santos Gato Alves Dias')).toBe('ruben-dos-santos-gato-alves-dias');
    expect(slugify("N'Golo Kanté")).toBe('n-golo-kante');
    expect(initialsOf('Manchester City')).toBe('MC');
    expect(initialsOf('Ederson')).toBe('E');
    expect(initialsOf('1. FC Heidenheim')).toBe('FH');
    expect(initialsOf('')).toBe('?');
    expect(shortNameOf('Miroslav Klose')).toBe('M. Klose');
    expect(shortNameOf('Pepe')).toBe('Pepe');
  });
});

describe('positions', () => {
  it('parses lists best first and refuses unknown codes', () => {
    expect(parsePositions('ST, LW')).toEqual(['ST', 'LW']);
    expect(parsePositions('cdm,CM,CDM')).toEqual(['CDM', 'CM']);
    expect(parsePositions('ST, XX')).toBeNull();
    expect(parsePositions('')).toBeNull();
  });

  it('lets a player fill only a slot of one of his positions', () => {
    expect(canPlay(['RB', 'RWB'], 'RWB')).toBe(true);
    expect(canPlay(['RB'], 'RWB')).toBe(false);
  });
});

describe('derived ratings', () => {
  it('follows the position profile and stays within 1-99', () => {
    expect(deriveFaceRatings(80, 'ST')).toEqual({ pace: 80, shooting: 82, passing: 68, dribbling: 76, defending: 30, physic: 76 });
    expect(deriveFaceRatings(99, 'RW').pace).toBe(99);
    expect(deriveFaceRatings(20, 'GK').shooting).toBe(1);
  });

  it('gives keepers their overall in goal and outfielders 5-20', () => {
    expect(deriveGoalkeeping(85, 'GK')).toBe(85);
    expect(deriveGoalkeeping(91, 'ST')).toBe(18);
    expect(deriveGoalkeeping(20, 'CB')).toBe(7);
    expect(deriveGoalkeeping(99, 'CB')).toBe(19);
  });
});

describe('withNaturalAlternates', () => {
  it('adds the roles a full-back, striker or winger plays as a matter of course, after his own', () => {
    expect(withNaturalAlternates(['RB'])).toEqual(['RB', 'RWB']);
    expect(withNaturalAlternates(['LB', 'CB'])).toEqual(['LB', 'CB', 'LWB']);
    expect(withNaturalAlternates(['ST', 'LW'])).toEqual(['ST', 'LW', 'CF', 'LM']);
    expect(withNaturalAlternates(['RM', 'RW'])).toEqual(['RM', 'RW']);
  });

  it('leaves goalkeepers, centre-backs and central midfielders as they are', () => {
    expect(withNaturalAlternates(['GK'])).toEqual(['GK']);
    expect(withNaturalAlternates(['CB'])).toEqual(['CB']);
    expect(withNaturalAlternates(['CDM', 'CM', 'CAM'])).toEqual(['CDM', 'CM', 'CAM']);
  });
});

describe('ratingsOf', () => {
  it('keeps the eight ratings of a row and nothing else', () => {
    const row = { id: 'p1', short_name: 'X', overall: 80, pace: 81, shooting: 82, passing: 83, dribbling: 84, defending: 85, physic: 86, goalkeeping: 9 };
    expect(ratingsOf(row)).toEqual({ overall: 80, pace: 81, shooting: 82, passing: 83, dribbling: 84, defending: 85, physic: 86, goalkeeping: 9 });
  });
});
