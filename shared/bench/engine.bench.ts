// Engine speed: full matches per second on one core (target: at least 20,000), with every output the
// engine gives (xG, zones, assists, role-fitting commentary), for league matches and for cup ties (extra
// time and shoot-outs when level), plus the after-match functions (ratings, momentum). The figures use the
// process's CPU time, so other work on a shared machine distorts them less; wall time and the machine's
// load are shown too.
import os from 'node:os';
import { simulateMatch } from '../src/match/engine';
import { momentum } from '../src/match/momentum';
import { playerRatings } from '../src/match/ratings';
import { sampleSquad } from '../src/match/sampleSquad';
import type { MatchInput } from '../src/match/types';

const squads = Array.from({ length: 16 }, (_, i) => sampleSquad(`Takım ${i}`, 70 + (i % 5) * 3, i + 1));
const input = (seed: number, i: number, knockout: boolean): MatchInput => ({ seed, teams: [squads[i % 16], squads[(i + 5) % 16]], knockout });
let events = 0;
const run = (n: number, seed0: number, knockout: boolean) => {
  for (let i = 0; i < n; i++) events += simulateMatch(input(seed0 + i, i, knockout)).events.length;
};

const fmt = (x: number) => Math.round(x).toLocaleString('en-US');
const load = () => os.loadavg().map((l) => l.toFixed(2)).join(' ');

function measure(label: string, n: number, body: () => void): number {
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  body();
  const wall = (performance.now() - t0) / 1000;
  const used = process.cpuUsage(cpu0);
  const cpu = (used.user + used.system) / 1e6;
  console.log(`${label}: ${fmt(n / cpu)} /sn, tek çekirdek CPU süresiyle; ${n} adet ${cpu.toFixed(2)} sn CPU, ${wall.toFixed(2)} sn duvar saati`);
  return n / cpu;
}

console.log(`yük (loadavg 1/5/15 dk) başta: ${load()}`);
run(2_000, 1, false); // warm-up: let the JIT settle before timing
run(500, 1, true);
const n = 40_000;
events = 0;
const league = measure('motor (lig maçı)', n, () => run(n, 100_000, false));
console.log(`       ortalama ${(events / n).toFixed(1)} olay / maç; hedef >= 20,000 maç/sn: ${league >= 20_000 ? 'tuttu' : 'TUTMADI'}`);
measure('motor (kupa maçı: berabere biterse uzatma ve penaltılar)', n / 2, () => run(n / 2, 300_000, true));
const timelines = Array.from({ length: 2_000 }, (_, i) => ({ input: input(500_000 + i, i, false), t: simulateMatch(input(500_000 + i, i, false)) }));
measure('maç sonu (oyuncu notları ve momentum)', timelines.length, () => {
  for (const { input: m, t } of timelines) {
    playerRatings(m, t.events);
    momentum(t.events);
  }
});
console.log(`yük (loadavg 1/5/15 dk) sonda: ${load()}`);
