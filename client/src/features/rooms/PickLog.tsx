import { QUICK_REACTIONS, type ChatMessageDto, type PickLogEntry } from '@onbir/shared/game/draftRoom';
import type { RoomDto } from '@onbir/shared/game/rooms';

/**
 * Every pick in order with its round, who made it (an automatic one marked) and the quick reactions to
 * it; a member reacts with one tap.
 */
export function PickLog({ room, reactions, onReact }: { room: RoomDto; reactions: ChatMessageDto[]; onReact: (pickNumber: number, reaction: string) => void }) {
  const names = new Map(room.players.map((p) => [p.user._id, p.name]));
  const log = [...room.draft.log].reverse();
  const countOf = (entry: PickLogEntry) => {
    const counts = new Map<string, number>();
    for (const r of reactions) if (r.pickNumber === entry.pickNumber) counts.set(r.text, (counts.get(r.text) ?? 0) + 1);
    return counts;
  };
  return (
    <section className="rm-card rm-log" aria-label="Seçim geçmişi">
      <h2>Seçimler</h2>
      {log.length === 0 && <p className="rm-muted">Henüz seçim yapılmadı.</p>}
      <ol className="rm-log-list">
        {log.map((entry) => {
          const counts = countOf(entry);
          return (
            <li key={entry.pickNumber} data-testid="pick-log">
              <span className="rm-log-round">
                {entry.round}. tur · #{entry.pickNumber}
              </span>
              <span className="rm-log-what">
                <strong>{names.get(entry.userId) ?? '?'}</strong>: {entry.playerName} ({entry.slot}){entry.auto && <small> · otomatik</small>}
              </span>
              <span className="rm-log-reactions">
                {QUICK_REACTIONS.map((r) => (
                  <button key={r} type="button" className="rm-react" onClick={() => onReact(entry.pickNumber, r)} aria-label={`${entry.playerName} seçimine ${r} tepkisi ver`}>
                    {r}
                    {counts.get(r) ? <small>{counts.get(r)}</small> : null}
                  </button>
                ))}
              </span>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
