import { describe, expect, it } from 'vitest';
import { createRoomSchema, pageWindow, pickPlayerSchema } from './schemas';

describe('room schemas', () => {
  it('applies the create-room defaults (docs/rooms.md, "Creating a room") and drops an empty password', () => {
    expect(createRoomSchema.parse({ roomName: ' Oda ', password: '' })).toEqual({
      roomName: 'Oda',
      maxPlayers: 2,
      leagues: ['Premier League'],
      password: undefined,
      pickSeconds: 60,
      draftOrder: 'snake',
      format: 'round_robin',
      autoContinue: false,
      // The first clients' payload has no "Yedekler": none, and 11 rounds (issue 27).
      bench: 0,
      // A room is one evening unless the form says league (issue 41).
      kind: 'evening',
    });
    expect(createRoomSchema.parse({ roomName: 'x', leagues: ['La Liga', 'all'] }).leagues).toEqual(['all']);
  });
  it('refuses bad input with Turkish messages', () => {
    expect(createRoomSchema.safeParse({ roomName: 'x', maxPlayers: 9 }).error?.issues[0].message).toMatch(/2 ile 8/);
    expect(createRoomSchema.safeParse({ roomName: '' }).error?.issues[0].message).toBe('Oda adı zorunludur.');
    expect(createRoomSchema.safeParse({ roomName: 'x', leagues: ['MLS'] }).success).toBe(false);
    expect(createRoomSchema.safeParse({ roomName: 'x', pickSeconds: 5 }).success).toBe(false);
    expect(pickPlayerSchema.safeParse({ assignedPosition: 'GK-1' }).success).toBe(false);
    expect(pickPlayerSchema.safeParse({ playerId: 'p', assignedPosition: 'GOAL' }).success).toBe(false);
  });
});

describe('page window', () => {
  it('shows at most 5 page numbers around the current page', () => {
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(1, 10)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(6, 10)).toEqual([4, 5, 6, 7, 8]);
    expect(pageWindow(10, 10)).toEqual([6, 7, 8, 9, 10]);
    expect(pageWindow(1, 0)).toEqual([]);
  });
});
