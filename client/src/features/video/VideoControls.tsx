import { Trans, useLingui } from '@lingui/react/macro';
import { formatNumber } from '@onbir/shared/text/format';
import { markTimes, type Annotation } from '@onbir/shared/video/model';
import { useLocale } from '../../lib/i18n/locale';
import { SPEEDS, type Clip } from './useClip';

/** Seconds as m:ss.t, the way a coach reads a clip's time. */
export function clipTime(s: number): string {
  const tenths = Math.floor(Math.max(0, s) * 10 + 1e-6);
  const m = Math.floor(tenths / 600);
  const rest = (tenths % 600) / 10;
  return `${m}:${rest < 10 ? '0' : ''}${rest.toFixed(1)}`;
}

/** Play and pause, a frame back and on, the speed, and the timeline with a mark where each annotation starts. */
export function VideoControls({ clip, annotations }: { clip: Clip; annotations: readonly Annotation[] }) {
  const { t } = useLingui();
  const locale = useLocale();
  const { duration, time } = clip;
  const off = !duration;
  return (
    <div className="video-controls">
      <div className="video-controls__row">
        <button type="button" className="tool-btn video-btn" onClick={() => clip.step(-1)} disabled={off} title={t`Bir kare geri (←)`}>
          <span aria-hidden="true">◀︎▮</span>
          <span className="video-sr-only">
            <Trans>Bir kare geri</Trans>
          </span>
        </button>
        <button type="button" className="tool-btn tool-btn--primary video-btn video-btn--play" onClick={clip.toggle} disabled={off} title={t`Oynat / duraklat (boşluk)`}>
          {clip.playing ? <Trans>Duraklat</Trans> : <Trans>Oynat</Trans>}
        </button>
        <button type="button" className="tool-btn video-btn" onClick={() => clip.step(1)} disabled={off} title={t`Bir kare ileri (→)`}>
          <span aria-hidden="true">▮▶︎</span>
          <span className="video-sr-only">
            <Trans>Bir kare ileri</Trans>
          </span>
        </button>
        <label className="video-speed">
          <Trans>Hız</Trans>
          <select value={clip.speed} onChange={(e) => clip.setSpeed(Number(e.target.value))}>
            {SPEEDS.map((s) => (
              <option key={s} value={s}>
                {`${formatNumber(s, locale)}×`}
              </option>
            ))}
          </select>
        </label>
        <output className="video-time" data-testid="video-time">
          {clipTime(time)} / {clipTime(duration)}
        </output>
      </div>
      <div className="video-timeline">
        <input
          type="range"
          className="video-timeline__scrubber"
          min={0}
          max={duration || 1}
          step={0.01}
          value={time}
          disabled={off}
          aria-label={t`Zaman çizelgesi`}
          aria-valuetext={clipTime(time)}
          onChange={(e) => clip.seek(Number(e.target.value))}
        />
        <div className="video-timeline__marks">
          {duration > 0 &&
            markTimes(annotations)
              .filter((m) => m <= duration)
              .map((m) => {
                const at = clipTime(m);
                return (
                  <button
                    type="button"
                    key={m}
                    className="video-timeline__mark"
                    style={{ left: `${(m / duration) * 100}%` }}
                    onClick={() => clip.seek(m)}
                    aria-label={t`Çizime git: ${at}`}
                  />
                );
              })}
        </div>
      </div>
    </div>
  );
}
