import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, renderHook } from '@testing-library/react';
import { useYourTurn } from './useYourTurn';

afterEach(cleanup);

describe('your turn', () => {
  it('puts "Sıra sizde!" in the tab title during the turn and gives the title back after it', () => {
    document.title = 'onbir';
    const { rerender } = renderHook(({ mine }) => useYourTurn(mine, 'Cuma Ligi', false), { initialProps: { mine: false } });
    expect(document.title).toBe('onbir');
    rerender({ mine: true });
    expect(document.title).toBe('Sıra sizde! · Cuma Ligi');
    rerender({ mine: false });
    expect(document.title).toBe('onbir');
  });

  it('vibrates only when the player asked for the alert', () => {
    const vibrate = vi.fn();
    Object.defineProperty(navigator, 'vibrate', { value: vibrate, configurable: true });
    const { rerender } = renderHook(({ alert }) => useYourTurn(true, 'Oda', alert), { initialProps: { alert: false } });
    expect(vibrate).not.toHaveBeenCalled();
    rerender({ alert: true });
    expect(vibrate).toHaveBeenCalledWith(200);
  });
});
