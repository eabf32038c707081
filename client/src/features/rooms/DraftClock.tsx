import { useEffect, useState } from 'react';

/** Seconds left until the ISO deadline, ticking four times a second; null without a deadline. */
export function useSecondsLeft(deadline: string | null): number | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!deadline) return;
    const t = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(t);
  }, [deadline]);
  if (!deadline) return null;
  return Math.max(0, Math.ceil((Date.parse(deadline) - now) / 1000));
}

/** Whose turn it is and the visible pick clock. */
export function DraftClock({ deadline, pickSeconds, pickerName, isMine }: { deadline: string | null; pickSeconds: number; pickerName: string; isMine: boolean }) {
  const left = useSecondsLeft(deadline);
  if (left === null) return null;
  const share = Math.min(1, left / pickSeconds);
  return (
    <div className={`rm-clock${isMine ? ' rm-clock-mine' : ''}${left <= 5 ? ' rm-clock-low' : ''}`} role="status" data-testid="draft-clock">
      <div className="rm-clock-text">
        <strong>{isMine ? 'Sıra sizde!' : `Sıra: ${pickerName}`}</strong>
        <span className="rm-clock-seconds" aria-label={`${left} saniye kaldı`}>
          {left} sn
        </span>
      </div>
      <div className="rm-clock-bar" aria-hidden>
        <div style={{ width: `${share * 100}%` }} />
      </div>
    </div>
  );
}
