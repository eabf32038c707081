import { accountsMessages } from './accounts';
import { boardMessages } from './board';
import { builderMessages } from './builder';
import { draftRefusalTexts, draftTexts } from './drafts';
import { fillMessage } from './fill';
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
import { valuesIn } from './values';
import type { Wording } from './message';

/**
 * Every catalogue's Turkish by its name (./catalogues.ts pairs each with its English): what a Turkish page
 * and a schema's issue are worded from without loading any English.
 */
export const turkishCatalogues: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  accounts: accountsMessages,
  server: serverMessages,
  validation: validationMessages,
  input: inputMessages,
  realtime: realtimeMessages,
  room: roomRefusalTexts,
  roomTexts,
  roomInput: roomInputMessages,
  matchDecisions: matchDecisionMessages,
  builder: builderMessages,
  board: boardMessages,
  plans: planMessages,
  presenter: presenterMessages,
  league: leagueMessages,
  notifications: notificationMessages,
  drafts: draftRefusalTexts,
  draftTexts,
  video: videoMessages,
};

/** A message worded in Turkish from its catalogue entry, its values filled in. */
export function turkishMessage(w: Wording): string {
  const dot = w.key.indexOf('.');
  const [name, code] = [w.key.slice(0, dot), w.key.slice(dot + 1)];
  if (!Object.hasOwn(turkishCatalogues, name) || !Object.hasOwn(turkishCatalogues[name], code)) throw new Error(`no catalogue entry ${w.key}`);
  return fillMessage(turkishCatalogues[name][code], valuesIn(w.params, 'tr'));
}
