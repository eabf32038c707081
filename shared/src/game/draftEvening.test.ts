import { describe, expect, it } from 'vitest';
import { Random } from '../match/random';
import { aiPickDelayMs, chooseAiPick } from './aiManager';
import { bundledPool, isComplete, withPick } from './bundledPool.testkit';
import { checkPick, type DraftState } from './draft';
import { pickerInOrder, roundOfPick, totalPicks } from './draftOrder';
import { addToQueue, automaticPick } from './pickQueue';
import { aiManagersForEmptySeats, checkFillWithAi, checkStartDraftWithAi, decideLeave, type Seat, type SeatsState } from './seats';

/**
 * The domain pieces together, as the server will run them for one evening: one human fills the room with
 * AI managers, starts, drafts by queue ("Otomatik seç"), a second human leaves mid-draft and an AI takes
 * his seat, and the snake draft ends with eleven legal picks for every seat.
 */
describe('an evening: 2 humans + 2 AI managers, a leaver mid-draft', () => {
  it('drafts to the end through the same rules, the leaver replaced with a notice', () => {
    const rng = new Random(2026);
    const pool = bundledPool();
    let seats: Seat[] = [
      { userId: 'zeynep', name: 'zeynep', isReady: true, ai: null },
      { userId: 'ali', name: 'ali', isReady: true, ai: null },
    ];
    let lobby: SeatsState = { status: 'waiting', maxPlayers: 4, creatorId: 'zeynep', members: seats };
    expect(checkFillWithAi(lobby, 'zeynep')).toBeNull();
    seats = [...seats, ...aiManagersForEmptySeats(lobby, rng).map((ai, i) => ({ userId: `ai-${i}`, name: ai.name, isReady: true, ai }))];
    lobby = { ...lobby, members: seats };
    expect(checkStartDraftWithAi(lobby, 'zeynep')).toBeNull();

    const formations = ['4-3-3', '3-5-2', '4-2-3-1', '5-3-2'];
    let state: DraftState = { status: 'drafting', currentPick: 0, leagues: ['Premier League', 'Süper Lig'], members: seats.map((s, i) => ({ userId: s.userId, formation: formations[i], squad: [] })) };
    // Two centre-backs well down the list, whom nobody else takes in the first rounds.
    const centreBack = (league: string, rank: number) => pool.filter((p) => p.league_name === league && p.player_positions.includes('CB'))[rank].id;
    const queue = addToQueue(addToQueue([], centreBack('Süper Lig', 12)), centreBack('Premier League', 30));
    const log: string[] = [];
    let notice = '';
    for (let pick = 0; !isComplete(state); pick++) {
      expect(pick).toBeLessThan(totalPicks(4));
      if (pick === 10) {
        const d = decideLeave({ ...lobby, status: 'drafting', members: seats }, 'ali', rng);
        if (!('action' in d) || d.action !== 'replace') throw new Error(`expected a replacement, got ${JSON.stringify(d)}`);
        seats = seats.map((s) => (s.userId === 'ali' ? { ...s, name: d.ai.name, ai: d.ai } : s));
        notice = d.notice;
      }
      const userId = pickerInOrder(state.members, pick)!;
      const seat = seats.find((s) => s.userId === userId)!;
      const choice = seat.ai ? chooseAiPick(state, pool, userId, seat.ai.style, rng) : automaticPick(state, userId === 'zeynep' ? queue : [], pool, userId);
      expect(choice, `pick ${pick} of ${seat.name}`).not.toBeNull();
      const seatIndex = state.members.findIndex((m) => m.userId === userId);
      expect(checkPick({ ...state, currentPick: seatIndex }, userId, choice!.player, choice!.slotKey)).toBeNull();
      if (seat.ai) expect(aiPickDelayMs(rng)).toBeGreaterThanOrEqual(1000);
      log.push(`${roundOfPick(pick, 4)}. tur: ${seat.name} → ${choice!.player.id}`);
      state = withPick(state, userId, choice!.player.id, choice!.slotKey);
    }
    expect(state.currentPick).toBe(44);
    expect(log).toHaveLength(44);
    expect(log[0]).toMatch(/^1\. tur: zeynep → /);
    expect(log[43]).toMatch(new RegExp(`^11\\. tur: ${seats[3].name} → `)); // round 11 runs forward again
    expect(notice).toMatch(/^ali ayrıldı; yerine .+ \(yapay zekâ\) geçti\.$/);
    // The queue went first: zeynep's first two picks are her queued players, in her order.
    expect(state.members[0].squad.slice(0, 2).map((p) => p.playerId)).toEqual(queue);
    // ali's squad is kept by the AI manager: one seat, eleven players.
    expect(state.members[1].squad).toHaveLength(11);
  });
});
