import { describe, expect, it } from 'vitest';
import { simulateMatch } from './engine';
import { lineupAt } from './lineup';
import { sampleBench, sampleSquad } from './sampleSquad';
import { formationSlots } from '../formations/gameFormations';
import type { Decision, MatchInput, MatchTimeline, TeamInput } from './types';

const squad = (name: string, seed: number): TeamInput => ({ ...sampleSquad(name, 76, seed), bench: sampleBench(name, 76, seed) });
const home = squad('Kartallar', 11);
const away = squad('Aslanlar', 12);
const play = (seed: number, decisions: Decision[] = []): MatchTimeline => simulateMatch({ seed, teams: [home, away], decisions } satisfies MatchInput);
const ids = (players: Array<{ id: string }>) => players.map((p) => p.id).sort();
/** The first seed whose match (with these decisions) sends a man of side A off in the first half. */
const seedWithEarlyRed = (decisions: Decision[] = []) => {
  for (let seed = 1; seed < 3000; seed++) {
    const red = play(seed, decisions).events.find((e) => e.type === 'red' && e.team === 'A' && e.minute < 45);
    if (red) return { seed, red };
  }
  throw new Error('no seed sends a man of A off in the first half');
};

describe('lineupAt: who is on the pitch as the match stands', () => {
  it('is the kick-off elevens and formations before any event', () => {
    const [a, b] = lineupAt([home, away], []);
    expect(a).toEqual({ formation: home.formation, players: home.players, cameOn: {}, cards: {}, left: [] });
    expect(b.players).toEqual(away.players);
  });

  it('puts a substitute in the slot of the man he replaces, from the minute the change takes effect', () => {
    const off = home.players[9];
    const on = home.bench![0];
    const t = play(7, [{ side: 'A', minute: 60, type: 'substitution', off: off.id, on: on.id }]);
    const at = t.events.findIndex((e) => e.type === 'substitution');
    expect(at).toBeGreaterThan(0);
    const before = lineupAt([home, away], t.events.slice(0, at))[0];
    expect(ids(before.players)).toEqual(ids(home.players));
    const after = lineupAt([home, away], t.events.slice(0, at + 1))[0];
    expect(after.players.find((p) => p.id === on.id)?.slotPosition).toBe(off.slotPosition);
    expect(after.players.some((p) => p.id === off.id)).toBe(false);
    expect(after.cameOn).toEqual({ [on.id]: t.events[at].display });
    expect(after.left).toEqual([{ id: off.id, name: off.name, display: t.events[at].display, reason: 'substituted' }]);
    // The other side is untouched.
    expect(lineupAt([home, away], t.events)[1].players.length).toBe(11);
  });

  it('takes a man sent off out of the eleven and marks his card', () => {
    const { seed, red } = seedWithEarlyRed();
    const events = play(seed).events.filter((e) => e.seq <= red.seq);
    const [a] = lineupAt([home, away], events);
    expect(a.players).toHaveLength(10);
    expect(a.players.some((p) => p.id === red.playerId)).toBe(false);
    expect(a.cards[red.playerId!]).toBe('red');
    expect(a.left.at(-1)).toMatchObject({ id: red.playerId, reason: 'sent_off', display: red.display });
  });

  it('moves the men into the new formation the engine placed them in, ten men included', () => {
    const decisions: Decision[] = [{ side: 'A', minute: 50, type: 'formation', formation: '4-3-3' }];
    const { seed } = seedWithEarlyRed(decisions);
    const t = play(seed, decisions);
    const [a] = lineupAt([home, away], t.events);
    expect(a.formation).toBe('4-3-3');
    expect(a.players).toHaveLength(10);
    // Every man stands in a slot of 4-3-3, no two in the same one beyond what the formation has.
    const slots = formationSlots('4-3-3').map((s) => s.position as string);
    for (const p of a.players) {
      expect(slots).toContain(p.slotPosition);
      slots.splice(slots.indexOf(p.slotPosition), 1);
    }
    // Before the change took effect, the kick-off shape.
    const change = t.events.find((e) => e.type === 'tactic')!;
    expect(lineupAt([home, away], t.events.filter((e) => e.seq < change.seq))[0].formation).toBe(home.formation);
  });

  it('follows a formation with the positions the manager gave', () => {
    const positions = Object.fromEntries(home.players.map((p, i) => [p.id, formationSlots('4-3-3')[i].position as string]));
    const t = play(3, [{ side: 'A', minute: 20, type: 'formation', formation: '4-3-3', positions }]);
    const [a] = lineupAt([home, away], t.events);
    const sentOff = new Set(a.left.map((l) => l.id));
    for (const p of a.players) if (!sentOff.has(p.id)) expect(p.slotPosition).toBe(positions[p.id]);
  });
});
