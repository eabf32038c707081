import { useEffect, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { quietWindowOf, type LeagueSettings } from '@onbir/shared/league/settings';
import { hoursMinutes, slowClockLeft } from './leagueText';

/**
 * A slow league draft's pick clock (docs/league.md, 'Screens'): hours and minutes of running time left
 * until the server's deadline, and "saat durdu" while the league's quiet hours hold it. Read every
 * `tickMs` (the shown minute changes at most once a minute).
 */
export function SlowDraftClock({ deadline, settings, pickerName, isMine, pickerIsAi, tickMs = 1000 }: { deadline: string | null; settings: LeagueSettings; pickerName: string; isMine: boolean; pickerIsAi: boolean; tickMs?: number }) {
  const { t } = useLingui();
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!deadline) return;
    const timer = setInterval(() => setNow(Date.now()), tickMs);
    return () => clearInterval(timer);
  }, [deadline, tickMs]);
  const reading = deadline ? slowClockLeft(Date.parse(deadline), quietWindowOf(settings), now) : null;
  const left = reading && hoursMinutes(reading.remainingMs);
  const [hours, minutes] = left ? [left.hours, left.minutes] : [0, 0];
  const share = reading ? Math.min(1, reading.remainingMs / (settings.pickClockHours * 3_600_000)) : 1;
  const who = isMine ? t`Sıra sizde!` : pickerIsAi ? t`Sıra: ${pickerName} (yapay zekâ düşünüyor…)` : t`Sıra: ${pickerName}`;
  return (
    <div className={`rm-clock${isMine ? ' rm-clock-mine' : ''}`} role="status" data-testid="draft-clock">
      <div className="rm-clock-text">
        <strong>{who}</strong>
        {left && (
          <span className="rm-clock-seconds" aria-label={t`${hours} saat ${minutes} dakika kaldı`} data-testid="slow-clock-left">
            {left.text}
          </span>
        )}
      </div>
      {reading?.paused && (
        <p className="rm-muted lg-quiet" data-testid="slow-clock-quiet">
          <Trans>Sessiz saatler: saat durdu</Trans>
        </p>
      )}
      <div className="rm-clock-bar" aria-hidden>
        <div style={{ width: `${share * 100}%` }} />
      </div>
    </div>
  );
}
