// `npm run simulate -- --matches 10000 [--json]`: plays many matches with the engine and prints each
// statistic's mean next to its real top-league target, so the calibration can be checked at a glance:
// league matches (equal squads, then a +10 gap) and as many cup ties (knockout: extra time, penalties).
import { simulateMatch } from '../src/match/engine';
import { manOfTheMatch, playerRatings } from '../src/match/ratings';
import { sampleSquad } from '../src/match/sampleSquad';
import type { MatchInput, MatchTimeline } from '../src/match/types';

const args = process.argv.slice(2);
const matchesArg = args.indexOf('--matches');
const matches = matchesArg >= 0 ? Number(args[matchesArg + 1]) : 10_000;
const asJson = args.includes('--json');
if (!Number.isInteger(matches) || matches <= 0) {
  console.error('Kullanım: npm run simulate -- --matches 10000 [--json]');
  process.exit(1);
}

interface Figure {
  name: string;
  mean: number;
  min: number;
  max: number;
}

/** Only the final score and stats are kept: whole timelines of 20,000 matches would not fit in memory. */
type Summary = Pick<MatchTimeline, 'score' | 'stats' | 'extraTime'>;

/** Counted across every match played, league and cup: penalties, shoot-out kicks and player ratings. */
const tally = { penalties: 0, penaltyGoals: 0, kicks: 0, kickGoals: 0, shootouts: 0, ratings: [] as number[], motm: [] as number[] };

function count(input: MatchInput, t: MatchTimeline): void {
  for (const e of t.events) {
    if (e.situation === 'penalty') {
      tally.penalties++;
      if (e.type === 'goal') tally.penaltyGoals++;
    }
  }
  if (t.shootout) {
    tally.shootouts++;
    tally.kicks += t.shootout.kicks.length;
    tally.kickGoals += t.shootout.kicks.filter((k) => k.outcome === 'scored').length;
  }
  // Ratings of one match in ten: enough for the distribution, and the script stays quick.
  if (input.seed % 10 === 1) {
    const ratings = playerRatings(input, t.events);
    for (const r of ratings) tally.ratings.push(r.rating);
    tally.motm.push(manOfTheMatch(ratings, t.winner)!.rating);
  }
}

function play(gap: number, seedBase: number, knockout = false): Summary[] {
  const out: Summary[] = [];
  for (let i = 0; i < matches; i++) {
    const seed = seedBase + i * 7919;
    // Home/away halves swap who is stronger so the figures measure strength, not the slot.
    const strongFirst = i % 2 === 0;
    const strong = sampleSquad('Güçlü', 75 + gap, seed + 1);
    const weak = sampleSquad('Zayıf', 75, seed + 2);
    const input: MatchInput = { seed, teams: strongFirst ? [strong, weak] : [weak, strong], knockout };
    const t = simulateMatch(input);
    count(input, t);
    out.push({ score: t.score, stats: t.stats, extraTime: t.extraTime });
  }
  return out;
}

const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;

const equal = play(0, 1);
const both = (f: (t: Summary, s: 'A' | 'B') => number) => equal.map((t) => f(t, 'A') + f(t, 'B'));
const possessionA = equal.map((t) => t.stats.A.possession);
const figures: Figure[] = [
  { name: 'goals', mean: mean(both((t, s) => t.score[s])), min: 2.6, max: 3.0 },
  { name: 'draws %', mean: 100 * mean(equal.map((t) => (t.score.A === t.score.B ? 1 : 0))), min: 26, max: 32 },
  { name: 'shots', mean: mean(both((t, s) => t.stats[s].shots)), min: 23, max: 28 },
  { name: 'shots on target', mean: mean(both((t, s) => t.stats[s].shotsOnTarget)), min: 8.0, max: 9.8 },
  { name: 'corners', mean: mean(both((t, s) => t.stats[s].corners)), min: 9, max: 11 },
  { name: 'fouls', mean: mean(both((t, s) => t.stats[s].fouls)), min: 19.5, max: 25 },
  { name: 'yellow cards', mean: mean(both((t, s) => t.stats[s].yellowCards)), min: 3.4, max: 4.5 },
  { name: 'red cards', mean: mean(both((t, s) => t.stats[s].redCards)), min: 0.08, max: 0.2 },
  { name: 'saves', mean: mean(both((t, s) => t.stats[s].saves)), min: 5.4, max: 6.6 },
  { name: 'possession sd (A) %', mean: Math.sqrt(mean(possessionA.map((p) => (p - 50) ** 2))), min: 4, max: 12 },
  { name: 'possession beyond 70 %', mean: 100 * mean(possessionA.map((p) => (p > 70 || p < 30 ? 1 : 0))), min: 0, max: 3 },
  { name: 'equal: first side wins %', mean: 100 * mean(equal.map((t) => (t.score.A > t.score.B ? 1 : 0))), min: 31, max: 39 },
  { name: 'equal: second side wins %', mean: 100 * mean(equal.map((t) => (t.score.B > t.score.A ? 1 : 0))), min: 31, max: 39 },
];

