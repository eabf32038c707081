import { useEffect, useState } from 'react';
import type { RoomDto } from '@onbir/shared/room/dto';
import { roomText } from '@onbir/shared/room/refusal';

/** Seconds left until an ISO time, ticking. */
function useSecondsTo(at: string | null): number | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!at) return;
    const t = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(t);
  }, [at]);
  return at ? Math.max(0, Math.ceil((new Date(at).getTime() - now) / 1000)) : null;
}

/**
 * Before kick-off and between matches: who plays next ("Sıradaki maç: zeynep – mehmet"), the round, and
 * who starts it: the host's button, or the automatic countdown, which the host may pause and resume.
 */
export function NextMatch(props: {
  room: RoomDto;
  names: Map<string, string>;
  isHost: boolean;
  busy: boolean;
  onStart: () => void;
  onPause: (paused: boolean) => void;
}) {
  const { room, names, isHost, busy, onStart, onPause } = props;
  const next = room.nextMatch;
  const seconds = useSecondsTo(next?.startsBy === 'auto' ? next.at : null);
  if (!next) return null;
  const host = room.creator.username;
  const auto = room.autoContinue;
  return (
    <section className="next-match card" aria-label="Sıradaki maç" data-testid="next-match">
      <p className="next-match-title">
        {roomText('NEXT_MATCH', { teamA: names.get(next.teamA) ?? '?', teamB: names.get(next.teamB) ?? '?' })}
        <span className="muted"> · {next.round}</span>
      </p>
      <p className="next-match-starter" data-testid="next-match-starter">
        {next.startsBy === 'auto'
          ? seconds
            ? roomText('STARTS_AUTOMATICALLY', { seconds })
            : 'Maç başlıyor…'
          : auto.enabled && auto.paused
            ? `${roomText('AUTO_PAUSED')} ${roomText('STARTS_BY_HOST', { host })}`
            : roomText('STARTS_BY_HOST', { host })}
      </p>
      {isHost && (
        <div className="next-match-actions">
          <button type="button" className="btn btn-primary" disabled={busy} onClick={onStart}>
            Sonraki Maçı Başlat
          </button>
          {auto.enabled && (
            <button type="button" className="btn btn-outline" disabled={busy} onClick={() => onPause(!auto.paused)}>
              {auto.paused ? 'Otomatik Devamı Sürdür' : 'Otomatik Devamı Duraklat'}
            </button>
          )}
        </div>
      )}
    </section>
  );
}
