// AI manager pick decision time over the game's whole pool (the 3,535 shipped players, read by the server's
// own pool loader): every pick of 8-seat drafts in the 'all leagues' room, the worst case (target p99
// < 5 ms), and in a one-league room; the automatic pick (queue, then best fit) too. Wall time of each call.
import { availableParallelism, loadavg } from 'node:os';
import { AI_STYLES, type AiStyle } from '@onbir/shared/room/constants';
import { chooseAiPick } from '@onbir/shared/room/rules/aiManager';
import { type DraftCandidate, type DraftState } from '@onbir/shared/room/rules/draft';
import { pickerInOrder } from '@onbir/shared/room/rules/draftOrder';
import { GAME_FORMATIONS } from '@onbir/shared/formations/gameFormations';
import { automaticPick } from '@onbir/shared/room/rules/pickQueue';
import { Random } from '@onbir/shared/match/random';
import { parsePoolFile, poolFilesIn, POOL_DIR } from '../src/modules/players/poolFiles';

const pool: DraftCandidate[] = poolFilesIn(POOL_DIR)
  .flatMap((f) => parsePoolFile(f).players)
  .map((p) => ({ id: p.id, player_positions: p.positions.join(', '), league_name: p.league, overall: p.overall }))
  .sort((a, b) => b.overall - a.overall);

type Decide = (state: DraftState, seat: string, rng: Random) => { player: DraftCandidate; slotKey: string } | null;

/**
 * Runs `drafts` whole 8-seat snake drafts deciding every pick with `decide`; returns each call's wall time
 * and CPU time (ms). On a busy machine the wall time's tail is the scheduler's; the CPU time is the call's.
 */
function timeDrafts(drafts: number, leagues: string[], decide: Decide): { wall: number[]; cpu: number[] } {
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let d = 0; d < drafts; d++) {
    const rng = new Random(d + 1);
    let state: DraftState = {
      status: 'drafting',
      currentPick: 0,
      order: 'snake',
      paused: false,
      leagues,
      members: Array.from({ length: 8 }, (_, i) => ({ userId: `seat-${i}`, formation: GAME_FORMATIONS[rng.int(GAME_FORMATIONS.length)], squad: [] })),
    };
    for (let pick = 0; pick < 88; pick++) {
      const seat = pickerInOrder(state.members, pick);
      if (!seat) break;
      const c0 = process.cpuUsage();
      const t0 = performance.now();
      const choice = decide(state, seat, rng);
      wall.push(performance.now() - t0);
      const c = process.cpuUsage(c0);
      cpu.push((c.user + c.system) / 1000);
      if (!choice) continue;
      const members = state.members.map((m) => (m.userId === seat ? { ...m, squad: [...m.squad, { playerId: choice.player.id, assignedPosition: choice.slotKey }] } : m));
      state = { ...state, members, currentPick: pick + 1 };
    }
  }
  return { wall, cpu };
}

const styleOf = (seat: string): AiStyle => AI_STYLES[Number(seat.slice(5)) % AI_STYLES.length];
const ai: Decide = (state, seat, rng) => chooseAiPick(state, pool, seat, styleOf(seat), rng);
const queue = pool.filter((_, i) => i % 7 === 0).slice(0, 30).map((p) => p.id);
const auto: Decide = (state, seat) => automaticPick(state, queue, pool, seat);

function figures(times: number[]): string {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))].toFixed(3);
  return `medyan ${at(0.5)} ms, p99 ${at(0.99)} ms, en kötü ${at(1)} ms`;
}

function report(label: string, { wall, cpu }: { wall: number[]; cpu: number[] }) {
  console.log(`${label}: ${wall.length} seçim\n  duvar saati: ${figures(wall)}\n  CPU süresi:  ${figures(cpu)}`);
}

timeDrafts(20, ['all'], ai); // warm-up: let the JIT settle before timing
console.log(`havuz: ${pool.length} oyuncu; makinenin yük ortalaması ${loadavg().map((l) => l.toFixed(1)).join(' / ')} (${availableParallelism()} çekirdek)`);
report('yapay zekâ seçimi, tüm ligler, 8 koltuk (hedef p99 < 5 ms)', timeDrafts(100, ['all'], ai));
report('yapay zekâ seçimi, tek lig (Premier League), 8 koltuk', timeDrafts(100, ['Premier League'], ai));
report('otomatik seçim (liste, sonra en iyi uyan), tüm ligler, 8 koltuk', timeDrafts(100, ['all'], auto));
console.log(`bitişte yük ortalaması ${loadavg()[0].toFixed(1)}`);
