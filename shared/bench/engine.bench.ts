// Engine speed: full matches per second on one core (target: at least 20,000). The figure uses the
// process's CPU time, so other work on a shared machine does not distort it; wall time is shown too.
import { simulateMatch } from '../src/match/engine';
import { sampleSquad } from '../src/match/sampleSquad';

const squads = Array.from({ length: 16 }, (_, i) => sampleSquad(`Takım ${i}`, 70 + (i % 5) * 3, i + 1));
let events = 0;
const run = (n: number, seed0: number) => {
  for (let i = 0; i < n; i++) {
    const t = simulateMatch({ seed: seed0 + i, teams: [squads[i % 16], squads[(i + 5) % 16]] });
    events += t.events.length;
  }
};

run(2_000, 1); // warm-up: let the JIT settle before timing
events = 0;
const n = 40_000;
const cpu0 = process.cpuUsage();
const t0 = performance.now();
run(n, 100_000);
const wall = (performance.now() - t0) / 1000;
const cpuUsed = process.cpuUsage(cpu0);
const cpu = (cpuUsed.user + cpuUsed.system) / 1e6;
const fmt = (x: number) => Math.round(x).toLocaleString('en-US');
console.log(`motor: ${fmt(n / cpu)} maç/sn, tek çekirdek CPU süresiyle (hedef >= 20,000)`);
console.log(`       ${n} maç: ${cpu.toFixed(2)} sn CPU, ${wall.toFixed(2)} sn duvar saati (${fmt(n / wall)} maç/sn)`);
console.log(`       ortalama ${(events / n).toFixed(1)} olay / maç`);
