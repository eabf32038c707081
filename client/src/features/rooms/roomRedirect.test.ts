import { describe, expect, it } from 'vitest';
import type { RoomDto } from '@onbir/shared/room/dto';
import type { RoomStatus } from '@onbir/shared/room/constants';
import { roomPath, roomRedirect } from './roomRedirect';

const room = (status: RoomStatus, members = ['u1', 'u2']): RoomDto =>
  ({
    _id: 'r1',
    status,
    players: members.map((id) => ({ user: { _id: id, username: id }, name: id, isReady: true, team: { squad: [] } })),
  }) as unknown as RoomDto;

describe("room redirects (docs/rooms.md, 'Room updates on screen')", () => {
  it('sends a non-member to /rooms whatever the status', () => {
    expect(roomRedirect(room('waiting'), 'u9', 'lobby')).toBe('/rooms');
    expect(roomRedirect(room('drafting'), undefined, 'squad')).toBe('/rooms');
  });
  it('sends drafting and draft_finished to squad-selection, in_progress to the match screen', () => {
    expect(roomRedirect(room('drafting'), 'u1', 'lobby')).toBe('/room/r1/squad-selection');
    expect(roomRedirect(room('draft_finished'), 'u1', 'lobby')).toBe('/room/r1/squad-selection');
    expect(roomRedirect(room('drafting'), 'u1', 'squad')).toBeNull();
    expect(roomRedirect(room('in_progress'), 'u1', 'squad')).toBe('/match/r1');
    expect(roomRedirect(room('waiting'), 'u1', 'lobby')).toBeNull();
    expect(roomRedirect(room('waiting'), 'u1', 'squad')).toBe('/room/r1');
  });
  it('sends a member of a finished room from the lobby or draft to the match screen, and "Odaya Git" there too', () => {
    expect(roomRedirect(room('finished'), 'u1', 'lobby')).toBe('/match/r1');
    expect(roomRedirect(room('finished'), 'u1', 'squad')).toBe('/match/r1');
    expect(roomPath(room('finished'))).toBe('/match/r1');
    expect(roomPath(room('waiting'))).toBe('/room/r1');
    expect(roomPath(room('draft_finished'))).toBe('/room/r1/squad-selection');
  });
  it('keeps everyone on the match screen, finished or not: a non-member watches as a spectator', () => {
    expect(roomRedirect(room('in_progress'), 'u1', 'match')).toBeNull();
    expect(roomRedirect(room('finished'), 'u1', 'match')).toBeNull();
    expect(roomRedirect(room('in_progress'), 'u9', 'match')).toBeNull();
  });
});
