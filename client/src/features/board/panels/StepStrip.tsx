import { memo, useEffect, useRef } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { PITCHES } from '@onbir/shared/board/formats';
import { shirtColour, type Board } from '@onbir/shared/board/model';
import { captureStep, MAX_STEPS, type Step } from '@onbir/shared/board/steps';
import { useHydrated } from '../../../lib/hydration';
import { usePlayTime, type BoardControls, type BoardStore, SPEEDS, type Playback } from '../../boardCore';

export interface StepActions {
  goTo(i: number): void;
  add(): void;
  duplicate(): void;
  remove(): void;
  move(by: -1 | 1): void;
}

/**
 * "0,5x" in Turkish, "0.5x" in English: the decimal sign without the ICU number formatter, whose first use
 * costs ~70 ms on a slow phone.
 */
const speedLabel = (speed: number, locale: string) => `${locale === 'tr' ? String(speed).replace('.', ',') : String(speed)}x`;

const THUMB_H = 44;

/** A step in miniature: the grass, the halfway line, a dot per player and the ball. */
function drawThumbnail(canvas: HTMLCanvasElement, board: Board, step: Step) {
  const ctx = canvas.getContext('2d');
  if (!ctx) return;
  const pitch = PITCHES[board.format];
  const sx = canvas.width / pitch.length;
  const sy = canvas.height / pitch.width;
  ctx.fillStyle = '#2f8f52';
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  ctx.fillStyle = 'rgba(255,255,255,0.6)';
  ctx.fillRect(canvas.width / 2 - 0.5, 0, 1, canvas.height);
  for (const p of board.players) {
    const at = step.players[p.id];
    if (!at) continue;
    ctx.fillStyle = shirtColour(board, p);
    ctx.beginPath();
    ctx.arc(at.x * sx, at.y * sy, 2.6 * devicePixelRatio, 0, Math.PI * 2);
    ctx.fill();
  }
  ctx.fillStyle = '#ffffff';
  ctx.beginPath();
  ctx.arc(step.ball.x * sx, step.ball.y * sy, 2 * devicePixelRatio, 0, Math.PI * 2);
  ctx.fill();
}

function Scrubber({ store, end, current, onScrub }: { store: BoardStore; end: number; current: number; onScrub(t: number): void }) {
  const { t } = useLingui();
  const time = usePlayTime(store);
  const step = Math.floor((time ?? current) + 1);
  const steps = end + 1;
  return (
    <input
      type="range"
      className="board-steps__scrubber"
      aria-label={t`Animasyon konumu`}
      aria-valuetext={t`Adım ${step} / ${steps}`}
      min={0}
      max={Math.max(end, 0)}
      step={0.01}
      value={time ?? current}
      disabled={end < 1}
      onChange={(e) => onScrub(e.target.valueAsNumber)}
    />
  );
}

/** Draws the steps' thumbnails again when the board changes (playback and selection change the screen state only). */
function useThumbnails(store: BoardStore, c: BoardControls, dpr: number) {
  const thumbs = useRef<Array<HTMLCanvasElement | null>>([]);
  useEffect(() => {
    let frame = 0;
    let painted: Board | null = null;
    const paint = () => {
      frame = 0;
      const b = store.board;
      if (b === painted) return;
      painted = b;
      thumbs.current.forEach((canvas, i) => {
        const step = i === b.current || !b.steps.length ? captureStep(b) : b.steps[i];
        if (canvas && step) drawThumbnail(canvas, b, step);
      });
    };
    paint();
    const unsubscribe = store.subscribe(() => {
      if (!frame) frame = requestAnimationFrame(paint);
    });
    return () => {
      unsubscribe();
      cancelAnimationFrame(frame);
    };
  }, [store, c.stepCount, c.format, dpr]);
  return thumbs;
}

