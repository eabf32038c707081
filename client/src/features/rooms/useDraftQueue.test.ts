import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { GamePlayer } from '@onbir/shared/players/types';
import { sendAction } from './roomActions';
import { useDraftQueue } from './useDraftQueue';

vi.mock('./roomActions', () => ({ sendAction: vi.fn() }));
vi.mock('./roomsApi', () => ({ roomsApi: { queue: vi.fn(async () => ({ players: [] })) } }));

afterEach(() => {
  cleanup();
  vi.mocked(sendAction).mockReset();
});

const player = (id: string) => ({ id, name: id }) as unknown as GamePlayer;
const NONE: ReadonlySet<string> = new Set();
/** The list a setQueue call sent. */
const idsOf = (body: unknown) => (body as { playerIds: string[] }).playerIds;

/** The server's answers, held until the test lets each go: a slow connection. */
function heldAnswers() {
  const answers: Array<(ok: boolean) => void> = [];
  vi.mocked(sendAction).mockImplementation(
    (_name, _room, body) =>
      new Promise((resolve, reject) => {
        const ids = idsOf(body);
        answers.push((ok) => (ok ? resolve({ players: ids.map(player) } as never) : reject(new Error('Sıra listesi kaydedilemedi.'))));
      }),
  );
  const sent = () => vi.mocked(sendAction).mock.calls.map(([, , body]) => idsOf(body));
  return { answers, sent };
}

describe('the draft queue on a slow connection', () => {
  it('keeps both players of two quick "Listeye ekle" taps: the second list is sent after the first, with both', async () => {
    const { answers, sent } = heldAnswers();
    const fail = vi.fn();
    const { result } = renderHook(() => useDraftQueue('oda-1', NONE, fail));
    act(() => {
      result.current.add(player('a'));
      result.current.add(player('b'));
    });
    await waitFor(() => expect(sent()).toEqual([['a']]));
    await act(async () => answers[0](true));
    await waitFor(() => expect(sent()).toEqual([['a'], ['a', 'b']]));
    await act(async () => answers[1](true));
    await waitFor(() => expect(result.current.queue.map((p) => p.id)).toEqual(['a', 'b']));
    expect(fail).not.toHaveBeenCalled();
  });

  it('after a refused change, the next one is built on the list the server kept', async () => {
    const { answers, sent } = heldAnswers();
    const fail = vi.fn();
    const { result } = renderHook(() => useDraftQueue('oda-1', NONE, fail));
    act(() => result.current.add(player('a')));
    await waitFor(() => expect(sent()).toHaveLength(1));
    await act(async () => answers[0](false));
    expect(fail).toHaveBeenCalledTimes(1);
    act(() => result.current.add(player('b')));
    await waitFor(() => expect(sent()).toEqual([['a'], ['b']]));
    await act(async () => answers[1](true));
    await waitFor(() => expect(result.current.queue.map((p) => p.id)).toEqual(['b']));
  });
});
