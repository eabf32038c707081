import { useState } from 'react';
import type { RoomDto } from '@onbir/shared/room/dto';
import type { ActionBody, ActionInput, RoomActionName } from '@onbir/shared/room/machine';
import type { useNotice } from '../../lib/ui/Notice';
import { checkAction, sendAction } from './roomActions';

/**
 * A draft screen's room actions: the shared rule first (its refusal shows in the page at once), then the call,
 * whose failure shows in the page too; `busy` while one is under way.
 */
export function useRoomAct(room: RoomDto, userId: string, notices: Pick<ReturnType<typeof useNotice>, 'show' | 'clear' | 'attempt'>) {
  const [busy, setBusy] = useState(false);
  const { show, clear, attempt } = notices;
  const act = async <N extends RoomActionName>(name: N, body: ActionBody<N>, fallback: string, input: ActionInput<N>) => {
    clear();
    const refused = checkAction(room, userId, name, input);
    if (refused) return void show(refused);
    setBusy(true);
    const done = await attempt(() => sendAction(name, room._id, body, fallback), fallback);
    setBusy(false);
    return done;
  };
  return { act, busy };
}
