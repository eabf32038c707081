/**
 * A drill's board opened on the board page from a plan ("Tahtada düzenle"): which plan and drill, kept
 * in this tab until the coach saves the board back into the plan or leaves it.
 */
const KEY = 'onbir:antrenman:duzenlenen';

export interface DrillEditing {
  planId: string;
  drillId: string;
  name: string;
}

export function markDrillEditing(e: DrillEditing) {
  sessionStorage.setItem(KEY, JSON.stringify(e));
}

export function drillEditing(): DrillEditing | null {
  try {
    const e = JSON.parse(sessionStorage.getItem(KEY) ?? 'null');
    return e && typeof e.planId === 'string' && typeof e.drillId === 'string' ? { planId: e.planId, drillId: e.drillId, name: String(e.name ?? '') } : null;
  } catch {
    return null;
  }
}

export function clearDrillEditing() {
  sessionStorage.removeItem(KEY);
}
