import { useCallback, useEffect, useRef, useState } from 'react';
import type { DecideInput } from '@onbir/shared/room/actions/decide';
import type { RoomDto } from '@onbir/shared/room/dto';
import type { DecisionBody } from '@onbir/shared/room/schemas';
import type { PlanRule } from '@onbir/shared/match/types';
import type { ControlsView } from '@onbir/shared/match/wire';
import { failureText } from '../../lib/ui/Notice';
import { checkAction, sendAction } from '../rooms';
import { matchApi } from './matchApi';
import { useRefusalWords } from '../../lib/i18n/refusals';

/** How often at most the controls are reloaded while minutes go by (stamina falls slowly with them). */
const RELOAD_MS = 10_000;

/** The `decide` action's input as the controls show the match: the same shared check the server runs. */
export function decideInput(view: ControlsView, decision: DecisionBody): DecideInput {
  if (!view.fixtureId || !view.mine || !view.side) return { decision, live: null };
  const [minute, added] = view.minute.split('+').map(Number);
  const sides = { [view.side]: view.mine } as unknown as NonNullable<DecideInput['live']>['context']['sides'];
  return { decision, live: { fixtureId: view.fixtureId, side: view.side, at: { minute, added: added || 0 }, context: { finished: view.finished, sides } } };
}

/**
 * A manager's match controls: his side as the server sees it now (reloaded as the minutes go by, after
 * every change taking effect and after his own), his decisions and his plan, each checked by the shared
 * rule first and then sent; `error` is the refusal or failure to show on the page.
 */
export function useMatchControls(room: RoomDto, userId: string, minute: string, changes: number) {
  const [view, setView] = useState<ControlsView | null>(null);
  const [busy, setBusy] = useState(false);
  const words = useRefusalWords();
  // Kept with the match it was said in: "Değişiklik 90. dakikadan sonra uygulanacak." is no news in the next match's plan.
  const [said, setMessage] = useState<{ text: string; error: boolean; fixtureId: string | null } | null>(null);
  const message = said && said.fixtureId === room.liveFixtureId ? said : null;
  const last = useRef(0);
  const load = useCallback(async () => {
    last.current = Date.now();
    try {
      setView(await matchApi.controls(room._id));
    } catch {
      // The next minute tries again; the panel keeps what it showed.
    }
  }, [room._id]);
  // A change taking effect (or a new match) reloads at once; a minute going by at most every few seconds.
  useEffect(() => {
    void load();
  }, [load, changes, room.liveFixtureId]);
  useEffect(() => {
    if (Date.now() - last.current >= RELOAD_MS) void load();
  }, [load, minute]);

  const send = async (run: () => Promise<{ message?: string }>, fallback: string) => {
    setBusy(true);
    try {
      const answer = await run();
      setMessage({ text: answer.message ?? '', error: false, fixtureId: room.liveFixtureId });
      await load();
      return true;
    } catch (err) {
      setMessage({ text: failureText(err, fallback), error: true, fixtureId: room.liveFixtureId });
      return false;
    } finally {
      setBusy(false);
    }
  };

  const decide = async (decision: DecisionBody, fallback: string) => {
    if (!view) return false;
    const refused = checkAction(room, userId, 'decide', decideInput(view, decision));
    if (refused) {
      setMessage({ text: words(refused), error: true, fixtureId: room.liveFixtureId });
      return false;
    }
    return send(() => sendAction('decide', room._id, decision, fallback), fallback);
  };

  const savePlan = async (rules: PlanRule[], fallback: string) => {
    const refused = checkAction(room, userId, 'setPlan', { rules });
    if (refused) {
      setMessage({ text: words(refused), error: true, fixtureId: room.liveFixtureId });
      return false;
    }
    return send(() => sendAction('setPlan', room._id, { rules }, fallback), fallback);
  };

  return { view, busy, message, clearMessage: () => setMessage(null), decide, savePlan };
}
