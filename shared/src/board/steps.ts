import { layoutOf, type Board, type Step } from './model';
import { curvePoint, isEquipment, type BoardObject } from './objects';
import { clampBall, clampPlayer, pitchDistance, type PitchPoint } from './pitch';
import { renumberTrails } from './trails';

export type { Step };

/** One transition between two steps at 1x speed. */
export const STEP_MS = 1000;
export const MAX_STEPS = 30;

/** Steps keep positions to a decimetre, as they are stored. */
const round = (v: number) => Math.round(v * 10) / 10;
const rounded = (p: PitchPoint): PitchPoint => ({ x: round(p.x), y: round(p.y) });

/** The live board as a step. */
export function captureStep(board: Board): Step {
  const players: Step['players'] = {};
  for (const p of board.players) players[p.id] = rounded(p);
  const equipment: Step['equipment'] = {};
  for (const o of board.objects) if (isEquipment(o)) equipment[o.id] = { at: o.at, rot: o.rot };
  return { players, ball: rounded(board.ball), equipment, shown: board.shown };
}

/** Every step, the one being edited as it stands now. */
export function stepsOf(board: Board): Step[] {
  if (!board.steps.length) return [captureStep(board)];
  return board.steps.map((s, i) => (i === board.current ? captureStep(board) : s));
}

export function stepCount(board: Board): number {
  return Math.max(1, board.steps.length);
}

/** Positions of a step (or an in-between frame) put on the live board. */
export function applyFrame(board: Board, frame: Pick<Step, 'players' | 'ball' | 'equipment'> & { shown?: number[] }): Board {
  const layout = layoutOf(board);
  return {
    ...board,
    players: board.players.map((p) => {
      const at = frame.players[p.id];
      return at ? { ...p, ...clampPlayer(layout, at) } : p;
    }),
    ball: { ...board.ball, ...clampBall(layout, frame.ball) },
    // The same list when no equipment moves: the renderer keeps its cached drawings.
    objects: Object.keys(frame.equipment).length
      ? board.objects.map((o) => {
          const e = isEquipment(o) ? frame.equipment[o.id] : undefined;
          return e ? { ...o, at: e.at, rot: e.rot } : o;
        })
      : board.objects,
    shown: frame.shown ?? board.shown,
  };
}

/** Opens step `index` for editing; the step left behind keeps what was done to it. */
export function goToStep(board: Board, index: number): Board {
  const steps = stepsOf(board);
  if (index < 0 || index >= steps.length || (index === board.current && board.steps.length)) return board;
  return { ...applyFrame(board, steps[index]), steps, current: index };
}

/**
 * A new step after the current one, starting where the current one ends: same positions, no
 * drawings yet (`duplicate` keeps the drawings too).
 */
export function addStep(board: Board, duplicate = false): Board {
  const steps = stepsOf(board);
  if (steps.length >= MAX_STEPS) return board;
  const copy = { ...steps[board.current], shown: duplicate ? steps[board.current].shown : [] };
  const next = [...steps.slice(0, board.current + 1), copy, ...steps.slice(board.current + 1)];
  const at = board.current;
  return { ...applyFrame(renumberTrails(board, (s) => (s > at ? s + 1 : s)), copy), steps: next, current: at + 1 };
}

/** Removes a step (never the last one left); the drawings only it showed go with it. */
export function deleteStep(board: Board, index: number): Board {
  const steps = stepsOf(board);
  if (steps.length <= 1 || index < 0 || index >= steps.length) return board;
  const rest = steps.filter((_, i) => i !== index);
  const stillShown = new Set(rest.flatMap((s) => s.shown));
  const current = Math.min(rest.length - 1, index < board.current ? board.current - 1 : board.current);
  const objects = board.objects.filter((o) => isEquipment(o) || stillShown.has(o.id));
  // The trails of the step's moves go with it.
  const trails = renumberTrails(board, (s) => (s === index ? null : s > index ? s - 1 : s));
  return { ...applyFrame({ ...trails, objects }, rest[current]), steps: rest, current };
}

