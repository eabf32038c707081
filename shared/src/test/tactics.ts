import { matchStateAt, simulateMatch } from '../match/engine';
import { sampleSquad } from '../match/sampleSquad';
import type { Tactics } from '../match/tactics';
import type { MatchInput, Side, TeamInput } from '../match/types';

/** What a side's tactics did over many matches against a balanced side of equal strength. */
export interface TacticMeasure {
  matches: number;
  /** Per match, for the side with the tactics and against it. */
  xgFor: number;
  xgAgainst: number;
  fouls: number;
  /** Its mean possession, %. */
  possession: number;
  /** Mean stamina of its outfielders at the final whistle (one match in five). */
  stamina: number;
}

/**
 * `matches` matches of equal squads (75 overall) in which one side plays with `tactics` from kick-off and
 * the other balanced; home and away alternate. Measured the same way by the unit tests (fewer matches)
 * and `npm run simulate` (10,000), so the stated effect ranges are checked on the same numbers.
 */
export function measureTactics(tactics: Partial<Tactics>, matches: number, seed0 = 1): TacticMeasure {
  const out = { matches, xgFor: 0, xgAgainst: 0, fouls: 0, possession: 0, stamina: 0 };
  let tired = 0;
  for (let i = 0; i < matches; i++) {
    const seed = seed0 + i * 7919;
    const mine: TeamInput = { ...sampleSquad('Taktik', 75, seed + 1), tactics };
    const theirs = sampleSquad('Rakip', 75, seed + 2);
    const me: Side = i % 2 === 0 ? 'A' : 'B';
    const them: Side = me === 'A' ? 'B' : 'A';
    const input: MatchInput = { seed, teams: me === 'A' ? [mine, theirs] : [theirs, mine] };
    const t = simulateMatch(input);
    out.xgFor += t.stats[me].xg;
    out.xgAgainst += t.stats[them].xg;
    out.fouls += t.stats[me].fouls;
    out.possession += t.stats[me].possession;
    if (i % 5 === 0) {
      const end = matchStateAt(input, { minute: 120, added: 15 }).sides[me];
      const outfield = end.players.filter((p) => p.slot !== 'GK');
      out.stamina += outfield.reduce((sum, p) => sum + p.stamina, 0) / outfield.length;
      tired++;
    }
  }
  return {
    matches,
    xgFor: out.xgFor / matches,
    xgAgainst: out.xgAgainst / matches,
    fouls: out.fouls / matches,
    possession: out.possession / matches,
    stamina: out.stamina / tired,
  };
}

/** The change of each figure against the balanced baseline, as a share (0.1 = 10 % more). */
export function relative(m: TacticMeasure, base: TacticMeasure) {
  return {
    xgFor: m.xgFor / base.xgFor - 1,
    xgAgainst: m.xgAgainst / base.xgAgainst - 1,
    fouls: m.fouls / base.fouls - 1,
    possession: m.possession - base.possession,
    stamina: m.stamina - base.stamina,
  };
}
