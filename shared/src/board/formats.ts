/**
 * The match formats the board offers: players per side and the pitch each is played on. Sizes and
 * markings follow The FA's "Guide to Pitch and Goalpost Dimensions" (England's youth formats: 5v5 for
 * U7-U8, 7v7 for U9-U10, 9v9 for U11-U12, recommended sizes, converted from yards) and IFAB Law 1 for
 * 11v11 (the 105 x 68 m pitch of FIFA and UEFA). The FA has no 8v8 format: 8v8 gets a 64 x 41 m pitch
 * (70 x 45 yd, in the middle of the usual 8-a-side range) with the 9v9 markings. docs/board.md says
 * the same.
 */
export const FORMAT_SIZES = [5, 7, 8, 9, 11] as const;
export type FormatSize = (typeof FORMAT_SIZES)[number];
export const DEFAULT_FORMAT: FormatSize = 11;

export interface PitchSpec {
  /** Goal line to goal line, metres. */
  length: number;
  /** Touchline to touchline, metres. */
  width: number;
  /** A rectangle from the goal line, or (5v5) a curved area: an arc round the middle of the goal. */
  penaltyArea: { depth: number; width: number } | { radius: number };
  goalArea?: { depth: number; width: number };
  /** Distance of the penalty mark from the goal line. */
  penaltyMark: number;
  /** Radius of the arc round the penalty mark outside the area (11v11's "D"). */
  arc?: number;
  centreCircle: number;
  /** Between the posts. */
  goalWidth: number;
  cornerArc: number;
}

const NINE_A_SIDE_MARKINGS = {
  penaltyArea: { depth: 11.9, width: 29.3 },
  goalArea: { depth: 3.7, width: 11 },
  penaltyMark: 8.2,
  centreCircle: 6.4,
  goalWidth: 4.88,
  cornerArc: 0.9,
};

export const PITCHES: Record<FormatSize, PitchSpec> = {
  5: { length: 36.6, width: 27.4, penaltyArea: { radius: 6 }, penaltyMark: 6, centreCircle: 2.75, goalWidth: 3.66, cornerArc: 0.5 },
  7: { length: 54.9, width: 36.6, penaltyArea: { depth: 9.1, width: 16.5 }, penaltyMark: 7.3, centreCircle: 5.5, goalWidth: 3.66, cornerArc: 0.9 },
  8: { length: 64, width: 41, ...NINE_A_SIDE_MARKINGS },
  9: { length: 73.2, width: 45.7, ...NINE_A_SIDE_MARKINGS },
  11: {
    length: 105,
    width: 68,
    penaltyArea: { depth: 16.5, width: 40.32 },
    goalArea: { depth: 5.5, width: 18.32 },
    penaltyMark: 11,
    arc: 9.15,
    centreCircle: 9.15,
    goalWidth: 7.32,
    cornerArc: 1,
  },
};

/** "7v7" */
export const formatName = (size: FormatSize) => `${size}v${size}`;
