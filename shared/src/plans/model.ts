import type { Board } from '../board/model';
import { isEquipment } from '../board/objects';
import type { StoredBoard } from '../board/serialize';
import type { PlanCode } from '../messages/plans';
import { refusalOf, type Refusal, type RefusalParams } from '../messages/refusal';

/**
 * A session plan ("Antrenman planı"): a title, a date, a team, a planned duration and an ordered list of
 * drills; each drill is a board of any format with its steps (kept in the board's stored format), a
 * name, minutes, a description (organisation, coaching points), how many players it needs and what
 * equipment. Plain data: saved in the browser, shared in a link or a file, printed.
 */

/** What a drill needs beside the players (counted from its board, changed by hand). */
export const KIT = ['balls', 'cones', 'bibs', 'goals', 'poles'] as const;
export type Kit = (typeof KIT)[number];

export interface Drill {
  id: string;
  name: string;
  minutes: number;
  description: string;
  players: number;
  equipment: Record<Kit, number>;
  board: StoredBoard;
}

export interface SessionPlan {
  id: string;
  title: string;
  /** YYYY-MM-DD. */
  date: string;
  team: string;
  /** Planned minutes of the session. */
  duration: number;
  drills: Drill[];
  /** Names for the printed attendance list (blank lines when empty). */
  roster: string[];
  updatedAt: number;
}

export const PLAN_LIMITS = {
  drills: 20,
  title: 80,
  team: 60,
  drillName: 80,
  description: 2000,
  rosterNames: 40,
  rosterName: 40,
  minutes: 240,
  duration: 600,
  players: 99,
  equipment: 999,
  /** Characters of a share link's payload (a link a messaging app passes whole). */
  linkChars: 32_000,
  /** A plan's JSON after decompression (20 boards at their largest do not fit: such a plan travels as a file). */
  decompressedBytes: 8 * 1024 * 1024,
  /** An exported file. */
  fileBytes: 8 * 1024 * 1024,
} as const;

export const planRefusal = (code: PlanCode, params?: RefusalParams): Refusal<PlanCode> => refusalOf(code, params);

/** A new plan; its title in the coach's language (the client words it). */
export function createPlan(id: string, today: string, now: number, title = 'Antrenman planı'): SessionPlan {
  return { id, title, date: today, team: '', duration: 90, drills: [], roster: [], updatedAt: now };
}

/** Players and equipment a board shows: its players, its balls (the ball and extra balls), cones, bibs (the third team), goals and poles. */
export function countsFromBoard(board: Board): Pick<Drill, 'players' | 'equipment'> {
  const items = board.objects.filter(isEquipment).map((o) => o.item);
  const count = (item: string) => items.filter((i) => i === item).length;
  return {
    players: Math.min(PLAN_LIMITS.players, board.players.length),
    equipment: {
      balls: 1 + count('ball'),
      cones: count('cone'),
      bibs: board.players.filter((p) => p.team === 'C').length,
      goals: count('goal'),
      poles: count('pole'),
    },
  };
}

export function addDrill(plan: SessionPlan, drill: Drill): SessionPlan | Refusal<PlanCode> {
  if (plan.drills.length >= PLAN_LIMITS.drills) return planRefusal('PLAN_TOO_MANY_DRILLS', { max: PLAN_LIMITS.drills });
  return { ...plan, drills: [...plan.drills, drill] };
}

/** Moves drill `from` to position `to` (the order of the session). */
export function moveDrill(plan: SessionPlan, from: number, to: number): SessionPlan {
  const n = plan.drills.length;
  if (from === to || from < 0 || to < 0 || from >= n || to >= n) return plan;
  const drills = [...plan.drills];
  const [moved] = drills.splice(from, 1);
  drills.splice(to, 0, moved);
  return { ...plan, drills };
}

/** A copy of drill `index` right after it, under a new id and "(kopya)" in its name ("(copy)": the client words it). */
export function duplicateDrill(plan: SessionPlan, index: number, id: string, mark = '(kopya)'): SessionPlan | Refusal<PlanCode> {
  const d = plan.drills[index];
  if (!d) return plan;
  if (plan.drills.length >= PLAN_LIMITS.drills) return planRefusal('PLAN_TOO_MANY_DRILLS', { max: PLAN_LIMITS.drills });
  const copy = { ...d, id, name: `${d.name} ${mark}`.slice(0, PLAN_LIMITS.drillName), equipment: { ...d.equipment } };
  return { ...plan, drills: [...plan.drills.slice(0, index + 1), copy, ...plan.drills.slice(index + 1)] };
}

export function removeDrill(plan: SessionPlan, index: number): SessionPlan {
  if (index < 0 || index >= plan.drills.length) return plan;
  return { ...plan, drills: plan.drills.filter((_, i) => i !== index) };
}

export function updateDrill(plan: SessionPlan, id: string, patch: Partial<Omit<Drill, 'id'>>): SessionPlan {
  return { ...plan, drills: plan.drills.map((d) => (d.id === id ? clampDrill({ ...d, ...patch }) : d)) };
}

const clamp = (v: number, max: number, min = 0) => (Number.isFinite(v) ? Math.min(max, Math.max(min, Math.round(v))) : min);

/** A drill's numbers and texts kept within the limits, whatever a field held. */
export function clampDrill(d: Drill): Drill {
  return {
    ...d,
    name: d.name.slice(0, PLAN_LIMITS.drillName),
    minutes: clamp(d.minutes, PLAN_LIMITS.minutes, 1),
    description: d.description.slice(0, PLAN_LIMITS.description),
    players: clamp(d.players, PLAN_LIMITS.players),
    equipment: Object.fromEntries(Object.entries(d.equipment).map(([k, v]) => [k, clamp(v, PLAN_LIMITS.equipment)])) as Drill['equipment'],
  };
}

/** Minutes of all drills together. */
export function totalMinutes(plan: Pick<SessionPlan, 'drills'>): number {
  return plan.drills.reduce((sum, d) => sum + d.minutes, 0);
}

/** The roster from a text of one name a line (blank lines and extra spaces dropped, within the limits). */
export function rosterOf(text: string): string[] {
  return text
    .split('\n')
    .map((l) => l.trim().replace(/\s+/g, ' ').slice(0, PLAN_LIMITS.rosterName))
    .filter(Boolean)
    .slice(0, PLAN_LIMITS.rosterNames);
}
