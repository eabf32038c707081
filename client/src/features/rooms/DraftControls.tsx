import { useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { RoomDto, RoomPlayerDto } from '@onbir/shared/room/dto';
import { ConfirmDialog } from './ConfirmDialog';

/**
 * The draft screen's room controls: "Odadan Ayrıl" for everyone (an AI manager takes the seat and keeps
 * its squad), and for the creator "Taslağı duraklat / devam" and "At" for each other person (his seat goes
 * to an AI manager too, and he cannot come back until the creator lifts the bar). Leaving and kicking ask
 * first, in the page.
 */
export function DraftControls(props: {
  room: RoomDto;
  userId: string;
  busy: boolean;
  onLeave: () => void;
  onKick: (player: RoomPlayerDto) => void;
  /** Absent where the draft cannot be paused (an auction: its clock runs on). */
  onPause?: (paused: boolean) => void;
}) {
  const { room, userId, busy, onLeave, onKick, onPause } = props;
  const { t } = useLingui();
  const kickQuestion = (name: string) => t`${name} odadan atılsın mı? Yerine yapay zekâ menajeri geçer.`;
  const kickLabel = (name: string) => t`At: ${name}`;
  const [confirm, setConfirm] = useState<{ text: string; label: string; run: () => void } | null>(null);
  const isCreator = room.creator._id === userId;
  const drafting = room.status === 'drafting';
  const people = room.players.filter((p) => !p.ai && p.user._id !== userId);
  return (
    <section className="rm-card rm-draft-controls" aria-label={t`Oda`}>
      {isCreator && drafting && onPause && (
        <button type="button" className="rm-btn rm-btn-outline rm-btn-small" disabled={busy} onClick={() => onPause(!room.draft.paused)}>
          {room.draft.paused ? t`Taslağa devam et` : t`Taslağı duraklat`}
        </button>
      )}
      {isCreator &&
        people.map((p) => (
          <button
            key={p.user._id}
            type="button"
            className="rm-btn rm-btn-danger rm-btn-small"
            disabled={busy}
            onClick={() => setConfirm({ text: kickQuestion(p.name), label: t`Evet, at`, run: () => onKick(p) })}
          >
            {kickLabel(p.name)}
          </button>
        ))}
      <button
        type="button"
        className="rm-btn rm-btn-outline rm-btn-small"
        disabled={busy}
        onClick={() => setConfirm({ text: t`Odadan ayrılmak istiyor musunuz? Yerinize yapay zekâ menajeri geçer ve kadronuzu o yönetir.`, label: t`Evet, ayrıl`, run: onLeave })}
      >
        <Trans>Odadan Ayrıl</Trans>
      </button>
      {confirm && (
        <ConfirmDialog
          text={confirm.text}
          confirmLabel={confirm.label}
          onConfirm={() => {
            setConfirm(null);
            confirm.run();
          }}
          onCancel={() => setConfirm(null)}
        />
      )}
    </section>
  );
}
