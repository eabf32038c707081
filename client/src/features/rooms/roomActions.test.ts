import { afterEach, describe, expect, it, vi } from 'vitest';
import { ENV, human, player, room } from '@onbir/shared/test/rooms';
import { roomDto } from '@onbir/shared/room/view';
import { checkAction, sendAction } from './roomActions';

afterEach(() => vi.restoreAllMocks());

/** A snake draft of two humans, zeynep's turn. */
const drafting = () => room({ status: 'drafting', draft: { currentPick: 0, deadline: ENV.now + 60_000, paused: false } });
const answered = (body: unknown) => vi.spyOn(globalThis, 'fetch').mockImplementation(async () => new Response(JSON.stringify(body), { status: 200 }));

describe('the client side of the room machine', () => {
  it('runs the shared check with the input of the action named: a pick that names no player is refused here', () => {
    const shown = roomDto(drafting(), new Map());
    expect(checkAction(shown, 'id-zeynep', 'pick', { found: [] })?.code).toBe('PLAYER_NOT_FOUND');
    expect(checkAction(shown, 'id-zeynep', 'pick', { found: [player('gk1', 'GK')] })).toBeNull();
    expect(checkAction(roomDto(room({ seats: [human('zeynep'), human('ali')] }), new Map()), 'id-ali', 'kick', { playerId: 'id-zeynep' })?.code).toBe('KICK_NOT_CREATOR');
  });

  it('sends each action to its route with the body of its schema', async () => {
    const fetch = answered({ message: 'ok' });
    await sendAction('kick', 'room-1', { playerId: 'id-ali' });
    await sendAction('setFormation', 'room-1', { formation: '4-4-2' });
    expect(fetch.mock.calls.map(([url, init]) => [url, init?.body])).toEqual([
      ['/api/rooms/kick-player', JSON.stringify({ playerId: 'id-ali', roomId: 'room-1' })],
      ['/api/rooms/room-1/set-formation', JSON.stringify({ formation: '4-4-2' })],
    ]);
  });

  it('does not compile an input or a body of another action (the type checker is the test: npm run typecheck)', () => {
    const shown = roomDto(drafting(), new Map());
    const wrong = () => {
      // @ts-expect-error a pick's input names its players in `found`, not a kick's `playerId`
      checkAction(shown, 'id-zeynep', 'pick', { playerId: 'id-ali' });
      // @ts-expect-error a kick's body has no formation
      void sendAction('kick', 'room-1', { formation: '4-4-2' });
      // @ts-expect-error a formation's body needs its formation
      void sendAction('setFormation', 'room-1', {});
    };
    expect(wrong).toBeTypeOf('function');
  });
});
