import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { GamePlayer } from '@onbir/shared/players/types';
import { useDraftQueue } from './useDraftQueue';

// The network is held back, not the modules mocked (client tests share one module graph: docs/testing.md).
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const NONE: ReadonlySet<string> = new Set();
/** A player as far as the queue reads one. */
const player = (id: string) => ({ id, short_name: id }) as GamePlayer;
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** The server on a slow connection: the queue loads empty at once; each list PUT waits until the test answers it. */
function slowServer() {
  const answers: Array<(ok: boolean) => void> = [];
  const sent: string[][] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init?: RequestInit) => {
      if (path !== '/api/rooms/oda-1/queue') throw new Error(`unexpected call ${path}`);
      if (init?.method !== 'PUT') return json(200, { players: [] });
      const ids = (JSON.parse(String(init.body)) as { playerIds: string[] }).playerIds;
      sent.push(ids);
      return new Promise<Response>((resolve) =>
        answers.push((ok) => resolve(ok ? json(200, { players: ids.map(player) }) : json(409, { code: 'QUEUE_FULL', message: 'Listen dolu.' }))),
      );
    }),
  );
  return { answers, sent };
}

describe('the draft queue on a slow connection', () => {
  it('keeps both players of two quick "Listeye ekle" taps: the second list is sent after the first, with both', async () => {
    const { answers, sent } = slowServer();
    const fail = vi.fn();
    const { result } = renderHook(() => useDraftQueue('oda-1', NONE, fail));
    act(() => {
      result.current.add(player('a'));
      result.current.add(player('b'));
    });
    await waitFor(() => expect(sent).toEqual([['a']]));
    await act(async () => answers[0](true));
    await waitFor(() => expect(sent).toEqual([['a'], ['a', 'b']]));
    await act(async () => answers[1](true));
    await waitFor(() => expect(result.current.queue.map((p) => p.id)).toEqual(['a', 'b']));
    expect(fail).not.toHaveBeenCalled();
  });

  it('after a refused change, the next one is built on the list the server kept', async () => {
    const { answers, sent } = slowServer();
    const fail = vi.fn();
    const { result } = renderHook(() => useDraftQueue('oda-1', NONE, fail));
    act(() => result.current.add(player('a')));
    await waitFor(() => expect(sent).toHaveLength(1));
    await act(async () => answers[0](false));
    await waitFor(() => expect(fail).toHaveBeenCalledTimes(1));
    expect(fail.mock.calls[0][0]).toMatchObject({ status: 409, code: 'QUEUE_FULL' });
    act(() => result.current.add(player('b')));
    await waitFor(() => expect(sent).toEqual([['a'], ['b']]));
    await act(async () => answers[1](true));
    await waitFor(() => expect(result.current.queue.map((p) => p.id)).toEqual(['b']));
  });

  it('shows each change at once, and a removal made while an add is on its way keeps the add', async () => {
    const { answers, sent } = slowServer();
    const { result } = renderHook(() => useDraftQueue('oda-1', NONE, vi.fn()));
    act(() => result.current.add(player('a')));
    expect(result.current.queue.map((p) => p.id)).toEqual(['a']);
    await waitFor(() => expect(sent).toEqual([['a']]));
    await act(async () => answers[0](true));
    act(() => result.current.add(player('b')));
    expect(result.current.queue.map((p) => p.id)).toEqual(['a', 'b']);
    // The queue panel removes A from the list it shows, B on its way.
    act(() => void result.current.save(result.current.queue.map((p) => p.id).filter((id) => id !== 'a')));
    expect(result.current.queue.map((p) => p.id)).toEqual(['b']);
    await waitFor(() => expect(sent).toEqual([['a'], ['a', 'b']]));
    await act(async () => answers[1](true));
    await waitFor(() => expect(sent).toEqual([['a'], ['a', 'b'], ['b']]));
    // The earlier answer does not flash A back while the removal is on its way.
    expect(result.current.queue.map((p) => p.id)).toEqual(['b']);
    await act(async () => answers[2](true));
    expect(result.current.queue.map((p) => p.id)).toEqual(['b']);
  });
});
