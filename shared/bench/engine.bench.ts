// Engine speed: full matches per second on one core (target: at least 20,000), with every output the
// engine gives (xG, zones, assists, role-fitting commentary, stamina), for league matches and for cup ties
// (extra time and shoot-outs when level), matches with three decisions each and plans on both sides, the
// cost of a resume (a decision mid-match: the snapshot at its minute and the rest of the match from it,
// against replaying the whole match), plus the after-match functions (ratings, momentum). The figures use
// the process's CPU time, so other work on a shared machine distorts them less; wall time and the
// machine's load are shown too.
import os from 'node:os';
import { resumeMatch, simulateMatch, snapshotAt } from '../src/match/engine';
import { momentum } from '../src/match/momentum';
import { playerRatings } from '../src/match/ratings';
import { stylePlan } from '../src/match/plans';
import { sampleBench, sampleSquad } from '../src/match/sampleSquad';
import type { Decision, MatchInput } from '../src/match/types';

const squads = Array.from({ length: 16 }, (_, i) => ({ ...sampleSquad(`Takım ${i}`, 70 + (i % 5) * 3, i + 1), bench: sampleBench(`Takım ${i}`, 70 + (i % 5) * 3, i + 1) }));
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
/** Three decisions of side A's manager: a substitution at 58', attacking at 65', a high press at 72'. */
const decisions = (i: number): Decision[] => {
  const a = squads[i % 16];
  return [
    { side: 'A', minute: 58, type: 'substitution', off: a.players[9].id, on: a.bench![4].id },
    { side: 'A', minute: 65, type: 'mentality', value: 'attacking' },
    { side: 'A', minute: 72, type: 'pressing', value: 'high' },
  ];
};
const withDecisions = (seed: number, i: number): MatchInput => ({ ...input(seed, i, false), decisions: decisions(i), plans: { B: stylePlan('dengeli').rules } });
measure('motor (3 karar ve planlarla lig maçı)', n / 2, () => {
  for (let i = 0; i < n / 2; i++) events += simulateMatch(withDecisions(700_000 + i, i)).events.length;
});

// A decision at 65': the snapshot at that minute (the state a server can keep for a live match) and the
// rest of the match from it, against replaying the whole match with the decision. The live matches'
// snapshots stay in memory, as a server's would; each figure is the second of two passes (the first warms up).
const resumes = 2_000;
const liveInput = (i: number) => ({ ...input(800_000 + i, i, false), decisions: decisions(i).slice(0, 1) });
const twice = (label: string, body: () => void) => {
  body();
  return measure(label, resumes, body);
};
const snapshotRate = twice('anlık görüntü (65. dakikada)', () => {
  for (let i = 0; i < resumes; i++) snapshotAt(liveInput(i), { minute: 65 });
});
const live = Array.from({ length: resumes }, (_, i) => ({ base: liveInput(i), all: decisions(i).slice(0, 2), snapshot: snapshotAt(liveInput(i), { minute: 65 }) }));
const replayRate = twice('yeniden oynatma (kararla baştan sona)', () => {
  for (const { base, all } of live) simulateMatch({ ...base, decisions: all });
});
const resumeRate = twice('devam (65. dakikadaki karardan maç sonuna)', () => {
  for (const { snapshot, all } of live) resumeMatch(snapshot, all);
});
console.log(
  `       bir kararın maliyeti: devam ${(1e6 / resumeRate).toFixed(1)} µs (anlık görüntü hazırsa), baştan oynatma ${(1e6 / replayRate).toFixed(1)} µs, anlık görüntü ${(1e6 / snapshotRate).toFixed(1)} µs`,
);
const timelines = Array.from({ length: 2_000 }, (_, i) => ({ input: input(500_000 + i, i, false), t: simulateMatch(input(500_000 + i, i, false)) }));
measure('maç sonu (oyuncu notları ve momentum)', timelines.length, () => {
  for (const { input: m, t } of timelines) {
    playerRatings(m, t.events);
    momentum(t.events);
  }
});
console.log(`yük (loadavg 1/5/15 dk) sonda: ${load()}`);
