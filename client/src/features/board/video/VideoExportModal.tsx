import { useEffect, useState } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Board } from '@onbir/shared/board/model';
import type { BoardView } from '@onbir/shared/board/view';
import { stepsOf } from '@onbir/shared/board/steps';
import { wording, type Wording } from '@onbir/shared/messages/message';
import { RefusalText } from '../../../lib/i18n/RefusalText';
import { download } from '../../../lib/download';
import { Modal } from '../../boardCore';
import type { Aspect, VideoFormat } from './exportAnimation';

const ANIMATION_NEEDS_STEPS = wording('board', 'ANIMATION_NEEDS_STEPS');

/** The formats' own names, the same in every language. */
const FORMAT_NAMES: Record<VideoFormat, string> = { webm: 'WebM (VP9)', mp4: 'MP4 (H.264)' };

/** The export code (encoder, muxers) is fetched only when a video is asked for. */
const loadExporter = () => import('./exportAnimation');

/** The video's choices, whether this browser encodes MP4, and rendering it to a download. */
function useVideoExport(board: Board, view: BoardView, onClose: () => void) {
  const { t } = useLingui();
  const [chosen, setFormat] = useState<VideoFormat | null>(null);
  const [aspect, setAspect] = useState<Aspect>('16:9');
  const [title, setTitle] = useState('');
  const [mp4, setMp4] = useState<boolean | null>(null);
  // MP4 where this browser encodes H.264 (WhatsApp and Instagram refuse WebM), unless WebM was chosen.
  const format: VideoFormat = mp4 === false ? 'webm' : (chosen ?? (mp4 ? 'mp4' : 'webm'));
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<Wording | null>(null);
  const tooShort = stepsOf(board).length < 2;

  useEffect(() => {
    let live = true;
    void loadExporter()
      .then((m) => m.aspectCodec('mp4', aspect))
      .then((codec) => live && setMp4(codec !== null));
    return () => {
      live = false;
    };
  }, [aspect]);

  const render = async () => {
    setError(null);
    try {
      const m = await loadExporter();
      if (!(await m.aspectCodec(format, aspect))) {
        setError(format === 'mp4' ? wording('board', 'NO_MP4') : wording('board', 'NO_VIDEO_ENCODER'));
        return;
      }
      setProgress(0);
      // The title card's second line and the file's name are in the language on screen.
      const blob = await m.renderAnimationVideo(board, { view, format, aspect, title, caption: t`Taktik Tahtası`, onProgress: setProgress });
      download(blob, m.animationFileName(board.formation, format, t({ message: 'taktik_animasyon', comment: 'A file name: lower case, no spaces' })));
      onClose();
    } catch {
      setError(wording('board', 'VIDEO_FAILED'));
    } finally {
      setProgress(null);
    }
  };

  return { format, setFormat, aspect, setAspect, title, setTitle, mp4, progress, error, tooShort, render };
}

/** "Animasyonu video indir": format, frame shape, optional title card, then render and download. */
export function VideoExportModal({ board, view, onClose }: { board: Board; view: BoardView; onClose(): void }) {
  const { t } = useLingui();
  const { format, setFormat, aspect, setAspect, title, setTitle, mp4, progress, error, tooShort, render } = useVideoExport(board, view, onClose);
  const busy = progress !== null;
  // Until the browser has said whether it encodes MP4 there is no default to show: one shown early would flip.
  const probing = mp4 === null;
  return (
    <Modal title={t`Animasyonu video indir`} onClose={busy ? () => undefined : onClose}>
      <form
        className="board-form"
        onSubmit={(e) => {
          e.preventDefault();
          void render();
        }}
      >
        <fieldset className="board-form__cards" disabled={busy || probing} aria-busy={probing}>
          <legend>
            <Trans>Biçim</Trans>
          </legend>
          <label className="card-toggle">
            <input type="radio" name="format" checked={!probing && format === 'webm'} onChange={() => setFormat('webm')} />
            {FORMAT_NAMES.webm}
          </label>
          <label className="card-toggle">
            <input type="radio" name="format" checked={!probing && format === 'mp4'} disabled={mp4 === false} onChange={() => setFormat('mp4')} />
            {FORMAT_NAMES.mp4}
            {mp4 === false ? t` — desteklenmiyor` : ''}
          </label>
        </fieldset>
        <fieldset className="board-form__cards" disabled={busy}>
          <legend>
            <Trans>Görüntü</Trans>
          </legend>
          <label className="card-toggle">
            <input type="radio" name="aspect" checked={aspect === '16:9'} onChange={() => setAspect('16:9')} />
            <Trans>16:9 yatay</Trans>
          </label>
          <label className="card-toggle">
            <input type="radio" name="aspect" checked={aspect === '9:16'} onChange={() => setAspect('9:16')} />
            <Trans>9:16 hikâye</Trans>
          </label>
        </fieldset>
        <label className="board-form__field">
          <span>
            <Trans>Başlık kartı (isteğe bağlı)</Trans>
          </span>
          <input value={title} maxLength={60} disabled={busy} onChange={(e) => setTitle(e.target.value)} placeholder={t`ör. Kanat bindirmesi`} />
        </label>
        {tooShort && (
          <p className="board-form__note">
            <RefusalText message={ANIMATION_NEEDS_STEPS} />
          </p>
        )}
        {error && (
          <p className="board-form__note" role="alert">
            <RefusalText message={error} />
          </p>
        )}
        {busy && <progress className="board-progress" max={1} value={progress} aria-label={t`Video hazırlanıyor`} />}
        <div className="board-form__actions">
          <button type="button" className="btn" onClick={onClose} disabled={busy}>
            <Trans>Kapat</Trans>
          </button>
          <button type="submit" className="btn btn--primary" disabled={busy || probing || tooShort}>
            {busy ? t`Hazırlanıyor…` : t`Videoyu Oluştur ve İndir`}
          </button>
        </div>
      </form>
    </Modal>
  );
}
