import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import type { MatchEvent } from '@onbir/shared/match/types';
import { GOAL_FLASH_MS, GoalFlash } from './GoalFlash';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const event = (seq: number, over: Partial<MatchEvent> = {}): MatchEvent =>
  ({ seq, type: 'minute_update', team: null, player: null, scorer: null, display: String(seq), minute: seq, clock: seq, score: { A: 0, B: 0 }, ...over }) as MatchEvent;
const goal = (seq: number, team: 'A' | 'B', score: { A: number; B: number }) => event(seq, { type: 'goal', team, scorer: 'Icardi', player: 'Icardi', score });

describe('a goal as it happens', () => {
  it('is highlighted for a few seconds and announced as "GOL! <team> <score>"', () => {
    vi.useFakeTimers();
    const events = [event(0), event(1)];
    const { rerender } = render(<GoalFlash events={events} teamA="Kartal Spor" teamB="Boğaziçi FK" />);
    expect(screen.getByRole('alert').textContent).toBe('');
    rerender(<GoalFlash events={[...events, goal(2, 'B', { A: 0, B: 1 })]} teamA="Kartal Spor" teamB="Boğaziçi FK" />);
    expect(screen.getByRole('alert').textContent).toBe('GOL! Boğaziçi FK 0-1');
    expect(screen.getByTestId('goal-flash').textContent).toContain('Icardi 2\'');
    act(() => void vi.advanceTimersByTime(GOAL_FLASH_MS + 10));
    expect(screen.getByRole('alert').textContent).toBe('');
    expect(document.querySelector('.goal-banner')).toBeNull();
  });

  it('does not flash the goals already there when the screen opens, nor an old one caught up after a reconnect; a recent one in a batch is', () => {
    const before = [event(0), goal(1, 'A', { A: 1, B: 0 })];
    const { rerender } = render(<GoalFlash events={before} teamA="Kartal Spor" teamB="Boğaziçi FK" />);
    expect(screen.getByRole('alert').textContent).toBe('');
    const catchUp = [...before, event(2), goal(3, 'A', { A: 2, B: 0 }), ...[4, 5, 6, 7, 8].map((s) => event(s))];
    rerender(<GoalFlash events={catchUp} teamA="Kartal Spor" teamB="Boğaziçi FK" />);
    expect(screen.getByRole('alert').textContent).toBe('');
    const batch = [...catchUp, event(9), goal(10, 'B', { A: 2, B: 1 }), event(11), event(12)];
    rerender(<GoalFlash events={batch} teamA="Kartal Spor" teamB="Boğaziçi FK" />);
    expect(screen.getByRole('alert').textContent).toBe('GOL! Boğaziçi FK 2-1');
  });
});
