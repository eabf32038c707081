import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { useRemote } from './useRemote';

afterEach(cleanup);

describe('useRemote, the one loading hook', () => {
  it('loads what the key names, and reads a failure as empty with failed set', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const load = vi.fn((signal: AbortSignal) => (signal.aborted ? Promise.reject(new Error('aborted')) : Promise.resolve(['a'])));
    const ok = renderHook(({ k }) => useRemote<string[] | null>(k, load, { empty: null }), { initialProps: { k: 'one' } });
    expect(ok.result.current).toEqual({ data: null, loading: true, failed: false });
    await waitFor(() => expect(ok.result.current).toEqual({ data: ['a'], loading: false, failed: false }));

    const bad = renderHook(() => useRemote<string[] | null>('two', () => Promise.reject(new Error('down')), { empty: null, logAs: 'Liste alınamadı.' }));
    await waitFor(() => expect(bad.result.current).toEqual({ data: null, loading: false, failed: true }));
    expect(log).toHaveBeenCalledWith('Liste alınamadı.', expect.any(Error));
    log.mockRestore();
  });
  it('aborts the older request when the key changes', async () => {
    const signals: AbortSignal[] = [];
    const load = (signal: AbortSignal) => {
      signals.push(signal);
      return new Promise<string>(() => {});
    };
    const { rerender } = renderHook(({ k }) => useRemote<string>(k, load, { empty: '' }), { initialProps: { k: 'a' } });
    rerender({ k: 'b' });
    expect(signals[0].aborted).toBe(true);
    expect(signals[1].aborted).toBe(false);
  });
});
