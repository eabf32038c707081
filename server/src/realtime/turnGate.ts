/**
 * Lets at most `perTurn` callers through in one turn of the event loop; the others go through in the turns
 * after, in order. A burst of hundreds of socket handshakes let through at once would run their upgrades, and
 * then their first packets and handlers, in one turn and hold every other request for the whole of it;
 * spread over turns, the requests that arrive meanwhile are read between them.
 */
export class TurnGate {
  private waiting: (() => void)[] = [];
  private passed = 0;
  private turnAhead = false;

  constructor(private perTurn: number) {}

  pass(go: () => void): void {
    this.nextTurn();
    if (this.passed < this.perTurn && this.waiting.length === 0) {
      this.passed++;
      go();
    } else this.waiting.push(go);
  }

  /** How many wait for a later turn. */
  get queued(): number {
    return this.waiting.length;
  }

  // An immediate queued while the immediates run waits for the next turn, after its I/O: one batch a turn.
  private nextTurn() {
    if (this.turnAhead) return;
    this.turnAhead = true;
    setImmediate(() => {
      this.turnAhead = false;
      const batch = this.waiting.splice(0, this.perTurn);
      this.passed = batch.length;
      if (batch.length) this.nextTurn();
      for (const go of batch) go();
    });
  }
}
