import { builderSlots, type BuilderSlot, type LineGroup } from './formations';
import type { Lineup, LineupEntry } from './lineup';

/**
 * A formation change keeps the eleven on the pitch: a new formation has eleven places, so nobody leaves.
 * Who goes where, in turn:
 * 1. a player whose place (key and position) the new formation has keeps it;
 * 2. a player whose position the new formation has takes the nearest free place of that position;
 * 3. the others take the nearest free place of their line (defence, midfield, attack);
 * 4. whoever is still without one takes the nearest free place left.
 * "Nearest" is measured on the builder's pitch between the old place and the new. Each step pairs the
 * closest player and place first, so the result does not depend on the order the lineup is written in.
 * An entry under a key the old formation does not have (a damaged link) is not on its pitch: it is dropped.
 */
export function reformLineup(lineup: Lineup, from: string, to: string): Lineup {
  const before = new Map(builderSlots(from).map((s) => [s.key, s]));
  const waiting = Object.entries(lineup).flatMap(([key, entry]) => (before.has(key) ? [{ entry, slot: before.get(key)! }] : []));
  const free = builderSlots(to);
  const next: Record<string, LineupEntry> = {};
  const rules: Array<(a: BuilderSlot, b: BuilderSlot) => boolean> = [
    (a, b) => a.key === b.key && a.position === b.position,
    (a, b) => a.position === b.position,
    (a, b) => lineOf(a.line) === lineOf(b.line),
    () => true,
  ];
  for (const fits of rules) {
    const pairs = waiting.flatMap((w, wi) => free.flatMap((slot, si) => (fits(w.slot, slot) ? [{ wi, si, far: distance(w.slot, slot) }] : [])));
    pairs.sort((a, b) => a.far - b.far || a.wi - b.wi || a.si - b.si);
    const placed = new Set<number>();
    const taken = new Set<number>();
    for (const { wi, si } of pairs) {
      if (placed.has(wi) || taken.has(si)) continue;
      placed.add(wi);
      taken.add(si);
      next[free[si].key] = { ...waiting[wi].entry, assignedPosition: free[si].key };
    }
    remove(waiting, placed);
    remove(free, taken);
  }
  return next;
}

/** The line a place belongs to for a change: holding and attacking midfielders are midfielders. */
function lineOf(group: LineGroup): string {
  return group === 'DCM' || group === 'ACM' ? 'MID' : group;
}

function distance(a: BuilderSlot, b: BuilderSlot): number {
  return Math.hypot(a.depth - b.depth, a.width - b.width);
}

function remove<T>(list: T[], indices: Set<number>) {
  const kept = list.filter((_, i) => !indices.has(i));
  list.splice(0, list.length, ...kept);
}
