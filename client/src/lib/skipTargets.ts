/** What a page's first Tab stop can take the keyboard to (features/site/SkipLink.tsx, pageTable's `skipTo`). */
export type SkipTarget = 'pitch';

/** The tactics board's pitch (features/board/BoardCanvas): the element the skip link points at. */
export const PITCH_ID = 'taktik-saha';
