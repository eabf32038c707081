/**
 * The one catalogue of the product's Turkish texts for refusals and errors: each domain keeps its texts in
 * its own file, keyed by a stable code that server and client compare instead of the text.
 */
export { realtimeMessages } from './realtime';
export { builderMessages, type BuilderRefusalCode } from './builder';
export { roomRefusalTexts, roomTexts, type RoomRefusalCode, type RoomTextKey } from './room';
export { fillMessage } from './fill';
export { accountsMessages, type AccountsCode } from './accounts';
export { boardMessages } from './board';
