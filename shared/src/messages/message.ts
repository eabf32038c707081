/*
 * A message as data, with no catalogue loaded (the catalogues are only types here): a screen that makes
 * one (the client's board, plans, forms) carries only this; ./wording.ts and ./turkish.ts word it.
 */
import type { catalogues, CatalogueName } from './catalogues';

type Entry = (typeof catalogues)[number];
type CodeOf<N extends CatalogueName> = keyof Extract<Entry, { name: N }>['tr'] & string;

/** A catalogue entry: its catalogue's name and code ('validation.FIELD_TOO_SHORT'); codes repeat across catalogues. */
export type MessageKey = { [N in CatalogueName]: `${N}.${CodeOf<N>}` }[CatalogueName];

/** The values a text names: numbers, names, codes, a field's label by code (./fieldLabels.ts), seconds to wait. */
export type MessageParams = Readonly<Record<string, string | number>>;

/** A message as data, worded by each reader in his language: the entry it is and the values it names. */
export interface Wording {
  key: MessageKey;
  params: MessageParams;
}

export const wording = <N extends CatalogueName>(catalogue: N, code: CodeOf<N>, params: MessageParams = {}): Wording => ({
  key: `${catalogue}.${code}` as MessageKey,
  params,
});

