import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { positionCode, positionName } from '@onbir/shared/text/positions';
import type { SquadPlayer } from '@onbir/shared/room/dto';
import { leftToRight } from '@onbir/shared/formations/lineShape';
import { BENCH_LINE, GAME_LINES, squadSlots, type SquadSlot } from '@onbir/shared/formations/gameFormations';
import { useLocale } from '../../lib/i18n/locale';

const LINE_NAMES = { GK: msg`Kaleci`, DEF: msg`Defans`, MID: msg`Orta Saha`, AMF: msg`Ofansif Orta Saha`, FWD: msg`Forvet`, SUB: msg({ message: 'Yedekler', context: 'squad line' }) } as const;

/** A line's slots as the row shows them: the pitch's with the left flank first, the bench in its order. */
const inRow = (slots: SquadSlot[], line: string) => {
  const row = slots.filter((s) => s.line === line);
  return line === BENCH_LINE ? row : leftToRight(row, (s) => s.position);
};

/**
 * A squad drawn as its formation's lines, forwards on top, and the room's substitutes below. With onSelect the empty slots are buttons
 * (the user's own squad); without it the view is read-only (other players' squads).
 */
export function SquadSlots({
  formation,
  squad,
  selected,
  onSelect,
  compact,
  showRatings,
  bench = 0,
}: {
  formation: string;
  squad: SquadPlayer[];
  selected?: string | null;
  onSelect?: (slotKey: string) => void;
  compact?: boolean;
  /** Ratings in a compact view too (the rivals' squads). */
  showRatings?: boolean;
  /** The room's substitutes ("Yedekler"), drawn as a row under the goalkeeper. */
  bench?: number;
}) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const slots = squadSlots(formation, bench);
  const byKey = new Map(squad.map((p) => [p.assignedPosition, p]));
  const lines = [...[...GAME_LINES].reverse(), BENCH_LINE].filter((line) => slots.some((s) => s.line === line));
  return (
    <div className={`rm-pitch${compact ? ' rm-pitch-compact' : ''}`}>
      {lines.map((line) => (
        <div key={line} className={`rm-line${line === BENCH_LINE ? ' rm-line-bench' : ''}`} aria-label={i18n._(LINE_NAMES[line])}>
          {inRow(slots, line).map((slot) => {
            const player = byKey.get(slot.key);
            const content = (
              <>
                {slot.line === BENCH_LINE ? (
                  <span className="rm-slot-pos" title={t`Yedek`}>
                    {t`YDK`}
                  </span>
                ) : (
                  <span className="rm-slot-pos" title={positionName(slot.position, locale)}>
                    {positionCode(slot.position, locale)}
                  </span>
                )}
                <span className="rm-slot-name">{player ? player.short_name : t`Boş`}</span>
                {player && (!compact || showRatings) && <span className="rm-slot-ovr">{player.overall}</span>}
              </>
            );
            const cls = `rm-slot${player ? ' rm-slot-filled' : ''}${selected === slot.key ? ' rm-slot-selected' : ''}`;
            return onSelect && !player ? (
              <button key={slot.key} type="button" className={cls} onClick={() => onSelect(slot.key)} data-slot={slot.key} aria-pressed={selected === slot.key}>
                {content}
              </button>
            ) : (
              <div key={slot.key} className={cls} data-slot={slot.key}>
                {content}
              </div>
            );
          })}
        </div>
      ))}
    </div>
  );
}
