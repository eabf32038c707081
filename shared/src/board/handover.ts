/** The builder's hand-over parameter: `/taktik?ilk11=…` (parsed by builderImport.ts). */
export const ILK11_PARAM = 'ilk11';
