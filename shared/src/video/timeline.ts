import { isFreeze, type Annotation, type Freeze } from './model';

/**
 * Clip time and output time. The exported video (and the preview's play-through) holds the clip's frame
 * at each freeze for its `hold`, so the output is the clip plus every freeze: output time runs on while
 * the clip time stands at the freeze's `at`. Freezes at the same clip time follow each other.
 */

/** The freezes inside a clip of `duration` seconds, in the order they play. */
export function freezesOf(annotations: readonly Annotation[], duration: number): Freeze[] {
  return annotations.filter(isFreeze).filter((f) => f.at >= 0 && f.at <= duration).sort((a, b) => a.at - b.at || a.id - b.id);
}

/** The output's length: the clip's and every freeze's hold. */
export function outputDuration(duration: number, freezes: readonly Freeze[]): number {
  return freezes.reduce((sum, f) => sum + f.hold, duration);
}

/** The output time at which clip time `t` is shown (a freeze at `t` starts there). */
export function clipToOutput(t: number, freezes: readonly Freeze[]): number {
  return freezes.reduce((out, f) => (f.at < t ? out + f.hold : out), t);
}

/** What the output shows at output time `o`: the clip's time, and the freeze that holds it (null when it runs). */
export interface OutputMoment {
  clip: number;
  freeze: Freeze | null;
}

/** The clip time shown at output time `o`; clamped to the output (0 before it, the clip's end after it). */
export function outputToClip(o: number, freezes: readonly Freeze[], duration: number): OutputMoment {
  let passed = 0;
  for (const f of freezes) {
    const holdStart = f.at + passed;
    if (o < holdStart) break;
    if (o < holdStart + f.hold) return { clip: f.at, freeze: f };
    passed += f.hold;
  }
  return { clip: Math.min(duration, Math.max(0, o - passed)), freeze: null };
}
