import { beforeAll, describe, expect, it } from 'vitest';
import { turkishText } from './commentary';
import { englishText } from './en/commentary';
import { simulateMatch } from './engine';
import { PLAN_STYLES, stylePlan } from './plans';
import { sampleBench, sampleSquad } from './sampleSquad';
import type { MatchEvent, MatchTimeline, PlayerInput, Side, TeamInput } from './types';

/**
 * Issue 36: commentary a fan believes, as a property of many seeded matches. A penalty follows a foul in
 * the box by a named man of the defending side and the referee's award; every corner is followed by the
 * corner side's play (its header) or the defence's clearance; no two men of a match share a call name; no
 * line is said about the same man twice within ten played minutes. COMMENTARY_MATCHES sets the count.
 */
const MATCHES = Number(process.env.COMMENTARY_MATCHES ?? 2000);

/** Strikers who share a surname, midfielders who share a whole pool name, twins in one back four. */
const INITIALS = 'ABCDEFGHJKLM';
function squad(i: number): TeamInput {
  const name = `Takım${i}`;
  const s = sampleSquad(name, 66 + i * 2, i + 1);
  const players: PlayerInput[] = s.players.map((p, k) => {
    if (k === 9) return { ...p, name: `${INITIALS[i]}. Martínez`, nationality: 'Argentina' };
    if (k === 6) return { ...p, name: 'Danilo', fullName: `Danilo ${['Pereira', 'Barbosa', 'Santos', 'Silva'][i % 4]} ${i}` };
    if (k === 2 || k === 3) return { ...p, name: `${k === 2 ? 'J' : 'Q'}. Timber` };
    return p;
  });
  return { ...s, players, bench: sampleBench(name, 66 + i * 2, i + 1) };
}
const squads = Array.from({ length: 12 }, (_, i) => squad(i));

function play(seed: number): MatchTimeline {
  const a = seed % 12;
  const b = (a + 1 + (seed % 11)) % 12;
  const style = PLAN_STYLES[seed % 3];
  return simulateMatch({ seed, teams: [squads[a], squads[b]], knockout: seed % 5 === 0, plans: { A: stylePlan(style).rules, B: stylePlan(PLAN_STYLES[(seed + 1) % 3]).rules } });
}

const otherSide = (s: Side): Side => (s === 'A' ? 'B' : 'A');
/** The side that took a shot: a save is the keeper's side's event. */
const shootingSide = (e: MatchEvent) => (e.type === 'save' ? otherSide(e.team!) : e.team!);
const SHOTS = new Set(['goal', 'save', 'miss']);
const WHISTLES = new Set(['start', 'half_time', 'extra_time', 'shootout', 'end']);

type Broken = 'penalty' | 'corner' | 'name' | 'repeat';

/** Every break of the properties in one match, by property, as readable strings. */
function unbelievable(t: MatchTimeline, wrong: Record<Broken, string[]>): void {
  const { events } = t;
  const say = (kind: Broken, e: MatchEvent, why: string) => wrong[kind].push(`${t.seed} ${e.display}' ${why}: ${turkishText(e.line)}`);
  const ids: Record<Side, Set<string>> = { A: new Set(), B: new Set() };
  for (const e of events) {
    if (e.team && e.playerId && e.type !== 'save') ids[e.team].add(e.playerId);
  }
  events.forEach((e, i) => {
    const prev = events[i - 1];
    const next = events[i + 1];
    if (SHOTS.has(e.type) && e.situation === 'penalty') {
      const side = shootingSide(e);
      const award = prev?.type === 'foul' && /penaltı/i.test(turkishText(prev.line)) && /penalty/i.test(englishText(prev.line));
      if (!award) say('penalty', e, 'a penalty without the award before it');
      else if (prev.team !== otherSide(side) || prev.zone !== 'box' || prev.attacking !== side) say('penalty', e, 'a penalty after a foul not in the box by the other side');
      else if (!prev.playerId || ids[side].has(prev.playerId) || !prev.line.player) say('penalty', e, 'a penalty foul by nobody named of the other side');
      else if (prev.minute !== e.minute && prev.minute !== e.minute - 1) say('penalty', e, 'a penalty long after the foul');
    }
    if (e.type === 'corner') {
      const header = next && SHOTS.has(next.type) && shootingSide(next) === e.team;
      const cleared = next?.type === 'clearance' && next.team === otherSide(e.team!);
      if (!header && !cleared) say('corner', e, `a corner followed by ${next?.type} of ${next?.team}`);
    }
  });
  // One call name, one man.
  const called = new Map<string, string>();
  const call = (e: MatchEvent, text: string | undefined, id: string | null) => {
    if (!text || !id) return;
    const before = called.get(text);
    if (before && before !== id) say('name', e, `"${text}" is ${before} and ${id}`);
    called.set(text, id);
  };
  const otherIsPlayer = new Set(['foul', 'yellow', 'red', 'save', 'substitution', 'shootout_kick', 'clearance']);
  for (const e of events) {
    call(e, e.line.player?.text, e.playerId);
    if (otherIsPlayer.has(e.type)) call(e, e.line.other?.text, e.otherId);
    if (e.type === 'goal') call(e, e.line.assist?.player.text, e.otherId);
  }
  // No line about the same man twice within ten played minutes (a minute is each distinct clock of play).
  const lastSaid = new Map<string, number>();
  let played = 0;
  let clock = -1;
  for (const e of events) {
    if (WHISTLES.has(e.type)) continue;
    if (e.clock !== clock) {
      played++;
      clock = e.clock;
    }
    if (!e.line.player) continue;
    const key = `${e.line.code}|${e.line.again ?? 0}|${e.line.player.text}`;
    const before = lastSaid.get(key);
    if (before !== undefined && played - before < 10) say('repeat', e, `said about him ${played - before} minutes before`);
    lastSaid.set(key, played);
  }
}

/** The matches, played once for all the properties below. */
const wrong: Record<Broken, string[]> = { penalty: [], corner: [], name: [], repeat: [] };
const seen = { penalties: 0, corners: 0, again: 0 };
function playAll(): void {
  for (let seed = 1; seed <= MATCHES; seed++) {
    const t = play(seed);
    for (const e of t.events) {
      if (e.situation === 'penalty' && e.type !== 'shootout_kick') seen.penalties++;
      if (e.type === 'corner') seen.corners++;
      if (e.line.again) seen.again++;
    }
    unbelievable(t, wrong);
  }
}

describe(`commentary a fan believes, over ${MATCHES} matches`, () => {
  beforeAll(playAll, 60_000);

  // Checked once per property: an expect per event would make the matches slow.
  it('has every penalty after a foul in the box by a named man of the other side and the award', () => {
    expect(wrong.penalty.slice(0, 10)).toEqual([]);
    expect(seen.penalties).toBeGreaterThan(MATCHES / 10);
  });

  it("follows every corner with the corner side's header or the defence's clearance", () => {
    expect(wrong.corner.slice(0, 10)).toEqual([]);
    expect(seen.corners).toBeGreaterThan(MATCHES * 5);
  });

  it('never gives two men of a match the same call name', () => {
    expect(wrong.name.slice(0, 10)).toEqual([]);
  });

  it('never says a line about the same man twice within ten minutes', () => {
    expect(wrong.repeat.slice(0, 10)).toEqual([]);
  });
});
