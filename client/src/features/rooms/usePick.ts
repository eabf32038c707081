import { useEffect, useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { RoomDto } from '@onbir/shared/room/dto';
import type { Refusal } from '@onbir/shared/messages/refusal';
import type { GamePlayer } from '@onbir/shared/players/types';
import { failureText } from '../../lib/ui/Notice';
import { checkAction, sendAction } from './roomActions';

/**
 * "Seç" for one screen: the shared rule first (a refusal shows at once and nothing is sent), then one pick
 * in flight. The buttons stay locked from the tap until both the answer and the room that carries the
 * pick have arrived, so a second tap of a double tap (which lands ~150 ms later, after the list may have
 * changed under the finger) is swallowed: never a second pick, never a refusal beside a pick that worked.
 */
export function usePick(room: RoomDto, userId: string, show: (text: string | Refusal, tone?: 'error' | 'status') => void, clear: () => void) {
  const { t } = useLingui();
  const [pending, setPending] = useState<{ playerId: string; answered: boolean } | null>(null);
  const locked = useRef(false);
  const inRoom = pending !== null && room.players.some((p) => p.team.squad.some((s) => s.id === pending.playerId));
  useEffect(() => {
    if (pending?.answered && inRoom) {
      locked.current = false;
      setPending(null);
    }
  }, [pending, inRoom]);

  const pick = async (player: GamePlayer, slot: string | undefined, highlighted: string | null) => {
    if (locked.current) return;
    clear();
    const refused = checkAction(room, userId, 'pick', { found: [player], slot, pickNumber: room.draft.currentPick });
    if (refused) return show(refused);
    locked.current = true;
    setPending({ playerId: player.id, answered: false });
    try {
      const answer = await sendAction('pick', room._id, { playerId: player.id, pickNumber: room.draft.currentPick, ...(slot ? { assignedPosition: slot } : {}) });
      // Said only when he went elsewhere than the highlighted slot ("… MO mevkiine yerleşti.").
      if (answer.pick.slot !== highlighted) show(answer.message, 'status');
      setPending({ playerId: player.id, answered: true });
    } catch (err) {
      show(failureText(err, t`Oyuncu seçilemedi.`));
      locked.current = false;
      setPending(null);
    }
  };
  return { pick, sendingId: pending?.playerId ?? null };
}
