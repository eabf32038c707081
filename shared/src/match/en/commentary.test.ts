import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { turkishText } from '../commentary';
import { contradictions, ENGLISH_LEXICON } from '../../test/commentary';
import { simulateMatch } from '../engine';
import { ASSIST_CODES, LINE_CODES, type EventLine, type LineCode, type Spoken } from '../lineCodes';
import { PLAN_STYLES, stylePlan } from '../plans';
import { sampleBench, sampleSquad } from '../sampleSquad';
import { Name } from '../turkishSuffix';
import { MATCH_EVENT_TYPES, type Decision, type MatchEventType, type MatchInput, type TeamInput } from '../types';
import { commentaryText } from '../wording';
import { englishText } from './commentary';

const leaves = (v: unknown): string[] => (typeof v === 'string' ? [v] : Object.values(v as object).flatMap(leaves));
const ALL_CODES = leaves(LINE_CODES) as LineCode[];

const n = (text: string, nationality: string | null = null): Spoken => new Name(text, nationality);
const line = (code: LineCode, over: Partial<EventLine> = {}): EventLine => ({
  code,
  player: n('Salah', 'Egypt'),
  team: n('Kartallar'),
  other: n('Aslanlar'),
  score: { A: 2, B: 1 },
  penalties: { A: 4, B: 3 },
  value: '4-3-3',
  ...over,
});

/** Real surnames, none inside another, for squads whose names can be looked for in a line. */
const SURNAMES = [
  ['Muslera', 'Boey', 'Nelsson', 'Bardakcı', 'Jakobs', 'Torreira', 'Sara', 'Ziyech', 'Mertens', 'Icardi', 'Osimhen'],
  ['Raya', 'White', 'Saliba', 'Gabriel', 'Timber', 'Rice', 'Partey', 'Ødegaard', 'Saka', 'Havertz', 'Trossard'],
  ['Pickford', 'Walker', 'Stones', 'Guéhi', 'Shaw', 'Palmer', 'Bellingham', 'Foden', 'Kane', 'Jones', 'Watkins'],
];
const BENCH = ['Günay', 'Kutlu', 'Yılmaz', 'Aktürkoğlu', 'Batshuayi'];
const squad = (i: number, name: string): TeamInput => {
  const s = sampleSquad(name, 72 + i * 3, i + 1);
  return {
    ...s,
    players: s.players.map((p, k) => ({ ...p, name: SURNAMES[i][k], ...(i === 2 ? { nationality: 'England' } : {}) })),
    bench: sampleBench(name, 72, i + 1).map((p, k) => ({ ...p, name: `${BENCH[k]}${i}` })),
  };
};
const teams = [squad(0, 'Kartallar'), squad(1, 'Arsenal'), squad(2, 'Aslanlar')];
// sampleSquad: index 0 is the keeper, 1-4 the back four.
const keeperIds = new Set(teams.map((t) => t.players[0].id));
const defenderIds = new Set(teams.flatMap((t) => t.players.slice(1, 5).map((p) => p.id)));
const decisions = (t: TeamInput): Decision[] => [
  { side: 'A', minute: 55, type: 'substitution', off: t.players[9].id, on: t.bench![4].id },
  { side: 'A', minute: 60, type: 'formation', formation: '4-3-3' },
  { side: 'A', minute: 61, type: 'mentality', value: 'all_out_attack' },
  { side: 'A', minute: 62, type: 'pressing', value: 'high' },
  { side: 'A', minute: 63, type: 'tempo', value: 'fast' },
];
const input = (seed: number, a: number, b: number, knockout: boolean): MatchInput => ({
  seed,
  teams: [teams[a], teams[b]],
  knockout,
  decisions: seed % 2 ? decisions(teams[a]) : [],
  plans: { B: stylePlan(PLAN_STYLES[seed % 3]).rules },
});
/** Every name a line can say. */
const namesOf = (l: EventLine) => [l.player, l.team, l.other, l.assist?.player].filter((x): x is Spoken => !!x).map((x) => x.text);
const numbersOf = (text: string) => (text.match(/\d+/g) ?? []).sort();

