import { describe, expect, it } from 'vitest';
import { positionFit } from './positions';
import { sampleSquad } from './sampleSquad';
import { buildTeam, rateTeam } from './team';

describe('positionFit', () => {
  it('gives full credit in a natural position, partial credit in a related one, little in goal', () => {
    expect(positionFit(['ST', 'LW'], 'LW')).toBe(1);
    expect(positionFit(['RB'], 'RWB')).toBeLessThan(1);
    expect(positionFit(['RB'], 'RWB')).toBeGreaterThan(positionFit(['RB'], 'LWB'));
    expect(positionFit(['RB'], 'LWB')).toBeGreaterThan(positionFit(['RB'], 'ST'));
    expect(positionFit(['CB'], 'GK')).toBeLessThan(0.5);
    expect(positionFit(['GK'], 'ST')).toBeLessThan(0.5);
  });
});

describe('a side that loses a man', () => {
  it('is weaker in every line and puts an outfielder in goal when the keeper goes', () => {
    const team = buildTeam(sampleSquad('Deneme', 78, 9), 'A');
    const before = { attack: team.attack, defense: team.defense, control: team.control };
    const keeper = team.keeper;
    keeper.off = true;
    team.sentOff = 1;
    rateTeam(team);
    expect(team.attack).toBeLessThan(before.attack);
    expect(team.defense).toBeLessThan(before.defense);
    expect(team.control).toBeLessThan(before.control);
    expect(team.keeper).not.toBe(keeper);
    expect(team.onPitch).toHaveLength(10);
    expect(team.shooters.men).not.toContain(team.keeper);
  });
});
