import { useEffect, useRef, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Annotation } from '@onbir/shared/video/model';
import { download } from '../../lib/download';
import type { NoticeMessage } from '../../lib/ui/Notice';
import { frameCanvas } from './frameImage';
import type { Clip } from './useClip';
import { clipTime } from './VideoControls';

interface Props {
  clip: Clip;
  annotations: readonly Annotation[];
  show(text: string, tone?: NoticeMessage['tone']): void;
}

const baseName = (name: string) => name.replace(/\.[^.]*$/, '');

/**
 * "Dışa aktar": the annotated clip as a video (exportClip.ts, loaded with the first export) with a title
 * card and an optional 9:16 crop, its progress and "İptal"; and the frame on screen as a PNG with its
 * drawings. Both files are made on the device and downloaded.
 */
export function ExportPanel({ clip, annotations, show }: Props) {
  const { t } = useLingui();
  const name = clip.clip?.name ?? '';
  const [title, setTitle] = useState(() => baseName(name));
  const [portrait, setPortrait] = useState(false);
  const [progress, setProgress] = useState<number | null>(null);
  const running = useRef<AbortController | null>(null);

  useEffect(() => setTitle(baseName(name)), [name]);
  // Leaving the page (or opening another clip) stops an export under way and frees its decoder and encoder.
  useEffect(() => () => running.current?.abort(), [clip.clip?.url]);

  const exportVideo = async () => {
    const opened = clip.clip;
    if (!opened || running.current) return;
    const controller = new AbortController();
    running.current = controller;
    clip.video.current?.pause();
    setProgress(0);
    let shown = 0;
    try {
      const { exportClip } = await import('./exportClip');
      const made = await exportClip({
        file: opened.file,
        annotations,
        title: title.trim(),
        portrait,
        signal: controller.signal,
        // A re-render per whole per cent, not per frame.
        onProgress: (share) => {
          const pct = Math.floor(share * 100);
          if (pct !== shown) setProgress((shown = pct) / 100);
        },
      });
      download(made.blob, `${baseName(opened.name)}${portrait ? '-9x16' : ''}.${made.extension}`);
      const kind = made.extension === 'mp4' ? 'MP4' : 'WebM';
      show(t`Video hazır (${kind}): indirildi.`, 'status');
    } catch (e) {
      if (controller.signal.aborted) show(t`Dışa aktarma iptal edildi.`, 'status');
      else show(t`Video dışa aktarılamadı: bu tarayıcı bu videoyu çözemiyor ya da kodlayamıyor.`);
      if (!controller.signal.aborted) console.error(e);
    } finally {
      running.current = null;
      setProgress(null);
    }
  };

  const exportFrame = () => {
    const v = clip.video.current;
    if (!v || !v.videoWidth || !clip.clip) return;
    const canvas = frameCanvas(v, annotations, clip.time);
    const file = `${baseName(clip.clip.name)}-${clipTime(clip.time).replace(':', '-')}.png`;
    canvas.toBlob((png) => png && download(png, file), 'image/png');
  };

  const busy = progress !== null;
  return (
    <section className="video-export" aria-labelledby="video-export-title">
      <h2 id="video-export-title">
        <Trans>Dışa aktar</Trans>
      </h2>
      <div className="video-tools">
        <label>
          <Trans>Başlık</Trans>
          <input className="video-export__title" type="text" maxLength={80} value={title} disabled={busy} onChange={(e) => setTitle(e.target.value)} />
        </label>
        <label>
          <input type="checkbox" checked={portrait} disabled={busy} onChange={(e) => setPortrait(e.target.checked)} />
          <Trans>Telefon için 9:16 kırp</Trans>
        </label>
      </div>
      <div className="video-tools">
        {busy ? (
          <>
            <progress className="video-export__progress" max={1} value={progress} aria-label={t`Dışa aktarılıyor`} />
            <span className="video-time" aria-hidden="true">
              {Math.round(progress * 100)}%
            </span>
            <button type="button" className="tool-btn tool-btn--small" onClick={() => running.current?.abort()}>
              <Trans>İptal</Trans>
            </button>
          </>
        ) : (
          <button type="button" className="tool-btn tool-btn--primary" onClick={() => void exportVideo()} disabled={!clip.duration}>
            <Trans>Videoyu dışa aktar</Trans>
          </button>
        )}
        <button type="button" className="tool-btn" onClick={exportFrame} disabled={!clip.duration}>
          <Trans>Kareyi PNG indir</Trans>
        </button>
      </div>
      <p className="video-hint">
        <Trans>Çizimler, dondurmalar ve sesle birlikte; başlık ilk saniyelerde görünür. Video cihazınızda hazırlanır.</Trans>
      </p>
    </section>
  );
}
