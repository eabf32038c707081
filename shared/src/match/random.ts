/**
 * The only source of randomness of the match: mulberry32, a tiny 32-bit seeded generator. Same seed,
 * same sequence, on every machine (pure integer maths, no Math.random). A class rather than closures:
 * the engine makes one per match, in its hot loop.
 */
export class Random {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  /** The generator's whole state, for a match snapshot; `restore` continues the sequence from it. */
  save(): number {
    return this.state;
  }

  restore(state: number): void {
    this.state = state >>> 0;
  }

  /** A float in [0, 1). */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** An integer in [0, n). */
  int(n: number): number {
    return Math.floor(this.next() * n);
  }

  /** Approximately normal (mean 0, sd 1): a sum of six uniforms, cheap and deterministic. */
  normal(): number {
    return this.next() + this.next() + this.next() + this.next() + this.next() + this.next() - 3;
  }
}
