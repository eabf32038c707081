/** The lines of a pitch drawn in a 100 × 64 box (x from side A's goal to side B's). */
export function PitchMarkings() {
  return (
    <g className="pitch-lines" fill="none" stroke="currentColor" strokeWidth="0.4">
      <rect x="0.5" y="0.5" width="99" height="63" />
      <line x1="50" y1="0.5" x2="50" y2="63.5" />
      <circle cx="50" cy="32" r="7" />
      <rect x="0.5" y="17" width="14" height="30" />
      <rect x="85.5" y="17" width="14" height="30" />
      <rect x="0.5" y="25" width="5" height="14" />
      <rect x="94.5" y="25" width="5" height="14" />
    </g>
  );
}

/** Pitch y (0-64) of a view's 0-100 across value. */
export const across = (y: number) => 2 + (y * 60) / 100;
