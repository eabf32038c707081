import { formationSlots } from '../formations/gameFormations';
import type { SideView } from './decisionRules';
import { lineOf, positionFit } from './positions';
import { placeMan, rateTeam, type Man, type Team } from './team';
import type { PlayerChoice } from './types';

/**
 * What a decision does to a side in the engine: a substitute in the slot of the man going off, the men
 * moved into a new formation's slots, and the side as the rules see it. Pure functions of the side.
 */

/** The side as `checkDecision` sees it, for a change taking effect at minute key `key`. */
export function sideView(t: Team, key: number, atBreak: boolean, extraTime: boolean): SideView {
  return {
    onPitch: t.onPitch.map((m) => m.id),
    bench: t.bench.map((m) => m.id),
    off: t.men.filter((m) => m.off).map((m) => m.id),
    subsUsed: t.subsUsed,
    windowsUsed: t.windows,
    extraTime,
    atBreak,
    windowOpen: t.windowKey === key,
    formation: t.formation,
    tactics: { ...t.tactics },
  };
}

/** `on` (from the bench, fresh) takes the slot of `off`, who leaves for good. */
export function substitute(t: Team, off: Man, on: Man, key: number, atBreak: boolean): void {
  off.off = true;
  off.subbed = true;
  on.stamina = 100;
  placeMan(on, off.slot);
  t.men.push(on);
  t.bench.splice(t.bench.indexOf(on), 1);
  t.subsUsed++;
  if (!atBreak && t.windowKey !== key) {
    t.windows++;
    t.windowKey = key;
  }
  rateTeam(t);
}

/**
 * The men on the pitch into a formation's slots: the positions given (player id → slot position), or
 * else the man in goal stays in goal and the others take the slots they fit best (overall × fit, best
 * pair first). A side down to ten leaves its least valuable slot empty.
 */
export function changeFormation(t: Team, formation: string, positions?: Record<string, string>): void {
  t.formation = formation;
  if (positions) {
    for (const m of t.onPitch) placeMan(m, positions[m.id]);
  } else {
    const open = formationSlots(formation).map((s) => s.position as string);
    const keeperSlot = open.indexOf('GK');
    if (keeperSlot >= 0) open.splice(keeperSlot, 1);
    const keeper = t.keeper;
    const men = t.onPitch.filter((m) => m !== keeper);
    placeMan(keeper, 'GK');
    while (men.length && open.length) {
      let best = -1;
      let mi = 0;
      let si = 0;
      men.forEach((m, i) =>
        open.forEach((slot, j) => {
          const value = m.overall * positionFit(m.positions, slot);
          if (value > best) [best, mi, si] = [value, i, j];
        }),
      );
      placeMan(men[mi], open[si]);
      men.splice(mi, 1);
      open.splice(si, 1);
    }
  }
  rateTeam(t);
}

const primaryLine = (m: Man) => lineOf(m.positions[0] ?? m.slot);

/** The man a plan takes off: by id if on the pitch, else the most tired outfielder of the line (or of any). */
export function chooseOff(t: Team, choice: PlayerChoice | undefined): Man | null {
  if (choice && 'id' in choice) return t.onPitch.find((m) => m.id === choice.id) ?? null;
  const line = choice?.line ?? 'any';
  let best: Man | null = null;
  for (const m of t.onPitch) {
    if (m === t.keeper || (line !== 'any' && m.line !== line)) continue;
    if (!best || m.stamina < best.stamina || (m.stamina === best.stamina && m.rating < best.rating)) best = m;
  }
  return best;
}

/**
 * The substitute a plan brings on: by id if on the bench; by line, the best of that line ('any': of the
 * line of the man going off, else the best outfielder). Never a keeper for an outfielder or the reverse.
 */
export function chooseOn(t: Team, choice: PlayerChoice, off: Man): Man | null {
  if ('id' in choice) return t.bench.find((m) => m.id === choice.id) ?? null;
  const keeper = off.line === 'GK';
  const fits = t.bench.filter((m) => (primaryLine(m) === 'GK') === keeper);
  const best = (men: Man[]) => men.reduce<Man | null>((a, m) => (!a || m.overall > a.overall ? m : a), null);
  if (choice.line !== 'any') return best(fits.filter((m) => primaryLine(m) === choice.line));
  return best(fits.filter((m) => primaryLine(m) === off.line)) ?? best(fits);
}
