/**
 * The one catalogue of the product's Turkish texts for refusals and errors: each domain keeps its texts in
 * its own file, keyed by a stable code that server and client compare instead of the text.
 */
export { realtimeMessages, type RealtimeRefusalCode } from './realtime';
export { inputMessages } from './input';
export { builderMessages, type BuilderRefusalCode } from './builder';
export { roomRefusalTexts, roomTexts, type RoomRefusalCode, type RoomTextKey } from './room';
export { fillMessage } from './fill';
export { accountsMessages, type AccountsCode } from './accounts';
export { matchDecisionMessages, type MatchDecisionCode } from './matchDecisions';
export { boardMessages } from './board';
export { presenterMessages, presenterMessage, type PresenterCode } from './presenter';
export { planMessages, planMessage, type PlanCode } from './plans';
export { videoMessages, type VideoCode } from './video';
