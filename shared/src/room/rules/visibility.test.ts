import { describe, expect, it } from 'vitest';
import { checkReplay, checkViewRoom } from './visibility';

describe('who sees what of a room', () => {
  it('shows an open room to anyone but the kicked, a locked one to its members only', () => {
    expect(checkViewRoom({ isLocked: false, member: false })).toBeNull();
    expect(checkViewRoom({ isLocked: true, member: true })).toBeNull();
    expect(checkViewRoom({ isLocked: true, member: false })?.code).toBe('LOCKED_MEMBERS_ONLY');
    expect(checkViewRoom({ isLocked: false, member: false, banned: true })?.code).toBe('BANNED');
  });

  it('replays a played match, a locked room\'s to its members only', () => {
    expect(checkReplay(null)?.code).toBe('REPLAY_NOT_FOUND');
    expect(checkReplay({ played: false, isLocked: false, isMember: true })?.code).toBe('REPLAY_NOT_PLAYED');
    expect(checkReplay({ played: true, isLocked: true, isMember: false })?.code).toBe('REPLAY_PRIVATE');
    expect(checkReplay({ played: true, isLocked: true, isMember: true })).toBeNull();
    expect(checkReplay({ played: true, isLocked: false, isMember: false })).toBeNull();
  });
});
