import { describe, expect, it } from 'vitest';
import { Random } from '../../match/random';
import { canPlay, positionsOf } from '../../players/positions';
import { AI_STYLES, SQUAD_SIZE } from '../constants';
import { chooseAiPick } from './aiManager';
import { bundledPool, freshDraft, isComplete, withPick } from '../../test/bundledPool';
import { checkPick, emptySlots, leagueAllowed, type DraftCandidate, type DraftState } from './draft';
import { pickerInOrder } from './draftOrder';
import { findSlot, GAME_FORMATIONS } from '../../formations/gameFormations';

/** Whole drafts on the repository's bundled pool: the AI's strength against a greedy drafter, and its style. */
const LEAGUES = ['Premier League', 'La Liga', 'Serie A'];

describe('style shows in the first rounds of real drafts (bundled pool)', () => {
  it('attacker-minded managers open with forwards and attacking midfielders, defensive ones with keeper and defenders', () => {
    const pool = bundledPool();
    const lines = { hücumcu: { attack: 0, defence: 0 }, savunmacı: { attack: 0, defence: 0 } };
    for (let trial = 0; trial < 40; trial++) {
      for (const style of ['hücumcu', 'savunmacı'] as const) {
        const rng = new Random(trial);
        let state = freshDraft(['4-2-3-1', '4-3-3', '4-4-2', '3-5-2'], [LEAGUES[trial % 3]]);
        for (let pick = 0; pick < 12; pick++) {
          const seat = pickerInOrder(state.members, pick)!;
          const choice = chooseAiPick(state, pool, seat, seat === 'seat-0' ? style : 'dengeli', rng)!;
          if (seat === 'seat-0') {
            const line = choice.slotKey.split('-')[0];
            if (line === 'FWD' || line === 'AMF') lines[style].attack++;
            if (line === 'GK' || line === 'DEF') lines[style].defence++;
          }
          state = withPick(state, seat, choice.player.id, choice.slotKey);
        }
      }
    }
    // Three picks a draft for seat-0: 120 in all per style.
    expect(lines.hücumcu.attack).toBeGreaterThan(lines.savunmacı.attack * 1.5);
    expect(lines.savunmacı.defence).toBeGreaterThan(lines.hücumcu.defence * 1.5);
    expect(lines.hücumcu.attack).toBeGreaterThan(60);
    expect(lines.savunmacı.defence).toBeGreaterThan(60);
  });
});

/** The baseline: the best-rated available player who fits any empty slot, in his first fitting slot. */
function greedyPick(state: DraftState, pool: readonly DraftCandidate[], seat: string) {
  const me = state.members.find((m) => m.userId === seat)!;
  const drafted = new Set(state.members.flatMap((m) => m.squad.map((p) => p.playerId)));
  const empty = emptySlots(me);
  for (const p of pool) {
    if (drafted.has(p.id) || !leagueAllowed(state.leagues, p.league_name)) continue;
    const slot = empty.find((s) => canPlay(positionsOf(p), s.position));
    if (slot) return { player: p, slotKey: slot.key };
  }
  return null;
}

type Strategy = (state: DraftState, seat: string) => { player: DraftCandidate; slotKey: string } | null;

/** A whole snake draft; returns each seat's squad mean overall. */
function runDraft(state: DraftState, strategies: Strategy[]): number[] {
  const overall = new Map(bundledPool().map((p) => [p.id, p.overall]));
  for (let pick = 0; !isComplete(state) && pick < 200; pick++) {
    const seat = pickerInOrder(state.members, pick)!;
    const choice = strategies[state.members.findIndex((m) => m.userId === seat)](state, seat);
    if (!choice) continue;
    expect(checkPick({ ...state, currentPick: state.members.findIndex((m) => m.userId === seat) }, seat, choice.player, choice.slotKey)).toBeNull();
    expect(findSlot(state.members.find((m) => m.userId === seat)!.formation, choice.slotKey)).toBeDefined();
    state = withPick(state, seat, choice.player.id, choice.slotKey);
  }
  return state.members.map((m) => m.squad.reduce((s, p) => s + overall.get(p.playerId)!, 0) / SQUAD_SIZE);
}

describe('AI squads are as strong as a greedy best-available drafter (bundled pool)', () => {
  it('over 60 seeded drafts, each AI squad mean overall is within 2 points of the greedy one in its place', { timeout: 60_000 }, () => {
    const pool = bundledPool();
    expect(pool.length).toBeGreaterThan(3000);
    const gaps: number[] = [];
    for (let trial = 0; trial < 60; trial++) {
      const rng = new Random(1000 + trial);
      const seats = 2 + rng.int(7);
      const formations = Array.from({ length: seats }, () => GAME_FORMATIONS[rng.int(GAME_FORMATIONS.length)]);
      const leagues = rng.int(3) === 0 ? ['all'] : [LEAGUES[rng.int(LEAGUES.length)]];
      const styles = formations.map(() => AI_STYLES[rng.int(AI_STYLES.length)]);
      const tested = rng.int(seats);
      const ai: Strategy[] = styles.map((style, i) => {
        const own = new Random(trial * 31 + i);
        return (state, seat) => chooseAiPick(state, pool, seat, style, own);
      });
      const withAi = runDraft(freshDraft(formations, leagues), ai);
      const withGreedy = runDraft(freshDraft(formations, leagues), ai.map((s, i) => (i === tested ? (state, seat) => greedyPick(state, pool, seat) : s)));
      gaps.push(withGreedy[tested] - withAi[tested]);
      expect(withAi[tested], `trial ${trial}: ${styles[tested]} in ${formations[tested]}, ${seats} seats, ${leagues}`).toBeGreaterThanOrEqual(withGreedy[tested] - 2);
    }
    console.log(`AI minus greedy squad mean overall over ${gaps.length} drafts: mean ${(-gaps.reduce((a, b) => a + b, 0) / gaps.length).toFixed(2)}, worst ${(-Math.max(...gaps)).toFixed(2)}`);
    // On average the AI is not worse than greedy at all: need-awareness pays for the style.
    expect(gaps.reduce((a, b) => a + b, 0) / gaps.length).toBeLessThan(0.5);
  });
});
