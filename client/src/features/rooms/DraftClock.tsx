import { useEffect, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';

/** Seconds left until the ISO deadline, ticking four times a second; null without a deadline. */
function useSecondsLeft(deadline: string | null): number | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!deadline) return;
    const t = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(t);
  }, [deadline]);
  if (!deadline) return null;
  return Math.max(0, Math.ceil((Date.parse(deadline) - now) / 1000));
}

/**
 * Whose turn it is and the pick clock, kept in sight under the site header however far the page is
 * scrolled (sticky). Without a clock (a room with no time limit) it still says whose turn it is; an AI
 * manager's turn says it is thinking.
 */
export function DraftClock({ deadline, pickSeconds, pickerName, isMine, pickerIsAi }: { deadline: string | null; pickSeconds: number; pickerName: string; isMine: boolean; pickerIsAi: boolean }) {
  const { t } = useLingui();
  const left = useSecondsLeft(deadline);
  const share = left === null || pickSeconds <= 0 ? 1 : Math.min(1, left / pickSeconds);
  return (
    <div className={`rm-clock${isMine ? ' rm-clock-mine' : ''}${left !== null && left <= 5 && !pickerIsAi ? ' rm-clock-low' : ''}`} role="status" data-testid="draft-clock">
      <div className="rm-clock-text">
        <strong>{isMine ? t`Sıra sizde!` : pickerIsAi ? t`Sıra: ${pickerName} (yapay zekâ düşünüyor…)` : t`Sıra: ${pickerName}`}</strong>
        {left !== null && !pickerIsAi && (
          <span className="rm-clock-seconds" aria-label={t`${left} saniye kaldı`}>
            <Trans>{left} sn</Trans>
          </span>
        )}
        {left === null && (
          <span className="rm-clock-seconds">
            <Trans>Süresiz</Trans>
          </span>
        )}
      </div>
      {!pickerIsAi && (
        <div className="rm-clock-bar" aria-hidden>
          <div style={{ width: `${share * 100}%` }} />
        </div>
      )}
    </div>
  );
}
