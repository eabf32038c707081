import { describe, expect, it } from 'vitest';
import { wordingOfIssue } from '../validation/said';
import { createRoomSchema, pageWindow, pickPlayerSchema, roomOptionsSchema } from './schemas';

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

describe('a league room (issue 41)', () => {
  const league = { timeZone: 'Europe/Istanbul', draftMode: 'slow', pickClockHours: 4, quietWindow: { from: '00:00', to: '08:00' }, matchdays: { days: [5, 1, 3], time: '21:00' } };
  it('stores the kind and the league settings whole, parsed by their own schema', () => {
    const parsed = roomOptionsSchema.parse({ kind: 'league', league });
    expect(parsed.kind).toBe('league');
    expect(parsed.league).toEqual({ ...league, matchdays: { days: [1, 3, 5], time: '21:00' } });
    expect(createRoomSchema.parse({ roomName: 'Lig', kind: 'league', league }).league?.pickClockHours).toBe(4);
  });
  it('refuses a league without settings on the field, in the catalogue\'s words, and an unknown kind', () => {
    for (const schema of [roomOptionsSchema, createRoomSchema]) {
      const issue = schema.safeParse({ roomName: 'Lig', kind: 'league' }).error?.issues[0];
      expect(issue?.path).toEqual(['league']);
      expect(issue?.message).toBe('Lig için ayarlar (saat dilimi, draft biçimi, maç günleri) gereklidir.');
      expect(wordingOfIssue(issue!)?.key).toBe('roomInput.LEAGUE_SETTINGS_REQUIRED');
    }
    expect(roomOptionsSchema.safeParse({ kind: 'season' }).error?.issues[0].message).toMatch(/Tek akşam/);
    expect(roomOptionsSchema.safeParse({ kind: 'league', league: { ...league, timeZone: '+03:00' } }).success).toBe(false);
  });
  it('refuses "Otomatik devam" for a league on its field (matchdays are on schedule); an evening keeps it', () => {
    for (const schema of [roomOptionsSchema, createRoomSchema]) {
      const issue = schema.safeParse({ roomName: 'Lig', kind: 'league', league, autoContinue: true }).error?.issues[0];
      expect(issue?.path).toEqual(['autoContinue']);
      expect(wordingOfIssue(issue!)?.key).toBe('roomInput.LEAGUE_AUTO_CONTINUE');
    }
    expect(roomOptionsSchema.parse({ autoContinue: true }).autoContinue).toBe(true);
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
