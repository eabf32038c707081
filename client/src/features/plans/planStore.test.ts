import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBoard } from '@onbir/shared/board/board';
import { serializeBoard } from '@onbir/shared/board/serialize';
import { countsFromBoard, createPlan, type SessionPlan } from '@onbir/shared/plans/model';
import { deletePlan, listPlans, loadPlan, savePlan } from './planStore';

const board = createBoard('desktop', { format: 5 });
const plan = (id: string): SessionPlan => ({
  ...createPlan(id, '2026-11-27', 1),
  title: `Plan ${id}`,
  drills: [{ id: 'd1', name: 'Rondo', minutes: 10, description: '', ...countsFromBoard(board), board: serializeBoard(board) }],
});

describe('plans kept in the browser', () => {
  afterEach(() => {
    localStorage.clear();
    vi.restoreAllMocks();
  });

  it('saves, lists newest first, opens, replaces and deletes plans', () => {
    savePlan(plan('a'), 10);
    savePlan(plan('b'), 20);
    expect(listPlans().map((p) => p.id)).toEqual(['b', 'a']);
    savePlan({ ...plan('a'), title: 'Yeni ad' }, 30);
    expect(listPlans().map((p) => [p.id, p.title])).toEqual([['a', 'Yeni ad'], ['b', 'Plan b']]);
    expect(loadPlan('a')?.drills[0].name).toBe('Rondo');
    deletePlan('a');
    expect(loadPlan('a')).toBeNull();
    expect(listPlans()).toHaveLength(1);
  });

  it('skips a damaged entry instead of failing, and says so when the storage is full', () => {
    localStorage.setItem('onbir:antrenman:planlar', JSON.stringify([{ v: 1, id: 'x', title: 5 }, { ...plan('ok'), v: 1 }]));
    expect(listPlans().map((p) => p.id)).toEqual(['ok']);
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(savePlan(plan('c'))).toEqual({ code: 'PLAN_STORAGE_FULL', params: {} });
  });
});