/** The open step's buttons: add, duplicate, move left or right, delete. */
function StepButtons({ c, a }: { c: BoardControls; a: StepActions }) {
  const { t } = useLingui();
  const playing = c.playMode;
  const end = c.stepCount - 1;
  return (
    <div className="board-group__buttons">
      <button type="button" className="btn btn--small" disabled={playing || c.stepCount >= MAX_STEPS} onClick={a.add}>
        <Trans>Adım Ekle</Trans>
      </button>
      <button type="button" className="btn btn--small" aria-label={t`Adımı Çoğalt`} disabled={playing || c.stepCount >= MAX_STEPS} onClick={a.duplicate}>
        <Trans>Çoğalt</Trans>
      </button>
      <button type="button" className="btn btn--small" aria-label={t`Adımı Sola Al`} disabled={playing || c.current === 0} onClick={() => a.move(-1)}>
        <Trans>◀ Sola Al</Trans>
      </button>
      <button type="button" className="btn btn--small" aria-label={t`Adımı Sağa Al`} disabled={playing || c.current >= end} onClick={() => a.move(1)}>
        <Trans>Sağa Al ▶</Trans>
      </button>
      <button type="button" className="btn btn--small btn--ghost" aria-label={t`Adımı Sil`} disabled={playing || c.stepCount <= 1} onClick={a.remove}>
        <Trans>Sil</Trans>
      </button>
    </div>
  );
}

/** Play or pause, the speed, looping, the scrubber, and the way back to editing. */
function PlayerControls({ store, c, pb }: { store: BoardStore; c: BoardControls; pb: Playback }) {
  const { t, i18n } = useLingui();
  const playing = c.playMode;
  const end = c.stepCount - 1;
  const current = c.current + 1;
  const stepCount = c.stepCount;
  return (
    <div className="board-steps__player" role="group" aria-label={t`Oynatma`}>
      <button type="button" className="btn btn--primary btn--small board-steps__play" disabled={end < 1} onClick={pb.toggle} title={t`Boşluk (sahada)`}>
        {c.playing ? t`Duraklat` : t`Oynat`}
      </button>
      {SPEEDS.map((s) => (
        <button key={s} type="button" className="btn btn--toggle btn--small" aria-pressed={pb.speed === s} onClick={() => pb.setSpeed(s)}>
          {speedLabel(s, i18n.locale)}
        </button>
      ))}
      <button type="button" className="btn btn--toggle btn--small" aria-pressed={pb.loop} onClick={() => pb.setLoop(!pb.loop)}>
        <Trans>Döngü</Trans>
      </button>
      <Scrubber store={store} end={end} current={c.current} onScrub={pb.scrub} />
      {playing && (
        <button type="button" className="btn btn--small" onClick={pb.exit} title={t`Escape`}>
          <Trans>Düzenlemeye Dön</Trans>
        </button>
      )}
      <p className="board-steps__mode" role="status">
        {playing ? t`Oynatma: düzenleme kapalı` : t`Düzenleme: adım ${current} / ${stepCount}`}
      </p>
    </div>
  );
}

/** The animation's steps as thumbnails, the step buttons and the playback controls. */
export const StepStrip = memo(function StepStrip({
  store,
  controls: c,
  actions: a,
  playback: pb,
}: {
  store: BoardStore;
  controls: BoardControls;
  actions: StepActions;
  playback: Playback;
}) {
  const { t } = useLingui();
  // Device pixels once hydrated: a prerendered page's canvases are drawn at the width its HTML gave them.
  const dpr = useHydrated() ? Math.min(devicePixelRatio || 1, 2) : 1;
  const thumbs = useThumbnails(store, c, dpr);
  const pitch = PITCHES[c.format];
  const thumbW = Math.round((THUMB_H * pitch.length) / pitch.width);
  return (
    <section className="board-steps" aria-label={t`Animasyon adımları`}>
      <div className="board-steps__row">
        <h2 className="board-steps__title">
          <Trans>Adımlar</Trans>
        </h2>
        <ol className="board-steps__list">
          {Array.from({ length: c.stepCount }, (_, i) => {
            const n = i + 1;
            return (
              <li key={i}>
                <button type="button" className="board-steps__thumb" aria-pressed={i === c.current} aria-label={t`Adım ${n}`} disabled={c.playMode} onClick={() => a.goTo(i)}>
                  <canvas
                    ref={(el) => void (thumbs.current[i] = el)}
                    width={thumbW * dpr}
                    height={THUMB_H * dpr}
                    style={{ width: thumbW, height: THUMB_H }}
                    aria-hidden="true"
                  />
                  <span>{n}</span>
                </button>
              </li>
            );
          })}
        </ol>
        <StepButtons c={c} a={a} />
      </div>
      <PlayerControls store={store} c={c} pb={pb} />
    </section>
  );
});
