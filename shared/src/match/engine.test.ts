import { describe, expect, it } from 'vitest';
import { simulateMatch } from './engine';
import { sampleSquad } from './sampleSquad';
import { MATCH_EVENT_TYPES, type MatchInput, type MatchTimeline, type Side, type TeamInput } from './types';
import { turkishText } from './commentary';

const home = sampleSquad('Kartallar', 76, 11);
const away = sampleSquad('Aslanlar', 76, 12);
const input = (seed: number, a: TeamInput = home, b: TeamInput = away): MatchInput => ({ seed, teams: [a, b] });
const other = (s: Side): Side => (s === 'A' ? 'B' : 'A');
const seeds = Array.from({ length: 300 }, (_, i) => 1000 + i * 31);

describe('simulateMatch', () => {
  it('gives the same timeline, to the byte, for the same input and another match for another seed', () => {
    const first = JSON.stringify(simulateMatch(input(42)));
    expect(JSON.stringify(simulateMatch(input(42)))).toBe(first);
    expect(JSON.stringify(simulateMatch(structuredClone(input(42))))).toBe(first);
    expect(JSON.stringify(simulateMatch(input(43)))).not.toBe(first);
  });

  it('gives every event what docs/match.md, "Live events" lists: type, minute, team, player, scorer, message, score and stats', () => {
    const t = simulateMatch(input(7));
    for (const [i, e] of t.events.entries()) {
      expect(e.seq).toBe(i);
      expect(MATCH_EVENT_TYPES).toContain(e.type);
      expect(turkishText(e.line).length).toBeGreaterThan(5);
      expect(e.display).toBe(e.added ? `${e.minute}+${e.added}` : String(e.minute));
      expect(Object.keys(e.stats.A).sort()).toEqual(
        ['corners', 'fouls', 'possession', 'redCards', 'saves', 'shots', 'shotsOnTarget', 'xg', 'yellowCards'].sort(),
      );
      expect(e.stats.A.possession + e.stats.B.possession).toBe(100);
      if (['start', 'minute_update', 'half_time', 'end'].includes(e.type)) expect(e.team).toBeNull();
      else {
        expect(['A', 'B']).toContain(e.team);
        expect(e.player).toBeTruthy();
        expect(turkishText(e.line)).toContain(e.player!);
      }
      if (e.type === 'goal') expect(e.scorer).toBe(e.player);
      else expect(e.scorer).toBeNull();
    }
    expect(t.events[0].type).toBe('start');
    // The kick-off is an event of its own, with its line, so the live feed can show it.
    expect(t.events[0]).toMatchObject({ minute: 0, display: '0', clock: 0 });
    expect(turkishText(t.events[0].line)).toBe('Maç başladı! Kartallar ile Aslanlar karşı karşıya.');
    expect(t.events[0].stats.A.possession).toBe(50);
    expect(t.events.at(-1)!.type).toBe('end');
    expect(t.events.filter((e) => e.type === 'half_time')).toHaveLength(1);
  });

  it('plays stoppage time in both halves, brings every minute at least one event, and keeps the clock in order', () => {
    for (const seed of seeds.slice(0, 50)) {
      const t = simulateMatch(input(seed));
      const play = t.events.filter((e) => !['start', 'half_time', 'end'].includes(e.type));
      const minutes = new Set(play.map((e) => e.display));
      expect(minutes.size).toBe(90 + t.stoppage[0] + t.stoppage[1]);
      // A minute update only in a minute where nothing else happened.
      for (const u of play.filter((e) => e.type === 'minute_update')) expect(play.filter((e) => e.display === u.display)).toEqual([u]);
      expect(t.stoppage[0]).toBeGreaterThan(0);
      expect(t.stoppage[1]).toBeGreaterThan(0);
      expect(minutes.has('45+1')).toBe(true);
      expect(play.at(-1)!.display).toBe(`90+${t.stoppage[1]}`);
      for (let i = 1; i < t.events.length; i++) expect(t.events[i].clock).toBeGreaterThanOrEqual(t.events[i - 1].clock);
      expect(t.duration).toBe(t.events.at(-1)!.clock);
      const half = t.events.findIndex((e) => e.type === 'half_time');
      expect(t.events[half + 1].clock - t.events[half].clock).toBeGreaterThan(1);
    }
  });

  it('keeps the score and the stats in agreement with the events', () => {
    for (const seed of seeds) {
      const t = simulateMatch(input(seed));
      const count = (type: string, side: Side) => t.events.filter((e) => e.type === type && e.team === side).length;
      let goals = { A: 0, B: 0 };
      for (const e of t.events) {
        if (e.type === 'goal') goals = { ...goals, [e.team!]: goals[e.team!] + 1 };
        expect(e.score).toEqual(goals);
      }
      expect(t.score).toEqual(goals);
      for (const s of ['A', 'B'] as const) {
        const st = t.stats[s];
        expect(st.shots).toBe(count('goal', s) + count('save', other(s)) + count('miss', s));
        expect(st.shotsOnTarget).toBe(count('goal', s) + count('save', other(s)));
        expect(st.saves).toBe(count('save', s));
        expect(st.corners).toBe(count('corner', s));
        expect(st.fouls).toBe(count('foul', s));
        expect(st.yellowCards).toBe(count('yellow', s));
        expect(st.redCards).toBe(count('red', s));
        expect(t.events.at(-1)!.stats[s]).toEqual(st);
      }
    }
  });

  it('turns a second yellow into a red and never lets a sent-off player act again', () => {
    let secondYellows = 0;
    let reds = 0;
    for (const seed of seeds) {
      const t = simulateMatch(input(seed));
      const booked = new Set<string>();
      const off = new Set<string>();
      t.events.forEach((e, i) => {
        const key = `${e.team}:${e.player}`;
        if (e.team && off.has(key)) throw new Error(`${e.player} oyundan atıldıktan sonra ${e.type} olayında`);
        if (e.type === 'yellow') {
          if (booked.has(key)) {
            secondYellows++;
            expect(t.events[i + 1]).toMatchObject({ type: 'red', team: e.team, player: e.player });
          }
          booked.add(key);
        }
        if (e.type === 'red') {
          reds++;
          off.add(key);
        }
      });
    }
    expect(reds).toBeGreaterThan(0);
    expect(secondYellows).toBeGreaterThan(0);
  });

  const winShare = (a: TeamInput, b: TeamInput, n = 400) => {
    let points = 0;
    for (let i = 0; i < n; i++) {
      const t: MatchTimeline = simulateMatch(input(5000 + i, a, b));
      points += t.score.A > t.score.B ? 1 : t.score.A === t.score.B ? 0.5 : 0;
    }
    return points / n;
  };

  it('weakens a side fielded out of position', () => {
    // Same players, but the defenders and forwards swapped into each other's slots.
    const slots = home.players.map((p) => p.slotPosition);
    const swapped: TeamInput = {
      ...home,
      name: 'Karışık',
      players: home.players.map((p, i) => ({ ...p, slotPosition: i === 0 ? 'GK' : slots[slots.length - i] })),
    };
    expect(winShare(home, swapped)).toBeGreaterThan(0.62);
  });

  it('makes the stronger eleven win more often, but not always', () => {
    const share = winShare(sampleSquad('Güçlü', 84, 3), sampleSquad('Zayıf', 74, 4));
    expect(share).toBeGreaterThan(0.65);
    expect(share).toBeLessThan(0.92);
  });
});