const gap = play(10, 1_000_000);
const strongSide = (i: number): 'A' | 'B' => (i % 2 === 0 ? 'A' : 'B');
const outcome = (t: Summary, i: number) => {
  const s = strongSide(i);
  const o = s === 'A' ? 'B' : 'A';
  return t.score[s] > t.score[o] ? 'win' : t.score[s] === t.score[o] ? 'draw' : 'loss';
};
figures.push(
  { name: '+10 overall: wins %', mean: 100 * mean(gap.map((t, i) => (outcome(t, i) === 'win' ? 1 : 0))), min: 61, max: 69 },
  { name: '+10 overall: draws %', mean: 100 * mean(gap.map((t, i) => (outcome(t, i) === 'draw' ? 1 : 0))), min: 17, max: 25 },
);

const league = [...equal, ...gap];
const cup = play(0, 2_000_000, true);
const leagueGoals = mean(league.map((t) => t.score.A + t.score.B));
const leagueXg = mean(league.map((t) => t.stats.A.xg + t.stats.B.xg));
const sorted = [...tally.ratings].sort((a, b) => a - b);
const centile = (q: number) => sorted[Math.floor(q * (sorted.length - 1))];
const ratingMean = mean(tally.ratings);
figures.push(
  { name: 'xG per match', mean: leagueXg, min: 0.9 * leagueGoals, max: 1.1 * leagueGoals },
  { name: 'xG / goals %', mean: (100 * leagueXg) / leagueGoals, min: 90, max: 110 },
  { name: 'penalties per match', mean: tally.penalties / (3 * matches), min: 0.2, max: 0.35 },
  { name: 'penalty conversion %', mean: (100 * tally.penaltyGoals) / tally.penalties, min: 70, max: 80 },
  { name: 'shoot-out conversion %', mean: (100 * tally.kickGoals) / tally.kicks, min: 70, max: 80 },
  { name: 'league: extra time %', mean: 100 * mean(league.map((t) => (t.extraTime ? 1 : 0))), min: 0, max: 0 },
  { name: 'cup: extra time %', mean: 100 * mean(cup.map((t) => (t.extraTime ? 1 : 0))), min: 24, max: 34 },
  { name: 'cup: shoot-outs %', mean: (100 * tally.shootouts) / matches, min: 8, max: 20 },
  { name: 'rating: mean', mean: ratingMean, min: 6.2, max: 7.0 },
  { name: 'rating: sd', mean: Math.sqrt(mean(tally.ratings.map((r) => (r - ratingMean) ** 2))), min: 0.4, max: 1.0 },
  { name: 'rating: 10th centile', mean: centile(0.1), min: 5, max: 6.5 },
  { name: 'rating: 90th centile', mean: centile(0.9), min: 7, max: 8.5 },
  { name: 'rating: 8.5 or more %', mean: (100 * tally.ratings.filter((r) => r >= 8.5).length) / tally.ratings.length, min: 1, max: 8 },
  { name: 'man of the match: rating', mean: mean(tally.motm), min: 7.8, max: 9.3 },
);

if (asJson) {
  console.log(JSON.stringify({ matches, figures: figures.map((f) => ({ ...f, ok: f.mean >= f.min && f.mean <= f.max })) }, null, 2));
} else {
  console.log(`${matches} maç (eşit kadrolar), ${matches} maç (+10 genel güç farkı) ve ${matches} kupa maçı (uzatma, penaltılar)\n`);
  for (const f of figures) {
    const ok = f.mean >= f.min && f.mean <= f.max;
    console.log(`${ok ? '✓' : '✗'} ${f.name.padEnd(28)} ${f.mean.toFixed(2).padStart(7)}   hedef ${+f.min.toFixed(2)}–${+f.max.toFixed(2)}`);
  }
}
process.exit(figures.every((f) => f.mean >= f.min && f.mean <= f.max) ? 0 : 2);
