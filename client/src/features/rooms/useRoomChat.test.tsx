import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ChatMessageDto } from '@onbir/shared/room/dto';
import { useRoomChat } from './useRoomChat';

const line = (id: string, createdAt: string, text = id): ChatMessageDto => ({ id, roomId: 'r1', userId: 'u1', username: 'ayse', kind: 'chat', text, pickNumber: null, fixtureId: null, createdAt });
const answer = (lines: ChatMessageDto[]) =>
  vi.spyOn(globalThis, 'fetch').mockImplementation(async () => new Response(JSON.stringify(lines), { status: 200, headers: { 'Content-Type': 'application/json' } }));

afterEach(() => vi.restoreAllMocks());

describe("the room's chat on screen", () => {
  it('shows lines in the order they were made, though one sent through the other server process arrives late', async () => {
    answer([]);
    const { result } = renderHook(() => useRoomChat('r1'));
    await waitFor(() => expect(globalThis.fetch).toHaveBeenCalled());
    act(() => result.current.add(line('b', '2026-12-05T20:00:02.000Z', 'ikinci')));
    act(() => result.current.add(line('a', '2026-12-05T20:00:01.500Z', 'birinci')));
    act(() => result.current.add(line('b', '2026-12-05T20:00:02.000Z', 'ikinci')));
    expect(result.current.messages.map((m) => m.text)).toEqual(['birinci', 'ikinci']);
  });

  it('puts the loaded lines and those that came live before the load in one order, once each', async () => {
    let release = (_: Response) => {};
    vi.spyOn(globalThis, 'fetch').mockImplementation(() => new Promise<Response>((resolve) => (release = resolve)));
    const { result } = renderHook(() => useRoomChat('r1'));
    await waitFor(() => expect(globalThis.fetch).toHaveBeenCalled());
    act(() => result.current.add(line('c', '2026-12-05T20:00:03.000Z')));
    act(() => result.current.add(line('b', '2026-12-05T20:00:02.000Z')));
    const loaded = [line('a', '2026-12-05T20:00:01.000Z'), line('b', '2026-12-05T20:00:02.000Z')];
    await act(async () => release(new Response(JSON.stringify(loaded), { status: 200, headers: { 'Content-Type': 'application/json' } })));
    await waitFor(() => expect(result.current.messages.map((m) => m.id)).toEqual(['a', 'b', 'c']));
  });
});
