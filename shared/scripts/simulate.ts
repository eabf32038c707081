// `npm run simulate -- --matches 10000 [--json]`: plays many matches with the engine and prints each
// statistic's mean next to its real top-league target, so the calibration can be checked at a glance.
import { simulateMatch } from '../src/match/engine';
import { sampleSquad } from '../src/match/sampleSquad';
import type { MatchTimeline } from '../src/match/types';

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
type Summary = Pick<MatchTimeline, 'score' | 'stats'>;

function play(gap: number, seedBase: number): Summary[] {
  const out: Summary[] = [];
  for (let i = 0; i < matches; i++) {
    const seed = seedBase + i * 7919;
    // Home/away halves swap who is stronger so the figures measure strength, not the slot.
    const strongFirst = i % 2 === 0;
    const strong = sampleSquad('Güçlü', 75 + gap, seed + 1);
    const weak = sampleSquad('Zayıf', 75, seed + 2);
    const { score, stats } = simulateMatch({ seed, teams: strongFirst ? [strong, weak] : [weak, strong] });
    out.push({ score, stats });
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

if (asJson) {
  console.log(JSON.stringify({ matches, figures: figures.map((f) => ({ ...f, ok: f.mean >= f.min && f.mean <= f.max })) }, null, 2));
} else {
  console.log(`${matches} maç (eşit kadrolar) ve ${matches} maç (+10 genel güç farkı)\n`);
  for (const f of figures) {
    const ok = f.mean >= f.min && f.mean <= f.max;
    console.log(`${ok ? '✓' : '✗'} ${f.name.padEnd(28)} ${f.mean.toFixed(2).padStart(7)}   hedef ${f.min}–${f.max}`);
  }
}
process.exit(figures.every((f) => f.mean >= f.min && f.mean <= f.max) ? 0 : 2);
