import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { changeMessage, turkishText } from './commentary';
import { LINE_CODES, type LineCode } from './lineCodes';
import { PLAN_STYLES, stylePlan } from './plans';
import { simulateMatch } from './engine';
import { sampleSquad } from './sampleSquad';
import { Name } from './turkishSuffix';
import { contradictions, TURKISH_LEXICON } from '../test/commentary';
import type { MatchEvent } from './types';

const squads = Array.from({ length: 12 }, (_, i) => sampleSquad(`Takım${i}`, 68 + i, i + 1));
// sampleSquad: index 0 is the keeper, 1-4 the back four.
const keeperIds = new Set(squads.map((s) => s.players[0].id));
const defenderIds = new Set(squads.flatMap((s) => s.players.slice(1, 5).map((p) => p.id)));
const n = (s: string) => new Name(s);
/** An event's line in Turkish; and a line of a code with these names. */
const tr = (e: MatchEvent) => turkishText(e.line);
const say = (code: LineCode, p: Name, t: Name, o: Name) => turkishText({ code, player: p, team: t, other: o });
/** Five substitutes for squad i: another squad's players under new ids. */
const benchFor = (i: number) => sampleSquad(`Yedek${i}`, 68 + i, 100 + i).players.slice(1, 11).filter((_, k) => k % 2 === 0);

