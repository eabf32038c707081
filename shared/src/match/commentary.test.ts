import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { changeMessage, templates } from './commentary';
import { PLAN_STYLES, stylePlan } from './plans';
import { simulateMatch } from './engine';
import { sampleSquad } from './sampleSquad';
import { Name } from './turkishSuffix';
import type { MatchEvent, MatchTimeline, Zone } from './types';

/** Words of a player running with the ball, going wide or shooting: never a goalkeeper's. */
const OUTFIELD_ONLY = /çalım|kanat|kanad|rakibini geçti|ilerliyor|şut|koşu|sarktı/i;
const squads = Array.from({ length: 12 }, (_, i) => sampleSquad(`Takım${i}`, 68 + i, i + 1));
// sampleSquad: index 0 is the keeper, 1-4 the back four.
const keeperIds = new Set(squads.map((s) => s.players[0].id));
const defenderIds = new Set(squads.flatMap((s) => s.players.slice(1, 5).map((p) => p.id)));
const n = (s: string) => new Name(s);
/** Five substitutes for squad i: another squad's players under new ids. */
const benchFor = (i: number) => sampleSquad(`Yedek${i}`, 68 + i, 100 + i).players.slice(1, 11).filter((_, k) => k % 2 === 0);

/** Words that place the ball, and the zone (from the attacking side) each one means. */
const ZONE_WORDS: Array<[RegExp, Zone]> = [
  [/orta saha|orta alan/i, 'middle'],
  [/kendi yarı alan|geriden/i, 'own_half'],
  [/ceza sahası önü|rakip yarı alan|ceza sahası dışından/i, 'final_third'],
  [/ceza sahasında|ceza sahası içinde|ceza sahasına/i, 'box'],
];
/** A miss that went off a defender (and so out for a corner), and a save the keeper turned out of play. */
const DEFLECTED = /sek|çarp|bloke|çeldi|uzaklaştırdı|ayak koyup/;
const TURNED_OUT = /auta|dışarı|kale dışına|direğin dibinden/;
const HELD = /kontrol|kucakladı|tuttu|kalecide|rahat|kolay|yumrukla|uzaklaştırdı/;

/** Every way a line can contradict the event before it or the tracker, as readable strings (none expected). */
export function contradictions(t: MatchTimeline): string[] {
  const wrong: string[] = [];
  const { events } = t;
  const say = (e: MatchEvent, why: string) => wrong.push(`${t.seed} ${e.display}' ${e.type}: ${why}: ${e.message}`);
  events.forEach((e, i) => {
    const prev = events[i - 1];
    const next = events[i + 1];
    const shooter = e.type === 'save' ? (e.team === 'A' ? 'B' : 'A') : e.team;
    const corner = next?.type === 'corner' && next.team === shooter;
    if (e.type === 'miss') {
      if (corner && (e.situation === 'penalty' || !DEFLECTED.test(e.message))) say(e, 'corner after a miss nobody touched');
      if (!corner && DEFLECTED.test(e.message)) say(e, 'deflected out but no corner');
    }
    if (e.type === 'save') {
      if (corner && (!TURNED_OUT.test(e.message) || /kontrol|kucakladı|tuttu|kalecide|rahat|kolay/.test(e.message))) say(e, 'corner after a save held');
      if (!corner && !HELD.test(e.message)) say(e, 'turned out but no corner');
    }
    if (e.type === 'yellow' || (e.type === 'red' && prev?.type === 'foul')) {
      if (prev?.type !== 'foul' && prev?.type !== 'yellow') say(e, 'card without a foul');
      if (/itiraz/.test(e.message)) say(e, 'protest card after his own foul');
    }
    for (const [words, zone] of ZONE_WORDS) if (words.test(e.message) && e.zone !== zone) say(e, `zone words say ${zone}, the tracker ${e.zone}`);
  });
  // No line twice within a minute or in the next one.
  const minutes: MatchEvent[][] = [];
  for (const e of events) {
    const last = minutes.at(-1);
    if (last && last[0].display === e.display && last[0].clock === e.clock) last.push(e);
    else minutes.push([e]);
  }
  minutes.forEach((group, i) => {
    const around = [...(minutes[i - 1] ?? []), ...group];
    for (const e of group) if (around.filter((x) => x.message === e.message).length > 1) say(e, 'said twice in a row');
  });
  return wrong;
}

describe('commentary', () => {
  it('has at least three lines for every event type, shot situation and what happened to the ball', () => {
    for (const lines of [templates.openCorner, templates.shotCorner, templates.foul, templates.yellow, templates.secondYellow, templates.straightRed]) {
      expect(lines.length).toBeGreaterThanOrEqual(3);
    }
    for (const byZone of Object.values(templates.play)) for (const lines of Object.values(byZone)) expect(lines.length).toBeGreaterThanOrEqual(3);
    for (const bySituation of [templates.goal, templates.keptSave, templates.cornerSave, templates.wideMiss, templates.deflectedMiss]) {
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
          if (OUTFIELD_ONLY.test(e.message) || e.zone !== 'own_half') wrong.push(e.message);
        } else if (e.type !== 'save' && e.type !== 'shootout_kick') {
          wrong.push(`${e.type}: ${e.message}`);
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
        if (e.type === 'minute_update' && defenderIds.has(e.playerId!)) expect(e.message).not.toMatch(/çalım|kanada|ceza sahası önünde/);
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
    expect(templates.foul[0](n('Muslera'), n('Ev'), n('Icardi'))).toBe("Faul! Muslera, Icardi'yi arkadan düşürdü.");
    expect(templates.foul[4](n('Kerem'), n('Ev'), n('Osimhen'))).toBe("Sert faul! Kerem ayağıyla Osimhen'e çıktı.");
    expect(templates.foul[3](n('Kerem'), n('Ev'), n('Torreira'))).toBe("Kerem, Torreira'nın formasından çekti. Faul.");
    expect(templates.yellow[1](n('Salah'), n('Ev'), n('x'))).toBe("Hakem Salah'a sarı kart gösteriyor.");
    expect(templates.yellow[1](new Name('White', 'England'), n('Ev'), n('x'))).toBe("Hakem White'a sarı kart gösteriyor.");
    expect(templates.play.MID.middle![2](n('Salah'), n('Liverpool'), n('x'))).toBe("Liverpool orta sahada oyunu kuruyor, top Salah'ta.");
    // The engine calls pool players by their surname, with their nationality's pronunciation.
    const liverpool = sampleSquad('Liverpool', 84, 1);
    liverpool.players[9] = { ...liverpool.players[9], name: 'M. Salah', nationality: 'Egypt' };
    const lines = Array.from({ length: 40 }, (_, i) => simulateMatch({ seed: i, teams: [liverpool, sampleSquad('Ev', 75, 2)] }))
      .flatMap((t) => t.events)
      .filter((e) => e.player === 'M. Salah')
      .map((e) => e.message);
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
