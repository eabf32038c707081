import { Trans, useLingui } from '@lingui/react/macro';
import { positionCode, positionName } from '@onbir/shared/text/positions';
import { QUICK_REACTIONS } from '@onbir/shared/room/constants';
import type { ChatMessageDto, PickLogEntry } from '@onbir/shared/room/dto';
import type { RoomDto } from '@onbir/shared/room/dto';
import { findSlot, isBenchKey } from '@onbir/shared/formations/gameFormations';
import { useLocale } from '../../lib/i18n/locale';

/**
 * Every pick in order with its round, who made it (an automatic one marked) and the quick reactions to
 * it; a member reacts with one tap.
 */
export function PickLog({ room, reactions, onReact }: { room: RoomDto; reactions: ChatMessageDto[]; onReact: (pickNumber: number, reaction: string) => void }) {
  const { t } = useLingui();
  const locale = useLocale();
  const names = new Map(room.players.map((p) => [p.user._id, p.name]));
  const log = [...room.draft.log].reverse();
  // The position as people say it (MO, CM), not the slot's key (MID-2); a substitute's slot is the bench.
  const positionOf = (entry: PickLogEntry) => (isBenchKey(entry.slot) ? null : (findSlot(room.formation[entry.userId] ?? '4-4-2', entry.slot)?.position ?? entry.slot));
  const countOf = (entry: PickLogEntry) => {
    const counts = new Map<string, number>();
    for (const r of reactions) if (r.pickNumber === entry.pickNumber) counts.set(r.text, (counts.get(r.text) ?? 0) + 1);
    return counts;
  };
  return (
    <section className="rm-card rm-log" aria-label={t`Seçim geçmişi`}>
      <h2>
        <Trans>Seçimler</Trans>
      </h2>
      {log.length === 0 && (
        <p className="rm-muted">
          <Trans>Henüz seçim yapılmadı.</Trans>
        </p>
      )}
      <ol className="rm-log-list">
        {log.map((entry) => {
          const counts = countOf(entry);
          const { round, pickNumber, playerName } = entry;
          const position = positionOf(entry);
          return (
            <li key={entry.pickNumber} data-testid="pick-log">
              <span className="rm-log-round">
                <Trans>
                  {round}. tur · #{pickNumber}
                </Trans>
              </span>
              <span className="rm-log-what">
                <strong>{names.get(entry.userId) ?? '?'}</strong>: {playerName} ({position ? <abbr title={positionName(position, locale)}>{positionCode(position, locale)}</abbr> : <abbr title={t`Yedek`}>{t`YDK`}</abbr>})
                {entry.auto && <small> · {t`otomatik`}</small>}
              </span>
              <span className="rm-log-reactions">
                {QUICK_REACTIONS.map((r) => {
                  const n = counts.get(r);
                  const shown = n ? `${r} ${n}` : r;
                  // The name starts with what the button shows (the emoji and its count), then says what it does.
                  return (
                    <button key={r} type="button" className="rm-react" onClick={() => onReact(entry.pickNumber, r)} aria-label={t`${shown}: ${playerName} seçimine tepki ver`}>
                      {r}
                      {n ? <small> {n}</small> : null}
                    </button>
                  );
                })}
              </span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
