import { isRefusal } from '../messages/refusal';
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createBoard, movePlayer } from '../board/board';
import { metres } from '../board/pitch';
import { addObject } from '../board/boardObjects';
import { serializeBoard } from '../board/serialize';
import { addStep } from '../board/steps';
import { setBibs } from '../board/teams';
import { addDrill, countsFromBoard, createPlan, duplicateDrill, moveDrill, PLAN_LIMITS, removeDrill, rosterOf, totalMinutes, updateDrill, type Drill, type SessionPlan } from './model';
import { decodePlan, encodePlan, parsePlan, planFile, readPlanFile, serializePlan } from './serialize';

const board = createBoard('desktop', { format: 7 });
const drill = (id: string, minutes = 15): Drill => ({
  id,
  name: `Alıştırma ${id}`,
  minutes,
  description: 'Organizasyon: 20x20 m alan.\nAntrenman noktaları: ilk dokunuş, vücut açısı.',
  ...countsFromBoard(board),
  board: serializeBoard(board),
});

function planOf(n: number): SessionPlan {
  let plan = { ...createPlan('p1', '2026-11-27', 1), title: 'Salı antrenmanı', team: 'U12 Kırmızı', roster: ['Ali Yılmaz', 'Şükrü Öz'] };
  for (let i = 0; i < n; i++) {
    const next = addDrill(plan, drill(`d${i}`));
    if (isRefusal(next)) throw new Error(next.code);
    plan = next;
  }
  return plan;
}

describe('session plans', () => {
  it('adds, reorders, duplicates and deletes drills; the total is the sum of their minutes', () => {
    let plan = planOf(3);
    expect(totalMinutes(plan)).toBe(45);
    plan = moveDrill(plan, 2, 0);
    expect(plan.drills.map((d) => d.id)).toEqual(['d2', 'd0', 'd1']);
    const dup = duplicateDrill(plan, 0, 'd9');
    if (isRefusal(dup)) throw new Error('refused');
    expect(dup.drills.map((d) => d.id)).toEqual(['d2', 'd9', 'd0', 'd1']);
    expect(dup.drills[1].name).toBe('Alıştırma d2 (kopya)');
    plan = removeDrill(updateDrill(dup, 'd9', { minutes: 25.4 }), 0);
    expect(plan.drills.map((d) => [d.id, d.minutes])).toEqual([['d9', 25], ['d0', 15], ['d1', 15]]);
    expect(totalMinutes(plan)).toBe(55);
    expect(updateDrill(plan, 'd0', { minutes: -3, players: 500 }).drills[1]).toMatchObject({ minutes: 1, players: 99 });
  });

  it('refuses a drill past the limit with the number in the message', () => {
    const full = planOf(PLAN_LIMITS.drills);
    expect(addDrill(full, drill('x'))).toEqual({ code: 'PLAN_TOO_MANY_DRILLS', params: { max: 20 } });
    expect(duplicateDrill(full, 0, 'y')).toMatchObject({ code: 'PLAN_TOO_MANY_DRILLS' });
  });

  it('counts a board’s players, balls, cones, bibs, goals and poles', () => {
    let b = setBibs(createBoard('desktop', { format: 9, sides: 2 }), true);
    const items = ['cone', 'cone', 'cone', 'ball', 'goal', 'pole'] as const;
    items.forEach((item, i) => (b = addObject(b, { id: i + 1, kind: 'equipment', item, at: { x: 20 + i, y: 20 }, rot: 0, colour: '#ffffff' })));
    const counts = countsFromBoard(b);
    expect(counts.players).toBe(b.players.length);
    expect(counts.equipment).toEqual({ balls: 2, cones: 3, bibs: b.players.filter((p) => p.team === 'C').length, goals: 1, poles: 1 });
    expect(counts.equipment.bibs).toBeGreaterThan(0);
  });

  it('reads a roster of one name a line', () => {
    expect(rosterOf('  Ali   Yılmaz \n\nŞükrü Öz\n')).toEqual(['Ali Yılmaz', 'Şükrü Öz']);
    expect(rosterOf(Array.from({ length: 50 }, (_, i) => `Oyuncu ${i}`).join('\n'))).toHaveLength(PLAN_LIMITS.rosterNames);
  });
});

describe('the plan’s share format', () => {
  it('round-trips a plan of drills of any format with their steps through a link and a file', async () => {
    let b = createBoard('desktop', { format: 9 });
    b = addStep(movePlayer(b, 5, metres(30, 25)));
    const plan = { ...planOf(2), drills: [...planOf(2).drills, { ...drill('d2'), board: serializeBoard(b) }] };
    const payload = await encodePlan(plan);
    if (typeof payload !== 'string') throw new Error(payload.code);
    expect(await decodePlan(payload)).toEqual(plan);
    const back = readPlanFile(planFile(plan));
    expect(back).toEqual(plan);
  });

  it('a plan too big for a link is refused with the way out (a file), which still carries it', async () => {
    // Boards with long trails do not compress to a link's size.
    const trailed = (seed: number) => {
      let b = createBoard('desktop', { sides: 2 });
      let r = seed;
      const next = () => (r = (r * 1103515245 + 12345) % 2147483648) / 2147483648;
      for (let i = 0; i < 3000; i++) b = movePlayer(b, 1 + (i % 22), { x: 2 + next() * 100, y: 2 + next() * 64 });
      return serializeBoard(b);
    };
    const big = { ...planOf(0), drills: Array.from({ length: 8 }, (_, i) => ({ ...drill(`b${i}`), board: trailed(i + 2) })) };
    const res = await encodePlan(big);
    expect(res).toMatchObject({ code: 'PLAN_TOO_BIG_FOR_LINK', params: { max: PLAN_LIMITS.linkChars } });
    expect(readPlanFile(planFile(big))).toEqual(big);
  });

  it('refuses broken links, files and plans over the limits', async () => {
    expect(await decodePlan('')).toBeNull();
    expect(await decodePlan('!!!')).toBeNull();
    expect(await decodePlan('A'.repeat(PLAN_LIMITS.linkChars + 1))).toBeNull();
    expect(readPlanFile('{"format":"başka"}')).toEqual({ code: 'PLAN_FILE_BROKEN', params: {} });
    expect(readPlanFile('not json')).toMatchObject({ code: 'PLAN_FILE_BROKEN' });
    const stored = serializePlan(planOf(1));
    expect(parsePlan({ ...stored, title: 'x'.repeat(PLAN_LIMITS.title + 1) })).toBeNull();
    expect(parsePlan({ ...stored, drills: Array.from({ length: PLAN_LIMITS.drills + 1 }, () => stored.drills[0]) })).toBeNull();
    expect(parsePlan({ ...stored, drills: [{ ...stored.drills[0], board: { ...stored.drills[0].board, p: [] } }] })).toBeNull();
  });

  it('any text a coach types survives the round trip', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ maxLength: 80 }), fc.string({ maxLength: 300 }), async (title, description) => {
        const plan = { ...planOf(1), title };
        plan.drills[0] = { ...plan.drills[0], description };
        const payload = await encodePlan(plan);
        expect(typeof payload === 'string' && (await decodePlan(payload))).toEqual(plan);
      }),
      { numRuns: 40 },
    );
  });
});
