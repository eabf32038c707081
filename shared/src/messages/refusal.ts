import { positionCode } from '../text/positions';
import { fillMessage } from './fill';
import { draftRefusalTexts, type DraftRefusalCode } from './drafts';
import { matchDecisionMessages, type MatchDecisionCode } from './matchDecisions';
import { planMessages, type PlanCode } from './plans';
import { presenterMessages, type PresenterCode } from './presenter';
import { realtimeMessages, type RealtimeRefusalCode } from './realtime';
import { roomRefusalTexts, type RoomRefusalCode } from './room';
import { videoMessages, type VideoCode } from './video';

/**
 * Every refusal code, a closed union per area: the room game's (rooms/refusal.ts), a match-day decision's,
 * a session plan's, a live session's, the realtime connection's, the new drafts' (auction, pick one of five),
 * a video analysis'.
 */
export type RefusalCode = RoomRefusalCode | MatchDecisionCode | PlanCode | PresenterCode | RealtimeRefusalCode | DraftRefusalCode | VideoCode;

/** Why a refusal was given, for its HTTP status (refusal/kind.ts). */
export type { RefusalKind } from '../refusal/kind';

/** The values a refusal's text names (`{max}`, `{player}`): numbers, names and codes, never words of a language. */
export type RefusalParams = Readonly<Record<string, string | number>>;

/**
 * The one refusal: what was refused as a stable code and the values its text names. Code compares codes;
 * each reader words it in his language from the catalogue (`refusalText`).
 */
export interface Refusal<C extends RefusalCode = RefusalCode> {
  code: C;
  params: RefusalParams;
}

/** Each area's refusals in Turkish, the source language (their English: ./refusalText.ts). */
export const turkishRefusals = {
  room: roomRefusalTexts,
  matchDecisions: matchDecisionMessages,
  plans: planMessages,
  presenter: presenterMessages,
  realtime: realtimeMessages,
  drafts: draftRefusalTexts,
  video: videoMessages,
} as const;

const turkish: Readonly<Record<string, string>> = Object.assign({}, ...Object.values(turkishRefusals));

/** Whether a code is one of the refusals' (a server's error code may be another: VALIDATION, INTERNAL). */
export const isRefusalCode = (code: unknown): code is RefusalCode => typeof code === 'string' && Object.hasOwn(turkish, code);

export const refusalOf = <C extends RefusalCode>(code: C, params: RefusalParams = {}): Refusal<C> => ({ code, params });

/** Whether a result is a refusal (a rule answers its value or a refusal): the one guard. */
export const isRefusal = <T>(x: T | Refusal): x is Refusal =>
  typeof x === 'object' && x !== null && 'code' in x && 'params' in x && isRefusalCode((x as { code: unknown }).code);

/** A refusal worded in Turkish (what a Turkish page shows, with no English loaded): ./refusalText.ts words it in any language. */
export const turkishText = (r: Refusal): string =>
  fillMessage(turkish[r.code], typeof r.params.position === 'string' ? { ...r.params, position: positionCode(r.params.position, 'tr') } : r.params);
