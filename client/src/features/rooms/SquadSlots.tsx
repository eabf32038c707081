import type { SquadPlayer } from '@onbir/shared/room/dto';
import { GAME_LINES, formationSlots } from '@onbir/shared/room/rules/formations';

const LINE_NAMES = { GK: 'Kaleci', DEF: 'Defans', MID: 'Orta Saha', AMF: 'Ofansif Orta Saha', FWD: 'Forvet' } as const;

/**
 * A squad drawn as its formation's lines, forwards on top. With onSelect the empty slots are buttons
 * (the user's own squad); without it the view is read-only (other players' squads).
 */
export function SquadSlots({
  formation,
  squad,
  selected,
  onSelect,
  compact,
  showRatings,
}: {
  formation: string;
  squad: SquadPlayer[];
  selected?: string | null;
  onSelect?: (slotKey: string) => void;
  compact?: boolean;
  /** Ratings in a compact view too (the rivals' squads). */
  showRatings?: boolean;
}) {
  const slots = formationSlots(formation);
  const byKey = new Map(squad.map((p) => [p.assignedPosition, p]));
  const lines = [...GAME_LINES].reverse().filter((line) => slots.some((s) => s.line === line));
  return (
    <div className={`rm-pitch${compact ? ' rm-pitch-compact' : ''}`}>
      {lines.map((line) => (
        <div key={line} className="rm-line" aria-label={LINE_NAMES[line]}>
          {slots
            .filter((s) => s.line === line)
            .map((slot) => {
              const player = byKey.get(slot.key);
              const content = (
                <>
                  <span className="rm-slot-pos">{slot.position}</span>
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