describe('commentary', () => {
  it('has at least three lines for every event type, shot situation and what happened to the ball', () => {
    const C = LINE_CODES;
    for (const lines of [C.openCorner, C.shotCorner, C.foul, C.penaltyFoul, C.clearance, C.yellow, C.secondYellow, C.straightRed]) {
      expect(lines.length).toBeGreaterThanOrEqual(3);
    }
    for (const byZone of Object.values(C.play)) for (const lines of Object.values(byZone)) expect(lines.length).toBeGreaterThanOrEqual(3);
    for (const bySituation of [C.goal, C.keptSave, C.cornerSave, C.wideMiss, C.deflectedMiss]) {
      for (const lines of Object.values(bySituation)) expect(lines.length).toBeGreaterThanOrEqual(3);
    }
  });

  it('never has a goalkeeper dribble, go wide or shoot over 10,000 matches, nor make him shoot, foul or take a corner', () => {
    let keeperLines = 0;
    const wrong: string[] = [];
    for (let i = 0; i < 10_000; i++) {
      const t = simulateMatch({ seed: i + 1, teams: [squads[i % 12], squads[(i * 7 + 5) % 12]], knockout: i % 10 === 0 });
      for (const e of t.events) {
        if (!e.playerId || !keeperIds.has(e.playerId)) continue;
        if (e.type === 'minute_update') {
          keeperLines++;
          if (TURKISH_LEXICON.outfieldOnly.test(tr(e)) || e.zone !== 'own_half') wrong.push(tr(e));
        } else if (e.type !== 'save' && e.type !== 'shootout_kick') {
          wrong.push(`${e.type}: ${tr(e)}`);
        }
      }
    }
    // Checked at the end: an expect per event would make the 10,000 matches slow.
    expect(wrong).toEqual([]);
    expect(keeperLines).toBeGreaterThan(10_000);
  }, 60_000);

  it('gives defenders on the ball the words of defenders, and their shots mostly inside the box', () => {
    let range = 0;
    let shots = 0;
    for (let i = 0; i < 500; i++) {
      const t = simulateMatch({ seed: i + 1, teams: [squads[i % 12], squads[(i + 3) % 12]] });
      for (const e of t.events) {
        const shooter = e.type === 'save' ? e.otherId : e.type === 'goal' || e.type === 'miss' ? e.playerId : null;
        if (shooter && defenderIds.has(shooter)) {
          shots++;
          if (e.situation === 'range') range++;
        }
        if (e.type === 'minute_update' && defenderIds.has(e.playerId!)) expect(tr(e)).not.toMatch(TURKISH_LEXICON.notDefender);
      }
    }
    expect(shots).toBeGreaterThan(100);
    expect(range / shots).toBeLessThan(0.1);
  });

  it('never contradicts itself over many seeds (corners, cards, zones, repeats), decisions and cups included', () => {
    const checked = { corner: 0, miss: 0, save: 0, substitution: 0 };
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 31 - 1 }), fc.integer({ min: 0, max: 11 }), fc.integer({ min: 0, max: 11 }), fc.boolean(), (seed, a, b, knockout) => {
        // Side A has a bench and plays by a style's plan, so changes are read too.
        const home = { ...squads[a], bench: benchFor(a) };
        const style = PLAN_STYLES[seed % 3];
        const t = simulateMatch({ seed, teams: [home, squads[a === b ? (b + 1) % 12 : b]], knockout, plans: { A: stylePlan(style).rules } });
        for (const e of t.events) if (e.type in checked) checked[e.type as keyof typeof checked]++;
        expect(contradictions(t)).toEqual([]);
      }),
      { numRuns: 1000 },
    );
    // Enough of each case was really read.
    expect(Math.min(checked.corner, checked.miss, checked.save)).toBeGreaterThan(3500);
    expect(checked.substitution).toBeGreaterThan(1000);
  }, 60_000);

  it('writes the names of fouls and cards with Turkish suffixes, and the press name of a player', () => {
    expect(say('foul.1', n('Muslera'), n('Ev'), n('Icardi'))).toBe("Faul! Muslera, Icardi'yi arkadan düşürdü.");
    expect(say('foul.5', n('Kerem'), n('Ev'), n('Osimhen'))).toBe("Sert faul! Kerem ayağıyla Osimhen'e çıktı.");
    expect(say('foul.4', n('Kerem'), n('Ev'), n('Torreira'))).toBe("Kerem, Torreira'nın formasından çekti. Faul.");
    expect(say('yellow.2', n('Salah'), n('Ev'), n('x'))).toBe("Hakem Salah'a sarı kart gösteriyor.");
    expect(say('yellow.2', new Name('White', 'England'), n('Ev'), n('x'))).toBe("Hakem White'a sarı kart gösteriyor.");
    expect(say('play.mid.middle.3', n('Salah'), n('Liverpool'), n('x'))).toBe("Liverpool orta sahada oyunu kuruyor, top Salah'ta.");
    // A line read back from JSON (as it travels and is stored) is worded the same, suffixes included.
    const line = { code: 'yellow.2' as const, player: new Name('White', 'England'), team: n('Ev'), other: n('x') };
    expect(turkishText(JSON.parse(JSON.stringify(line)))).toBe("Hakem White'a sarı kart gösteriyor.");
    // The engine calls pool players by their surname, with their nationality's pronunciation.
    const liverpool = sampleSquad('Liverpool', 84, 1);
    liverpool.players[9] = { ...liverpool.players[9], name: 'M. Salah', nationality: 'Egypt' };
    const lines = Array.from({ length: 40 }, (_, i) => simulateMatch({ seed: i, teams: [liverpool, sampleSquad('Ev', 75, 2)] }))
      .flatMap((t) => t.events)
      .filter((e) => e.player === 'M. Salah')
      .map(tr);
    expect(lines.length).toBeGreaterThan(20);
    for (const line of lines) expect(line).not.toContain('M. Salah');
    expect(lines.some((l) => l.includes('Salah'))).toBe(true);
  });

  it('says what a decision did, without the history icons’ keywords', () => {
    const team = n('Kartallar');
    expect(changeMessage({ type: 'substitution', value: '', source: 'manager', window: true }, team, n('Mertens'), n('Icardi'))).toBe(
      'Değişiklik: Icardi çıktı, Mertens girdi (Kartallar).',
    );
    expect(changeMessage({ type: 'mentality', value: 'all_out_attack', source: 'plan', window: false }, team)).toBe('Kartallar tüm hatlarıyla hücuma geçti!');
    expect(changeMessage({ type: 'formation', value: '4-3-3', source: 'manager', window: false }, team)).toBe('Kartallar dizilişini değiştirdi: 4-3-3.');
    for (const type of ['mentality', 'pressing', 'tempo'] as const)
      for (const value of { mentality: ['defensive', 'balanced', 'attacking', 'all_out_attack'], pressing: ['low', 'normal', 'high'], tempo: ['slow', 'normal', 'fast'] }[type])
        expect(changeMessage({ type, value, source: 'manager', window: false }, n('Aslanlar'))).not.toMatch(/gol|kurtarış|korner|faul|kart/i);
  });
});
