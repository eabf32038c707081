import { clubBestEleven, clubTeam, type ClubEleven } from '../builder/quickMatch';
import { formationSlots } from '../formations/gameFormations';
import { simulateMatch } from '../match/engine';
import type { MatchInput, MatchTimeline, PlayerInput, TeamInput } from '../match/types';
import { positionsOf } from '../players/positions';
import { ratingsOf } from '../players/ratings';
import type { GamePlayer } from '../players/types';
import { roomRandom } from '../room/rules/seeded';
import { offerOf, teamOf, type PickFiveRun } from './run';
import { KNOCKOUT_ROUNDS, wonTie, type KnockoutResult } from './share';

/**
 * The knockout after a "Beşten birini seç" squad (docs/drafts.md, 'The knockout'): four cup ties against AI
 * clubs of the pool, each played by the match engine from a seed derived from the run's. Everything follows
 * from the seed, the choices and the pool, so the server computes the same results the screen showed and
 * never takes them from the client.
 */

/** A club of the pool the knockout can draw: its name and its best eleven's mean overall. */
interface ClubEntry {
  name: string;
  players: GamePlayer[];
  strength: number;
}

const clubCache = new WeakMap<object, ClubEntry[]>();
/** The pool's clubs with at least eleven players, weakest first (ties by name): read once per pool object. */
function clubsOf(pool: readonly GamePlayer[]): ClubEntry[] {
  const kept = clubCache.get(pool);
  if (kept) return kept;
  const byName = new Map<string, GamePlayer[]>();
  for (const p of pool) if (p.club_name) byName.set(p.club_name, [...(byName.get(p.club_name) ?? []), p]);
  const clubs = [...byName]
    .filter(([, players]) => players.length >= 11)
    .map(([name, players]) => {
      const best = players.map((p) => p.overall).sort((a, b) => b - a).slice(0, 11);
      return { name, players: players.sort((a, b) => (a.id < b.id ? -1 : 1)), strength: best.reduce((n, o) => n + o, 0) / 11 };
    })
    .sort((a, b) => a.strength - b.strength || (a.name < b.name ? -1 : 1));
  clubCache.set(pool, clubs);
  return clubs;
}

/**
 * The four opponents, one from each quarter of the clubs by strength, weakest first: the final is the
 * hardest. A club drawn that cannot field an eleven gives way to the next of its quarter.
 */
export function knockoutOpponents(seed: string, pool: readonly GamePlayer[]): TeamInput[] {
  const clubs = clubsOf(pool);
  const rng = roomRandom(`${seed}/knockout`, 0);
  const out: TeamInput[] = [];
  for (let round = 0; round < KNOCKOUT_ROUNDS && clubs.length > 0; round++) {
    const from = Math.floor((round * clubs.length) / KNOCKOUT_ROUNDS);
    const size = Math.max(1, Math.floor(((round + 1) * clubs.length) / KNOCKOUT_ROUNDS) - from);
    const first = rng.int(size);
    for (let k = 0; k < size; k++) {
      const club = clubs[from + ((first + k) % size)];
      const eleven = elevenOf(club);
      if (eleven) {
        out.push(clubTeam(club.name, eleven));
        break;
      }
    }
  }
  return out;
}

const elevens = new WeakMap<ClubEntry, ClubEleven | null>();
const elevenOf = (club: ClubEntry): ClubEleven | null => {
  if (!elevens.has(club)) elevens.set(club, clubBestEleven(club.players));
  return elevens.get(club)!;
};

const toInput = (p: GamePlayer, slotPosition: string): PlayerInput => ({
  id: p.id,
  name: p.short_name,
  positions: positionsOf(p),
  slotPosition,
  ...(p.nationality ? { nationality: p.nationality } : {}),
  ...ratingsOf(p),
});

/** The run's squad as the engine takes it (the eleven in formation order, the bench); null until it is complete. */
export function runTeam(run: PickFiveRun, pool: readonly GamePlayer[], name: string): TeamInput | null {
  if (offerOf(run, pool).kind !== 'done') return null;
  const { formation, squad } = teamOf(run, pool);
  const bySlot = new Map(squad.map((c) => [c.slot, c.player]));
  const players = formationSlots(formation!).map((s) => toInput(bySlot.get(s.key)!, s.position));
  const bench = squad.filter((c) => c.slot.startsWith('SUB-')).map((c) => toInput(c.player, positionsOf(c.player)[0]));
  return { name, formation: formation!, players, bench };
}

export interface KnockoutMatch {
  round: number;
  input: MatchInput;
  timeline: MatchTimeline;
  result: KnockoutResult;
}

/** A tie's result for the run's side (always side A). */
export function resultOf(t: MatchTimeline): KnockoutResult {
  return { for: t.score.A, against: t.score.B, ...(t.shootout ? { shootout: { for: t.shootout.score.A, against: t.shootout.score.B } } : {}) };
}

/** The knockout of a complete run: its ties in order until the first defeat (a cup tie always has a winner), each with the run's decisions for it. */
export function playKnockout(run: PickFiveRun, pool: readonly GamePlayer[], name: string): KnockoutMatch[] {
  const team = runTeam(run, pool, name);
  if (!team) return [];
  const played: KnockoutMatch[] = [];
  for (const [round, opponent] of knockoutOpponents(run.seed, pool).entries()) {
    const seed = roomRandom(`${run.seed}/knockout`, round + 1).int(0x7fffffff);
    const decisions = run.decisions?.[round] ?? [];
    const input: MatchInput = { seed, teams: [team, opponent], knockout: true, neutral: true, ...(decisions.length > 0 ? { decisions: [...decisions] } : {}) };
    const timeline = simulateMatch(input);
    played.push({ round: round + 1, input, timeline, result: resultOf(timeline) });
    if (timeline.winner !== 'A') break;
  }
  return played;
}

/** Wins and goals of a knockout: what the day's table ranks by. */
export function knockoutTotals(results: readonly KnockoutResult[]): { wins: number; goalsFor: number; goalsAgainst: number } {
  return {
    wins: results.filter(wonTie).length,
    goalsFor: results.reduce((n, r) => n + r.for, 0),
    goalsAgainst: results.reduce((n, r) => n + r.against, 0),
  };
}
