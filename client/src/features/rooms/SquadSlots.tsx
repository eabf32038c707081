import type { SquadPlayer } from '@onbir/shared/room/dto';
import { BENCH_LINE, GAME_LINES, squadSlots } from '@onbir/shared/room/rules/formations';

const LINE_NAMES = { GK: 'Kaleci', DEF: 'Defans', MID: 'Orta Saha', AMF: 'Ofansif Orta Saha', FWD: 'Forvet', SUB: 'Yedekler' } as const;

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
  const slots = squadSlots(formation, bench);
  const byKey = new Map(squad.map((p) => [p.assignedPosition, p]));
  const lines = [...[...GAME_LINES].reverse(), BENCH_LINE].filter((line) => slots.some((s) => s.line === line));
  return (
    <div className={`rm-pitch${compact ? ' rm-pitch-compact' : ''}`}>
      {lines.map((line) => (
        <div key={line} className={`rm-line${line === BENCH_LINE ? ' rm-line-bench' : ''}`} aria-label={LINE_NAMES[line]}>
          {slots
            .filter((s) => s.line === line)
            .map((slot) => {
              const player = byKey.get(slot.key);
              const content = (
                <>
                  <span className="rm-slot-pos">{slot.line === BENCH_LINE ? 'YDK' : slot.position}</span>
                  <span className="rm-slot-name">{player ? player.short_name : 'Boş'}</span>
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
