import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import type { MatchEvent, Zone } from '@onbir/shared/match/types';
import { ballPoint } from '@onbir/shared/match/matchView';
import { across, PitchMarkings } from './PitchMarkings';

const ZONE_NAMES: Record<Zone, MessageDescriptor> = { own_half: msg`Kendi yarı sahası`, middle: msg`Orta saha`, final_third: msg`Hücum bölgesi`, box: msg`Ceza sahası` };

/**
 * The match tracker, as live-score apps draw it: a small pitch with the ball where the last event put it
 * (the attacking side's zone), gliding from one event to the next, and which side attacks.
 */
export function MatchTracker({ last, teamA, teamB }: { last: MatchEvent | null; teamA: string; teamB: string }) {
  const { t, i18n } = useLingui();
  const ball = last ? ballPoint(last) : { x: 50, y: 50, attacking: null };
  const attacker = ball.attacking === 'A' ? teamA : ball.attacking === 'B' ? teamB : null;
  const zone = last ? i18n._(ZONE_NAMES[last.zone]) : '';
  const caption = attacker && last ? t`${attacker} hücumda · ${zone}` : t`Top orta noktada`;
  return (
    <section className="tracker card" aria-label={t`Maç takibi`}>
      <h2>
        <Trans>Maç Takibi</Trans>
      </h2>
      <svg viewBox="0 0 100 64" className="tracker-pitch" role="img" aria-label={caption} data-testid="tracker">
        <PitchMarkings />
        {ball.attacking && (
          <path
            className={`tracker-arrow tracker-arrow-${ball.attacking}`}
            d={ball.attacking === 'A' ? 'M 40 6 L 60 6 L 57 3.5 M 60 6 L 57 8.5' : 'M 60 6 L 40 6 L 43 3.5 M 40 6 L 43 8.5'}
          />
        )}
        <circle
          className={`tracker-ball tracker-ball-${ball.attacking ?? 'none'}`}
          r="2.2"
          cx="0"
          cy="0"
          style={{ transform: `translate(${ball.x}px, ${across(ball.y)}px)` }}
          data-x={ball.x}
          data-side={ball.attacking ?? ''}
        />
      </svg>
      <p className="tracker-caption" data-testid="tracker-caption">
        {caption}
      </p>
    </section>
  );
}
