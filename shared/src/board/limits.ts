/**
 * How big a board may grow. The board keeps within these as it is used, every trail and stroke together
 * within what the renderer draws at interactive speed (simplify.ts `DRAWN_POINTS_BUDGET`; limits.test.ts),
 * and a stored board or a share link is refused past the `stored` ones (serialize.ts), so no link can make
 * a page decode or draw without end. Boards and links of earlier versions, made under larger limits
 * (trails of 2,000 points, strokes of 100,000 in all), are thinned on read to the same budget.
 */
export const LIMITS = {
  /** Points a piece's trail keeps (the oldest go first): 3,000 px of moves on a laptop. */
  trailPoints: 300,
  /** Points one pen stroke keeps. */
  strokePoints: 2000,
  /** Points of all pen strokes together, as kept (each stroke thinned when finished: board.ts `commitDrawing`). */
  drawingPoints: 6000,
  drawings: 500,
  objects: 300,
  /** Players of all teams together. */
  players: 40,
  /** Of a stored board: the longest trail or stroke read (boards of the first versions had no limit). */
  storedPathPoints: 5000,
  /** Of a stored board: every trail and stroke point together. */
  storedPoints: 200_000,
  /** A link's payload after decompression, in bytes. */
  decompressedBytes: 3 * 1024 * 1024,
  /** A link's payload as it comes (base64url characters). */
  linkChars: 1024 * 1024,
} as const;
