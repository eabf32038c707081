import { Trans, useLingui } from '@lingui/react/macro';
import type { MomentumBar } from '@onbir/shared/match/momentum';

/** One bar a minute for each side from the events' danger: A's above the line, B's below. */
export function MomentumChart({ bars, teamA, teamB }: { bars: readonly MomentumBar[]; teamA: string; teamB: string }) {
  const { t } = useLingui();
  const width = Math.max(bars.length, 90);
  const lead = bars.reduce((sum, b) => sum + b.A - b.B, 0);
  const minutes = bars.length;
  const leader = lead > 0.5 ? teamA : lead < -0.5 ? teamB : null;
  const label = leader ? t`Baskı grafiği, ${minutes} dakika: ${leader} daha baskılı` : t`Baskı grafiği, ${minutes} dakika: dengeli`;
  return (
    <section className="momentum card" aria-label={t`Baskı`}>
      <h2>
        <Trans>Baskı</Trans>
      </h2>
      <svg viewBox={`0 0 ${width} 40`} preserveAspectRatio="none" className="momentum-chart" role="img" aria-label={label} data-testid="momentum">
        <line x1="0" y1="20" x2={width} y2="20" className="momentum-axis" />
        {bars.map((b, i) => (
          <g key={i}>
            {b.A > 0 && <rect className="momentum-a" x={i + 0.1} width="0.8" y={20 - b.A * 19} height={b.A * 19} />}
            {b.B > 0 && <rect className="momentum-b" x={i + 0.1} width="0.8" y="20" height={b.B * 19} />}
          </g>
        ))}
      </svg>
      <p className="momentum-legend">
        <span className="legend-a">{teamA}</span>
        <span className="legend-b">{teamB}</span>
      </p>
    </section>
  );
}
