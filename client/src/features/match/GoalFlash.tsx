import { useEffect, useRef, useState } from 'react';
import { useLingui } from '@lingui/react/macro';
import type { MatchEvent } from '@onbir/shared/match/types';
import './matchSocial.css';

/** How long a goal stays highlighted. */
export const GOAL_FLASH_MS = 4500;
/** A goal this many paced minutes before the newest event is old news (a catch-up after a reconnect, a replay's jump). */
const RECENT_MINUTES = 2;

interface Flash {
  seq: number;
  side: 'A' | 'B';
  team: string;
  scorer: string;
  minute: string;
  score: string;
}

/**
 * A goal as it happens: the scoreboard is highlighted for a few seconds under a banner ("GOL! Kartal Spor
 * 1-0", the scorer and minute), and a screen reader hears the same line from an alert region that stays in
 * the page. Goals already there when the screen opens, or older than a couple of minutes when they arrive
 * (caught up after a reconnect), are not flashed.
 */
export function GoalFlash({ events, teamA, teamB }: { events: readonly MatchEvent[]; teamA: string; teamB: string }) {
  const { t } = useLingui();
  const [flash, setFlash] = useState<Flash | null>(null);
  const seen = useRef<number | null>(null);
  const last = events.at(-1)?.seq ?? -1;

  useEffect(() => {
    const before = seen.current;
    seen.current = last;
    // The first events this screen gets are the match so far; a replay going back starts again.
    if (before === null || last <= before) return;
    const now = events.at(-1)!.clock;
    // Several events may arrive in one render (a busy phone): the newest goal among them counts if it is recent.
    const goal = events.findLast((e) => e.seq > before && e.type === 'goal' && e.team !== null && now - e.clock <= RECENT_MINUTES);
    if (!goal) return;
    const side = goal.team!;
    setFlash({
      seq: goal.seq,
      side,
      team: side === 'A' ? teamA : teamB,
      scorer: goal.scorer ?? goal.player ?? '',
      minute: goal.display,
      score: `${goal.score.A}-${goal.score.B}`,
    });
  }, [last, events, teamA, teamB]);

  useEffect(() => {
    if (!flash) return;
    const timer = setTimeout(() => setFlash((f) => (f?.seq === flash.seq ? null : f)), GOAL_FLASH_MS);
    return () => clearTimeout(timer);
  }, [flash]);

  const team = flash?.team ?? '';
  const score = flash?.score ?? '';
  return (
    <div className={`goal-flash${flash ? ' goal-flash-on' : ''}`} data-testid="goal-flash">
      {/* Always in the page, so the alert is announced when its text arrives. */}
      <p role="alert" className="visually-hidden" data-testid="goal-alert">
        {flash ? t`GOL! ${team} ${score}` : ''}
      </p>
      {flash && (
        <p className={`goal-banner goal-banner-${flash.side}`} aria-hidden="true" key={flash.seq}>
          <strong>{t`GOL!`}</strong> <span className="goal-banner-team">{team}</span> <span className="goal-banner-score">{score}</span>
          {flash.scorer && (
            <span className="goal-banner-scorer">
              {flash.scorer} {flash.minute}'
            </span>
          )}
        </p>
      )}
    </div>
  );
}
