import { describe, expect, it } from 'vitest';
import { simulateMatch } from '../match/engine';
import { fixtureResult } from '../match/wire';
import type { GamePlayer } from '../players/types';
import { roomText } from './refusal';
import { after, as, ENV, room } from '../test/rooms';
import { liveFixture, SYSTEM, type RoomEnv, type RoomState } from './state';
import { automaticChoice } from './rules/autoPick';
import { bundledPool } from '../test/bundledPool';
import { pickerOf } from './rules/clock';
import { checkPick, draftStateOf } from './rules/draft';
import { engineInputOf } from './rules/engineInput';
import { roundOfPick } from './rules/draftOrder';

/** The bundled pool as the game's players (every face rating at the overall: enough for the engine to play). */
const pool: GamePlayer[] = bundledPool().map((p) => ({
  ...p,
  short_name: p.id,
  long_name: p.id,
  player_face_url: '',
  club_name: '',
  pace: p.overall,
  shooting: p.overall,
  passing: p.overall,
  dribbling: p.overall,
  defending: p.overall,
  physic: p.overall,
  goalkeeping: p.player_positions.startsWith('GK') ? p.overall : 10,
}));
const byId = new Map(pool.map((p) => [p.id, p]));

/**
 * One evening through the room machine alone, as the server runs it: a human fills the room with AI
 * managers and starts; the clock makes every automatic pick (AI, queue, "Otomatik seç"); a second human
 * leaves mid-draft and an AI manager finishes his squad; the league is played to a champion.
 */
describe('an evening: 2 humans + 2 AI managers, a leaver mid-draft, a league to the end', () => {
  it('drafts 44 legal picks and plays every fixture through the same actions', () => {
    let env: RoomEnv = ENV;
    const later = (ms: number) => (env = { ...env, now: env.now + ms });
    let r: RoomState = room({ options: { ...room().options, maxPlayers: 4, leagues: ['Premier League', 'Süper Lig'] }, seats: room().seats.map((s) => ({ ...s, ready: true })) });
    r = after(r, 'fillAi', as('zeynep'), {}, env);
    r = after(r, 'startDraft', as('zeynep'), {}, env);
    const centreBack = pool.filter((p) => p.league_name === 'Süper Lig' && p.player_positions.includes('CB'))[12];
    r = after(r, 'setQueue', as('zeynep'), { players: [centreBack], unknownIds: [] }, env);
    r = after(r, 'setAutodraft', as('zeynep'), { on: true }, env);
    const notices: string[] = [];
    const log: string[] = [];
    while (r.status === 'drafting') {
      expect(r.draft.currentPick).toBeLessThan(44);
      if (r.draft.currentPick === 10) {
        r = after(r, 'leave', as('ali'), {}, env);
        notices.push(...r.effects.flatMap((e) => (e.type === 'notice' ? [roomText(e.text.key, e.text.values)] : [])));
      }
      const seat = pickerOf(r)!;
      if (seat.userId === 'id-ali' && !seat.ai) {
        // ali picks by hand while he is here: the best player the rules allow.
        const choice = automaticChoice(r, pool)!;
        r = after(r, 'pick', as('ali'), { found: [choice.player], slot: choice.slotKey, pickNumber: r.draft.currentPick }, env);
      } else {
        later(r.draft.deadline! - env.now);
        const choice = automaticChoice(r, pool);
        expect(choice, `pick ${r.draft.currentPick} of ${seat.name}`).not.toBeNull();
        expect(checkPick(draftStateOf(r), seat.userId, choice!.player, choice!.slotKey)).toBeNull();
        r = after(r, 'tick', SYSTEM, { pick: choice, match: null }, env);
      }
      const made = r.picks.at(-1)!;
      log.push(`${roundOfPick(made.pickNumber - 1, 4)}. tur: ${r.seats.find((s) => s.userId === made.userId)!.name}`);
    }
    expect(r.status).toBe('draft_finished');
    expect(r.picks).toHaveLength(44);
    expect(new Set(r.picks.map((p) => p.playerId)).size).toBe(44);
    expect(log[0]).toBe('1. tur: zeynep');
    expect(r.picks.find((p) => p.userId === 'id-zeynep')?.playerId).toBe(centreBack.id);
    expect(notices[0]).toMatch(/^ali ayrıldı; yerine .+ \(yapay zekâ\) geçti\.$/);
    expect(r.picks.filter((p) => p.userId === 'id-ali')).toHaveLength(11);

    r = after(r, 'startTournament', as('zeynep'), {}, env);
    for (let seed = 1; r.status === 'in_progress'; seed++) {
      const fixture = r.fixtures.find((f) => !f.played)!;
      const input = engineInputOf(r, byId, fixture, seed)!;
      r = after(r, 'kickOff', as('zeynep'), { match: input }, env);
      later(60_000);
      r = after(r, 'finishMatch', SYSTEM, { fixtureId: liveFixture(r)!._id, result: fixtureResult(simulateMatch(input)) }, env);
    }
    expect(r.status).toBe('finished');
    expect(r.fixtures).toHaveLength(6);
    expect(r.fixtures.every((f) => f.played && f.result)).toBe(true);
  });
});
