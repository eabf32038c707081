import { z } from 'zod';
import { deserializeBoard, storedBoardSchema } from '../board/serialize';
import { deflateRaw, fromBase64Url, inflateCapped, toBase64Url } from '../codec/deflate';
import { KIT, PLAN_LIMITS, planRefusal, type SessionPlan } from './model';
import type { Refusal } from '../messages/refusal';
import type { PlanCode } from '../messages/plans';

/**
 * A plan as stored (in the browser), shared (`/plan#plan=<payload>`: the JSON deflated, base64url) and
 * exported (a `.onbir-plan.json` file). Every field is checked when read and every drill's board must
 * open as a board, so a link or a file cannot make the page hold or draw more than a plan may.
 */

const text = (max: number) => z.string().max(max);
const count = (max: number, min = 0) => z.number().int().min(min).max(max);

const drillSchema = z.object({
  id: z.string().min(1).max(40),
  name: text(PLAN_LIMITS.drillName),
  minutes: count(PLAN_LIMITS.minutes, 1),
  description: text(PLAN_LIMITS.description),
  players: count(PLAN_LIMITS.players),
  equipment: z.object(Object.fromEntries(KIT.map((k) => [k, count(PLAN_LIMITS.equipment)])) as Record<(typeof KIT)[number], z.ZodNumber>),
  board: storedBoardSchema,
});

export const storedPlanSchema = z.object({
  v: z.literal(1),
  id: z.string().min(1).max(40),
  title: text(PLAN_LIMITS.title),
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  team: text(PLAN_LIMITS.team),
  duration: count(PLAN_LIMITS.duration, 1),
  drills: z.array(drillSchema).max(PLAN_LIMITS.drills),
  roster: z.array(text(PLAN_LIMITS.rosterName)).max(PLAN_LIMITS.rosterNames),
  updatedAt: z.number().int().min(0),
});
export type StoredPlan = z.infer<typeof storedPlanSchema>;

export function serializePlan(plan: SessionPlan): StoredPlan {
  return { v: 1, ...plan };
}

/** A plan from stored JSON; null when it is not one (or one of its boards does not open). */
export function parsePlan(data: unknown): SessionPlan | null {
  const parsed = storedPlanSchema.safeParse(data);
  if (!parsed.success) return null;
  const { v: _v, ...plan } = parsed.data;
  if (plan.drills.some((d) => deserializeBoard(d.board) === null)) return null;
  return plan;
}

/** The share link's payload; refused when the plan is too big for a link (it travels as a file then). */
export async function encodePlan(plan: SessionPlan): Promise<string | Refusal<PlanCode>> {
  const payload = toBase64Url(await deflateRaw(new TextEncoder().encode(JSON.stringify(serializePlan(plan)))));
  if (payload.length > PLAN_LIMITS.linkChars) return planRefusal('PLAN_TOO_BIG_FOR_LINK', { chars: payload.length, max: PLAN_LIMITS.linkChars });
  return payload;
}

/** A plan from a link's payload; null when broken or larger than a link may carry. */
export async function decodePlan(payload: string): Promise<SessionPlan | null> {
  if (!payload || payload.length > PLAN_LIMITS.linkChars) return null;
  try {
    const json = await inflateCapped(fromBase64Url(payload), PLAN_LIMITS.decompressedBytes);
    return json && parsePlan(JSON.parse(new TextDecoder().decode(json)));
  } catch {
    return null;
  }
}

/** The exported file's text. */
export function planFile(plan: SessionPlan): string {
  return JSON.stringify({ format: 'onbir-antrenman-plani', ...serializePlan(plan) });
}

/** A plan from an exported file's text. */
export function readPlanFile(content: string): SessionPlan | Refusal<PlanCode> {
  if (content.length > PLAN_LIMITS.fileBytes) return planRefusal('PLAN_FILE_BROKEN');
  try {
    const data = JSON.parse(content) as { format?: unknown };
    if (data?.format !== 'onbir-antrenman-plani') return planRefusal('PLAN_FILE_BROKEN');
    return parsePlan(data) ?? planRefusal('PLAN_FILE_BROKEN');
  } catch {
    return planRefusal('PLAN_FILE_BROKEN');
  }
}
