import { useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { RoomDto, RoomPlayerDto } from '@onbir/shared/room/dto';
import { ConfirmDialog } from './ConfirmDialog';

/**
 * The commissioner's draft buttons (issue 41, docs/league.md "Commissioner controls"), the creator's only:
 * "Şimdi seçtir" makes the pick of the seat on turn as its clock would (its queue, then the AI's choice),
 * "Son seçimi geri al" gives the last pick back, and "Yapay zekâya devret" hands a member who is away (he
 * does not answer, the draft waits on him) to an AI manager that keeps his seat, after a confirmation in
 * the page (`ConfirmDialog`, never the browser's confirm): it cannot be undone. The page runs the shared
 * check before each call, so a refusal shows at once.
 */
export function CommissionerControls(props: {
  room: RoomDto;
  userId: string;
  busy: boolean;
  onForce: () => void;
  onUndo: () => void;
  onReplace: (player: RoomPlayerDto) => void;
}) {
  const { room, userId, busy, onForce, onUndo, onReplace } = props;
  const { t } = useLingui();
  const [asking, setAsking] = useState<RoomPlayerDto | null>(null);
  const replaceLabel = (name: string) => t`Yapay zekâya devret: ${name}`;
  if (room.creator._id !== userId || room.status !== 'drafting') return null;
  const members = room.players.filter((p) => !p.ai && p.user._id !== userId);
  const name = asking?.name ?? '';
  return (
    <section className="rm-card rm-draft-controls" aria-label={t`Kurucu kontrolleri`} data-testid="commissioner-controls">
      <button type="button" className="rm-btn rm-btn-outline rm-btn-small" disabled={busy} onClick={onForce}>
        {t`Şimdi seçtir`}
      </button>
      <button type="button" className="rm-btn rm-btn-outline rm-btn-small" disabled={busy} onClick={onUndo}>
        {t`Son seçimi geri al`}
      </button>
      {members.map((p) => (
        <button key={p.user._id} type="button" className="rm-btn rm-btn-outline rm-btn-small" disabled={busy} onClick={() => setAsking(p)}>
          {replaceLabel(p.name)}
        </button>
      ))}
      {asking && (
        <ConfirmDialog
          text={t`${name} yapay zekâ menajerine devredilsin mi? Koltuğu, kadrosu ve maçları yapay zekâda kalır; geri alınamaz.`}
          confirmLabel={t`Evet, devret`}
          onConfirm={() => {
            setAsking(null);
            onReplace(asking);
          }}
          onCancel={() => setAsking(null)}
        />
      )}
    </section>
  );
}
