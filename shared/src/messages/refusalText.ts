import type { Locale } from '../text/locale';
import { positionCode } from '../text/positions';
import { fillMessage } from './fill';
import { turkishRefusals, type Refusal } from './refusal';
import { draftRefusalTextsEn } from './en/drafts';
import { matchDecisionMessagesEn } from './en/matchDecisions';
import { planMessagesEn } from './en/plans';
import { presenterMessagesEn } from './en/presenter';
import { realtimeMessagesEn } from './en/realtime';
import { roomRefusalTextsEn } from './en/room';
import { videoMessagesEn } from './en/video';

/** Each area's refusals, Turkish beside English (./en/*.ts typed by the Turkish codes: a code without English does not compile). */
export const refusalCatalogues = {
  room: { tr: turkishRefusals.room, en: roomRefusalTextsEn },
  matchDecisions: { tr: turkishRefusals.matchDecisions, en: matchDecisionMessagesEn },
  plans: { tr: turkishRefusals.plans, en: planMessagesEn },
  presenter: { tr: turkishRefusals.presenter, en: presenterMessagesEn },
  realtime: { tr: turkishRefusals.realtime, en: realtimeMessagesEn },
  drafts: { tr: turkishRefusals.drafts, en: draftRefusalTextsEn },
  video: { tr: turkishRefusals.video, en: videoMessagesEn },
} as const;

const texts: Record<Locale, Readonly<Record<string, string>>> = {
  tr: Object.assign({}, ...Object.values(refusalCatalogues).map((c) => c.tr)),
  en: Object.assign({}, ...Object.values(refusalCatalogues).map((c) => c.en)),
};

/**
 * A refusal worded in `locale` from the catalogue by its code, its values filled in; a value named
 * `position` is a position's code (the rules' 'CB'), shown as the language abbreviates it ('STP' in Turkish).
 */
export function refusalText(r: Refusal, locale: Locale): string {
  const params = typeof r.params.position === 'string' ? { ...r.params, position: positionCode(r.params.position, locale) } : r.params;
  return fillMessage(texts[locale][r.code], params);
}
