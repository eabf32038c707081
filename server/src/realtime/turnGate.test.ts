import { describe, expect, it } from 'vitest';
import { TurnGate } from './turnGate';

const nextTurn = () => new Promise<void>((r) => setImmediate(r));

describe('TurnGate', () => {
  it('lets a burst through a few a turn, in order, each batch in a turn of its own', async () => {
    const gate = new TurnGate(4);
    const seen: number[] = [];
    for (let i = 0; i < 10; i++) gate.pass(() => seen.push(i));
    // The first four at once: a quiet server's handshake waits for nothing.
    expect(seen).toEqual([0, 1, 2, 3]);
    expect(gate.queued).toBe(6);
    // The next four in the next turn's immediates, the last two a turn later: the poll phase between them reads
    // whatever requests arrived (an immediate queued by an immediate waits for the next turn).
    await nextTurn();
    expect(seen).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    await nextTurn();
    expect(seen).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(gate.queued).toBe(0);
  });

  it('starts every turn afresh: one at a time is never held', async () => {
    const gate = new TurnGate(2);
    let n = 0;
    for (let turn = 0; turn < 5; turn++) {
      gate.pass(() => n++);
      gate.pass(() => n++);
      expect(n).toBe(2 * (turn + 1));
      await nextTurn();
    }
  });
});
