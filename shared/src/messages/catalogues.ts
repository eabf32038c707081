import { accountsMessages } from './accounts';
import { boardMessages } from './board';
import { builderMessages } from './builder';
import { draftRefusalTexts, draftTexts } from './drafts';
import { inputMessages } from './input';
import { leagueMessages } from './league';
import { matchDecisionMessages } from './matchDecisions';
import { notificationMessages } from './notifications';
import { planMessages } from './plans';
import { presenterMessages } from './presenter';
import { realtimeMessages } from './realtime';
import { roomRefusalTexts, roomTexts } from './room';
import { roomInputMessages } from './roomInput';
import { serverMessages } from './server';
import { validationMessages } from './validation';
import { videoMessages } from './video';
import { accountsMessagesEn } from './en/accounts';
import { boardMessagesEn } from './en/board';
import { builderMessagesEn } from './en/builder';
import { draftRefusalTextsEn, draftTextsEn } from './en/drafts';
import { inputMessagesEn } from './en/input';
import { leagueMessagesEn } from './en/league';
import { matchDecisionMessagesEn } from './en/matchDecisions';
import { notificationMessagesEn } from './en/notifications';
import { planMessagesEn } from './en/plans';
import { presenterMessagesEn } from './en/presenter';
import { realtimeMessagesEn } from './en/realtime';
import { roomRefusalTextsEn, roomTextsEn } from './en/room';
import { roomInputMessagesEn } from './en/roomInput';
import { serverMessagesEn } from './en/server';
import { validationMessagesEn } from './en/validation';
import { videoMessagesEn } from './en/video';

type Catalogue = Readonly<Record<string, string>>;

/**
 * Every catalogue of refusal and answer texts, Turkish beside English (docs/i18n.md). A new catalogue is
 * added here; a new code in a Turkish catalogue fails the type check until its English is written
 * (./en/*.ts are typed by the Turkish codes), and wording.test.ts checks both have the same `{values}`.
 */
export const catalogues = [
  { name: 'accounts', tr: accountsMessages, en: accountsMessagesEn },
  { name: 'server', tr: serverMessages, en: serverMessagesEn },
  { name: 'validation', tr: validationMessages, en: validationMessagesEn },
  { name: 'input', tr: inputMessages, en: inputMessagesEn },
  { name: 'realtime', tr: realtimeMessages, en: realtimeMessagesEn },
  { name: 'room', tr: roomRefusalTexts, en: roomRefusalTextsEn },
  { name: 'roomTexts', tr: roomTexts, en: roomTextsEn },
  { name: 'roomInput', tr: roomInputMessages, en: roomInputMessagesEn },
  { name: 'matchDecisions', tr: matchDecisionMessages, en: matchDecisionMessagesEn },
  { name: 'builder', tr: builderMessages, en: builderMessagesEn },
  { name: 'board', tr: boardMessages, en: boardMessagesEn },
  { name: 'plans', tr: planMessages, en: planMessagesEn },
  { name: 'presenter', tr: presenterMessages, en: presenterMessagesEn },
  { name: 'league', tr: leagueMessages, en: leagueMessagesEn },
  { name: 'notifications', tr: notificationMessages, en: notificationMessagesEn },
  { name: 'drafts', tr: draftRefusalTexts, en: draftRefusalTextsEn },
  { name: 'draftTexts', tr: draftTexts, en: draftTextsEn },
  { name: 'video', tr: videoMessages, en: videoMessagesEn },
] as const satisfies ReadonlyArray<{ name: string; tr: Catalogue; en: Catalogue }>;

export type CatalogueName = (typeof catalogues)[number]['name'];
