// The quick match's paces, apart from quickMatch.ts: the builder's page shows the choice without loading the
// engine's side of it.

/**
 * How fast the match is shown: a match minute a second, ten a second, or straight to the result (the
 * page names them in its language: client/src/features/builder/paceLabels.ts). The ids are the replay
 * link's 'hiz=' values.
 */
export const QUICK_PACES = ['normal', 'hizli', 'sonuc'] as const;
export type QuickPace = (typeof QUICK_PACES)[number];
/** Real milliseconds per match minute at each pace (0: no waiting). */
export const PACE_MINUTE_MS: Record<QuickPace, number> = { normal: 1000, hizli: 100, sonuc: 0 };