describe('English commentary', () => {
  it('words every code, each differently, with no value missing', () => {
    const texts = new Set<string>();
    for (const code of ALL_CODES) {
      const text = englishText(line(code));
      expect(text, code).not.toMatch(/undefined|null|NaN|\[object/);
      expect(text.length, code).toBeGreaterThan(10);
      texts.add(text);
    }
    expect(texts.size).toBe(ALL_CODES.length);
    for (const code of ASSIST_CODES) {
      for (const corner of [true, false]) expect(englishText(line('goal.box.4', { assist: { code, player: n('Saka'), corner } }))).toContain('Saka');
    }
  });

  it('says no name Turkish leaves out, so a line Turkish would not repeat is never said twice in English either', () => {
    // The engine never says a line twice in two minutes by comparing Turkish words: English must not tell
    // apart two lines Turkish words alike, i.e. use a value the Turkish line of the same code ignores.
    for (const code of ALL_CODES) {
      for (const key of ['player', 'team', 'other'] as const) {
        const a = line(code);
        const b = line(code);
        b[key] = n('Başkası');
        if (turkishText(a) === turkishText(b)) expect(englishText(b), `${code} ${key}`).toBe(englishText(a));
      }
    }
  });

  it('words every event type of league and cup matches with changes, and both languages name the same players, sides and score', () => {
    const seen = new Set<MatchEventType>();
    const wrong: string[] = [];
    let checked = 0;
    for (let seed = 1; seed <= 150; seed++) {
      const t = simulateMatch(input(seed, seed % 3, (seed + 1) % 3, seed % 4 === 0));
      for (const e of t.events) {
        seen.add(e.type);
        const tr = turkishText(e.line);
        const en = commentaryText(e.line, 'en');
        const say = (why: string) => wrong.push(`${why}: ${tr} / ${en}`);
        if (/undefined|null|NaN|\[object/.test(en)) say('a value missing');
        for (const name of namesOf(e.line)) if (en.includes(name) !== tr.includes(name)) say(`${name} in one language only`);
        if (numbersOf(en).join() !== numbersOf(tr).join()) say('other numbers');
        if (en.split('Once again').length !== tr.split('Bir kez daha').length) say('repeated differently');
        if (e.type === 'minute_update' && keeperIds.has(e.playerId!) && ENGLISH_LEXICON.outfieldOnly.test(en)) say("an outfielder's words for a keeper");
        if (e.type === 'minute_update' && defenderIds.has(e.playerId!) && ENGLISH_LEXICON.notDefender.test(en)) say("a forward's words for a defender");
        checked++;
      }
    }
    // Checked at the end: an expect per event would make the 18,000 events slow.
    expect(wrong).toEqual([]);
    expect([...seen].sort()).toEqual([...MATCH_EVENT_TYPES].sort());
    expect(checked).toBeGreaterThan(15_000);
  }, 30_000);

  it('never contradicts the event before it or the tracker, as the Turkish does not', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 31 - 1 }), fc.integer({ min: 0, max: 2 }), fc.boolean(), (seed, a, knockout) => {
        expect(contradictions(simulateMatch(input(seed, a, (a + 1) % 3, knockout)), ENGLISH_LEXICON)).toEqual([]);
      }),
      { numRuns: 300 },
    );
  }, 60_000);

  it('writes articles, plurals and possessives as English does', () => {
    expect(englishText(line('change.formation', { value: '4-3-3' }))).toBe('Kartallar changed shape to a 4-3-3.');
    expect(englishText(line('play.fwd.middle.3', { player: n('Saka'), other: n('Arsenal') }))).toBe('Saka held off an Arsenal defender in midfield and laid it back.');
    expect(englishText(line('play.fwd.middle.3', { player: n('Saka'), other: n('Kartallar') }))).toBe('Saka held off a Kartallar defender in midfield and laid it back.');
    expect(englishText(line('end.win', { score: { A: 2, B: 1 } }))).toBe('Full time! Kartallar 2 - 1 Aslanlar. The win goes to Kartallar, by one goal!');
    expect(englishText(line('end.win', { score: { A: 0, B: 3 } }))).toBe('Full time! Kartallar 0 - 3 Aslanlar. The win goes to Aslanlar, by three goals!');
    expect(englishText(line('foul.4', { player: n('Rice'), other: n('Salah') }))).toBe("Rice pulled Salah's shirt. Foul.");
    expect(englishText(line('foul.4', { player: n('Rice'), other: n('Jones') }))).toBe("Rice pulled Jones' shirt. Foul.");
    expect(englishText(line('save.out.header.2', { player: n('Raya'), other: n('Stones') }))).toBe("Save! Raya pushed Stones' header over the bar.");
    expect(englishText(line('goal.box.1', { player: n('Kane'), assist: { code: 'assist.3', player: n('Palmer'), corner: false } }))).toBe(
      "GOAL! Kane puts it in the net, and the Kartallar supporters go wild! Palmer's pass was perfect.",
    );
    expect(englishText(line('corner.shot.1', { player: n('Saka'), again: 1 }))).toBe('Once again: Corner! Saka swings it into the box.');
  });

  it('says the same whistle, score and winner as the Turkish', () => {
    const l = line('end.penalties', { score: { A: 1, B: 1 }, penalties: { A: 3, B: 4 } });
    expect(turkishText(l)).toBe('Maç sona erdi! Kartallar 1 - 1 Aslanlar, penaltılarda 3 - 4. Kazanan Aslanlar!');
    expect(englishText(l)).toBe('Full time! Kartallar 1 - 1 Aslanlar, 3 - 4 on penalties. The win goes to Aslanlar!');
    expect(commentaryText(line('half_time', { score: { A: 0, B: 2 } }), 'en')).toBe('Half time. Kartallar 0 - 2 Aslanlar');
    expect(commentaryText(line('change.substitution', { player: n('Mertens'), other: n('Icardi') }), 'en')).toBe('Substitution: Icardi off, Mertens on (Kartallar).');
  });
});
