// The quick match's paces, apart from quickMatch.ts: the builder's page shows the choice without loading the
// engine's side of it.

/** How fast the match is shown: a match minute a second, ten a second, or straight to the result. */
export const QUICK_PACES = ['normal', 'hizli', 'sonuc'] as const;
export type QuickPace = (typeof QUICK_PACES)[number];
export const PACE_LABELS: Record<QuickPace, string> = { normal: 'Normal', hizli: 'Hızlı', sonuc: 'Doğrudan sonuç' };
/** Real milliseconds per match minute at each pace (0: no waiting). */
export const PACE_MINUTE_MS: Record<QuickPace, number> = { normal: 1000, hizli: 100, sonuc: 0 };
