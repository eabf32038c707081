import { describe, expect, it } from 'vitest';
import { initialState } from '@onbir/shared/presenter/state';
import { LiveSessions, type SessionLimits, type SessionSource } from './liveSessions';

const limits: SessionLimits = {
  LIVE_SESSIONS_MAX: 5000,
  LIVE_SESSIONS_PER_ADDRESS: 2,
  LIVE_SESSIONS_PER_SUBNET: 3,
  LIVE_IDLE_MS: 1_800_000,
  LIVE_PRESENTER_GRACE_MS: 60_000,
  LIVE_MAX_VIEWERS: 300,
  LIVE_MAX_BOARD_BYTES: 65_536,
  LIVE_MAX_STILL_BYTES: 98_304,
};
const from = (address: string): SessionSource => ({ address, subnet: address.replace(/\.\d+$/, '.0/24') });
const opened = (r: ReturnType<LiveSessions['create']>) => ('session' in r ? r.session : undefined);

describe('LiveSessions caps per address and per network', () => {
  it('gives a network its places back as its sessions end, and counts sessions adopted from another process', () => {
    const sessions = new LiveSessions(limits);
    const made = ['10.0.0.1', '10.0.0.1', '10.0.0.2'].map((a) => opened(sessions.create(from(a))));
    expect(made.every(Boolean)).toBe(true);
    expect(sessions.create(from('10.0.0.1'))).toMatchObject({ code: 'LIVE_TOO_MANY_SESSIONS' });
    expect(sessions.create(from('10.0.0.3'))).toMatchObject({ code: 'LIVE_TOO_MANY_SESSIONS_FROM_NETWORK' });
    sessions.remove(made[0]!.code);
    sessions.remove(made[0]!.code); // a second end of the same session gives nothing back twice
    expect(opened(sessions.create(from('10.0.0.1')))).toBeDefined();
    expect(sessions.create(from('10.0.0.4'))).toMatchObject({ code: 'LIVE_TOO_MANY_SESSIONS_FROM_NETWORK' });
    // Another process's sessions count here too, once each however often they are adopted again.
    const elsewhere = { code: 'ABCDEF', tokenHash: 'x', state: initialState(0), idleMs: 0, viewers: [], source: from('10.0.1.1') };
    sessions.adopt(elsewhere);
    sessions.adopt(elsewhere);
    expect(opened(sessions.create(from('10.0.1.1')))).toBeDefined();
    expect(sessions.create(from('10.0.1.1'))).toMatchObject({ code: 'LIVE_TOO_MANY_SESSIONS' });
  });

  it('checks a new session’s caps without reading the sessions already held (a burst of starts stays cheap)', () => {
    const sessions = new LiveSessions(limits);
    let reads = 0;
    for (let i = 0; i < 2000; i++) {
      const address = `10.${i >> 8}.${i & 255}.1`;
      const source = { get address() { return (reads++, address); }, subnet: `10.${i >> 8}.${i & 255}.0/24` };
      sessions.adopt({ code: `C${i}`, tokenHash: 'x', state: initialState(0), idleMs: 0, viewers: [], source });
    }
    reads = 0;
    for (let i = 0; i < 100; i++) sessions.create(from(`172.16.0.${i + 1}`));
    // Before, every start compared its address with each held session's: 200,000 reads here.
    expect(reads).toBe(0);
  });
});
