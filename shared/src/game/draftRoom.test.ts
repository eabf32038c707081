import { describe, expect, it } from 'vitest';
import { draftRoomMessages, type DraftRoomCode } from '../messages/draftRoom';
import { turnOf, type DraftMember } from './draft';
import {
  canSeeRoomDetails,
  checkNotBanned,
  checkOpenRooms,
  checkPickNumber,
  checkReaction,
  checkUnban,
  cleanChatText,
  draftRoomRefusal,
  MAX_OPEN_ROOMS,
  pickLog,
  QUICK_REACTIONS,
  repeatedPick,
  type DraftRoomRefusal,
} from './draftRoom';
import { REFUSAL_STATUS } from './refusal';
import { createRoomSchema, pickPlayerSchema } from './rooms';

const lobby = { status: 'waiting' as const, maxPlayers: 4, creatorId: 'a', members: [{ userId: 'a', isReady: false }, { userId: 'b', isReady: false }] };
const member = (userId: string, squad: Array<[string, string]> = []): DraftMember => ({ userId, formation: '4-4-2', squad: squad.map(([playerId, assignedPosition]) => ({ playerId, assignedPosition })) });

describe('draft room rules', () => {
  it('gives every refusal code a Turkish text and a 4xx status', () => {
    const codes = (Object.keys(draftRoomMessages) as DraftRoomCode[]).filter((c) => !c.startsWith('NOTICE_')) as Array<DraftRoomRefusal['code']>;
    for (const code of codes) {
      const r = draftRoomRefusal(code, { max: 3, seconds: 5 });
      expect(r.message).not.toMatch(/\{\w+\}/);
      expect(REFUSAL_STATUS[r.kind]).toBeGreaterThanOrEqual(400);
    }
  });

  it('allows 3 open rooms per user, refuses the 4th', () => {
    expect(MAX_OPEN_ROOMS).toBe(3);
    expect([0, 1, 2].map(checkOpenRooms)).toEqual([null, null, null]);
    expect(checkOpenRooms(3)?.code).toBe('TOO_MANY_ROOMS');
    expect(checkOpenRooms(500)?.message).toBe('En fazla 3 açık odanız olabilir; yeni oda kurmak için önce birinden ayrılın.');
  });

  it('bars kicked users; only the creator lifts an existing bar', () => {
    expect(checkNotBanned(false)).toBeNull();
    expect(checkNotBanned(true)?.code).toBe('BANNED');
    expect(checkUnban(lobby, 'x', true)?.code).toBe('NOT_MEMBER');
    expect(checkUnban(lobby, 'b', true)?.code).toBe('NOT_CREATOR');
    expect(checkUnban(lobby, 'a', false)?.code).toBe('NOT_BANNED');
    expect(checkUnban(lobby, 'a', true)).toBeNull();
  });

  it("shows a locked room's details to members only", () => {
    expect(canSeeRoomDetails(false, false)).toBe(true);
    expect(canSeeRoomDetails(true, true)).toBe(true);
    expect(canSeeRoomDetails(true, false)).toBe(false);
  });

  it('recognises a pick sent again and a stale pick number', () => {
    const state = { members: [member('a', [['p1', 'GK-1']]), member('b')] };
    expect(repeatedPick(state, 'a', 'p1')).toBe('GK-1');
    expect(repeatedPick(state, 'b', 'p1')).toBeUndefined();
    expect(checkPickNumber(4, undefined)).toBeNull();
    expect(checkPickNumber(4, 4)).toBeNull();
    expect(checkPickNumber(4, 3)?.code).toBe('PICK_STALE');
  });

  it('logs picks in order with their rounds', () => {
    const pick = (n: number, userId: string) => ({ pickNumber: n, userId, playerId: `p${n}`, assignedPosition: 'GK-1', auto: n === 3, playerName: `P ${n}` });
    const log = pickLog([pick(3, 'a'), pick(1, 'a'), pick(2, 'b'), pick(4, 'b'), pick(5, 'a')], 2);
    expect(log.map((l) => [l.pickNumber, l.round, l.auto])).toEqual([
      [1, 1, false],
      [2, 1, false],
      [3, 2, true],
      [4, 2, false],
      [5, 3, false],
    ]);
  });

  it('follows the room order: snake reverses every other round, straight does not', () => {
    const members = [member('a'), member('b'), member('c')];
    const seq = (order: 'snake' | 'straight') => Array.from({ length: 6 }, (_, p) => turnOf({ members, currentPick: p, order }));
    expect(seq('snake')).toEqual(['a', 'b', 'c', 'c', 'b', 'a']);
    expect(seq('straight')).toEqual(['a', 'b', 'c', 'a', 'b', 'c']);
    expect(turnOf({ members, currentPick: 3 })).toBe('a'); // no order: the spec's straight whoseTurn
  });

  it('cleans chat text to plain text of 1-300 characters', () => {
    expect(cleanChatText('  Merhaba\n\tdünya  ')).toEqual({ text: 'Merhaba dünya' });
    expect(cleanChatText('a\u200b\u202eb')).toEqual({ text: 'ab' });
    expect(cleanChatText('<b>kalın</b>')).toEqual({ text: '<b>kalın</b>' }); // kept as text; the client never renders HTML
    expect(cleanChatText('S\u0327ampiyon')).toEqual({ text: 'Şampiyon' }); // NFC
    expect(cleanChatText(' \u200b ')).toMatchObject({ code: 'CHAT_EMPTY' });
    expect(cleanChatText('ş'.repeat(300))).toEqual({ text: 'ş'.repeat(300) });
    expect(cleanChatText('ş'.repeat(301))).toMatchObject({ code: 'CHAT_TOO_LONG', message: 'Mesaj en fazla 300 karakter olabilir.' });
  });

  it('takes only the quick reactions, for picks already made', () => {
    expect(checkReaction(QUICK_REACTIONS[0], 1, 1)).toBeNull();
    expect(checkReaction('<script>', 1, 1)?.code).toBe('REACTION_UNKNOWN');
    expect(checkReaction('🔥', 2, 1)?.code).toBe('REACTION_NO_PICK');
    expect(checkReaction('🔥', 0, 1)?.code).toBe('REACTION_NO_PICK');
  });

  it('create: password of 4 or more, clock 30/60/90 or none, snake by default; pick: slot optional', () => {
    expect(createRoomSchema.safeParse({ roomName: 'x', password: 'abc' }).success).toBe(false);
    expect(createRoomSchema.parse({ roomName: 'x', password: 'abcd', pickSeconds: 0 })).toMatchObject({ password: 'abcd', pickSeconds: 0, draftOrder: 'snake' });
    expect(createRoomSchema.parse({ roomName: 'x', draftOrder: 'straight', pickSeconds: 90 })).toMatchObject({ draftOrder: 'straight', pickSeconds: 90 });
    expect(createRoomSchema.safeParse({ roomName: 'x', pickSeconds: 5 }).success).toBe(false);
    expect(createRoomSchema.safeParse({ roomName: 'x', draftOrder: 'random' }).success).toBe(false);
    expect(pickPlayerSchema.parse({ playerId: 'p1' })).toEqual({ playerId: 'p1' });
    expect(pickPlayerSchema.parse({ playerId: 'p1', pickNumber: '3' })).toEqual({ playerId: 'p1', pickNumber: 3 });
  });
});
