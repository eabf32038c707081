import { planRefusal, type SessionPlan } from '@onbir/shared/plans/model';
import { isRefusal, type Refusal } from '@onbir/shared/messages/refusal';
import type { PlanCode } from '@onbir/shared/messages/plans';
import { parsePlan, serializePlan, type StoredPlan } from '@onbir/shared/plans/serialize';

/** Plans kept in this browser only (no account, no server), as saved boards are. */
const KEY = 'onbir:antrenman:planlar';

function readAll(): StoredPlan[] {
  try {
    const data = JSON.parse(localStorage.getItem(KEY) ?? '[]');
    return Array.isArray(data) ? data : [];
  } catch {
    return [];
  }
}

/** Every saved plan that still opens, newest change first. */
export function listPlans(): SessionPlan[] {
  return readAll()
    .map(parsePlan)
    .filter((p): p is SessionPlan => p !== null)
    .sort((a, b) => b.updatedAt - a.updatedAt);
}

export function loadPlan(id: string): SessionPlan | null {
  const stored = readAll().find((p) => p?.id === id);
  return stored ? parsePlan(stored) : null;
}

/** Saves (or replaces) a plan; refused when the browser's storage is full. */
export function savePlan(plan: SessionPlan, now = Date.now()): SessionPlan | Refusal<PlanCode> {
  const next = { ...plan, updatedAt: now };
  const list = [serializePlan(next), ...readAll().filter((p) => p?.id !== plan.id)];
  try {
    localStorage.setItem(KEY, JSON.stringify(list));
    return next;
  } catch {
    return planRefusal('PLAN_STORAGE_FULL');
  }
}

export function deletePlan(id: string): void {
  localStorage.setItem(KEY, JSON.stringify(readAll().filter((p) => p?.id !== id)));
}

export { isRefusal };

/** A new id for a plan or a drill (unique in this browser). */
export const newId = () => (crypto.randomUUID?.() ?? `${Date.now()}-${Math.random()}`).replace(/-/g, '').slice(0, 16);
