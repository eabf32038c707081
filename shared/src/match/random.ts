/**
 * The only source of randomness of the match: mulberry32, a tiny 32-bit seeded generator. Same seed,
 * same sequence, on every machine (pure integer maths, no Math.random). A class rather than closures:
 * the engine makes one per match, in its hot loop.
 */
export class Random {
  /**
   * The 32-bit state in a typed array: stored as a raw integer, where a number field beyond the small
   * integers is a boxed double (the engine draws about a thousand numbers a match; this halves their cost).
   */
  private readonly state = new Int32Array(1);

  constructor(seed: number) {
    this.state[0] = seed;
  }

  /** The generator's whole state (0 to 2^32 - 1), for a match snapshot; `restore` continues the sequence from it. */
  save(): number {
    return this.state[0] >>> 0;
  }

  restore(state: number): void {
    this.state[0] = state;
  }

  /** A float in [0, 1). */
  next(): number {
    const s = this.state;
    // The array wraps the sum to 32 bits; its signed reading has the same bits as the unsigned one.
    s[0] += 0x6d2b79f5;
    let t = s[0];
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