/** Moves step `from` to position `to`; the step being edited stays open. */
export function moveStep(board: Board, from: number, to: number): Board {
  const steps = stepsOf(board);
  if (from === to || from < 0 || to < 0 || from >= steps.length || to >= steps.length) return board;
  const next = [...steps];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved);
  // Each move's trail stays with its step.
  const trails = renumberTrails(board, (s) => (s < steps.length ? next.indexOf(steps[s]) : s));
  return { ...trails, steps: next, current: next.indexOf(steps[board.current]) };
}

/** Ease in and out (cubic): still at both steps, fastest between; exactly halfway at half time. */
export function ease(f: number): number {
  const t = Math.min(1, Math.max(0, f));
  return t < 0.5 ? 4 * t * t * t : 1 - (-2 * t + 2) ** 3 / 2;
}

const lerp = (a: PitchPoint, b: PitchPoint, f: number): PitchPoint => ({ x: a.x + (b.x - a.x) * f, y: a.y + (b.y - a.y) * f });

/** Metres within which a pass arrow's ends count as the ball's start and end. */
const PASS_SNAP = 3;

/**
 * The ball follows its own path: the curve of a pass arrow shown in the target step that runs from
 * where the ball is to where it goes, else a straight line.
 */
function ballAt(from: PitchPoint, to: PitchPoint, objects: readonly BoardObject[], shown: readonly number[], f: number): PitchPoint {
  const pass = objects.find(
    (o) => o.kind === 'arrow' && o.style === 'pass' && shown.includes(o.id) && pitchDistance(o.from, from) <= PASS_SNAP && pitchDistance(o.to, to) <= PASS_SNAP,
  );
  if (pass?.kind !== 'arrow' || !pass.mid) return lerp(from, to, f);
  // Along the arrow's curve, shifted so that it starts and ends exactly at the ball's two spots.
  const c = curvePoint(pass.from, pass.to, pass.mid, f);
  const drift = lerp({ x: from.x - pass.from.x, y: from.y - pass.from.y }, { x: to.x - pass.to.x, y: to.y - pass.to.y }, f);
  return { x: c.x + drift.x, y: c.y + drift.y };
}

export interface Frame {
  players: Record<number, PitchPoint>;
  ball: PitchPoint;
  equipment: Step['equipment'];
  /** The step whose drawings show (the one being reached). */
  shown: number[];
}

/**
 * The sequence at step time `t` (0 = first step, 1 = second, …): every piece between the two steps
 * around `t`, eased.
 */
export function frameAt(steps: readonly Step[], objects: readonly BoardObject[], t: number): Frame {
  const last = steps.length - 1;
  const clamped = Math.min(last, Math.max(0, t));
  const i = Math.min(last, Math.floor(clamped));
  const a = steps[i];
  const b = steps[Math.min(last, i + 1)];
  const f = ease(clamped - i);
  const players: Frame['players'] = {};
  for (const id of Object.keys(a.players)) {
    const from = a.players[Number(id)];
    players[Number(id)] = lerp(from, b.players[Number(id)] ?? from, f);
  }
  const equipment: Frame['equipment'] = {};
  for (const id of Object.keys(a.equipment)) {
    const from = a.equipment[Number(id)];
    const to = b.equipment[Number(id)] ?? from;
    equipment[Number(id)] = { at: lerp(from.at, to.at, f), rot: from.rot + (to.rot - from.rot) * f };
  }
  return { players, ball: ballAt(a.ball, b.ball, objects, b.shown, f), equipment, shown: f > 0 ? b.shown : a.shown };
}

/** The length of the whole animation at 1x. */
export function animationMs(steps: number): number {
  return Math.max(0, steps - 1) * STEP_MS;
}
