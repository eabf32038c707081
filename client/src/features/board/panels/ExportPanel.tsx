import { memo } from 'react';
import { Trans, useLingui } from '@lingui/react/macro';
import { wording } from '@onbir/shared/messages/message';
import { RefusalText } from '../../../lib/i18n/RefusalText';
import { Link } from '../../../lib/navigation';
import { Section } from './controls';
import type { RecorderState } from '../useRecorder';

interface Props {
  recorder: RecorderState;
  hasRecording: boolean;
  downloadPng(): void;
  startRecording(): void;
  stopRecording(): void;
  downloadRecording(): void;
  openVideo(): void;
}

/**
 * Pictures and videos of the board (the PNG and recording controls of docs/board.md, 'Controls', and the animation video).
 * A button is enabled only when it can act; why one is not is written beside it.
 */
export const ExportPanel = memo(function ExportPanel({ recorder, hasRecording, downloadPng, startRecording, stopRecording, downloadRecording, openVideo }: Props) {
  const { t } = useLingui();
  const recording = recorder === 'recording';
  return (
    <Section title={t`Dışa aktar`}>
      <div className="board-group__buttons">
        <button type="button" className="btn btn--small" onClick={downloadPng} disabled={recording} aria-describedby={recording ? 'board-export-note' : undefined}>
          <Trans>PNG İndir</Trans>
        </button>
        <button type="button" className="btn btn--small" onClick={openVideo} disabled={recording} title={t`Adımları 30 fps video olarak hazırlar (WebM veya MP4)`}>
          <Trans>Animasyonu Video Olarak İndir</Trans>
        </button>
      </div>
      <div className="board-group__buttons">
        {recording ? (
          <button type="button" className="btn btn--small btn--danger btn--recording" onClick={stopRecording}>
            <Trans>Canlı Kaydı Durdur</Trans>
          </button>
        ) : (
          <button type="button" className="btn btn--small" onClick={startRecording} title={t`Tahtada yaptıklarınızı gerçek zamanlı kaydeder (WebM)`}>
            <Trans>Canlı Kaydı Başlat</Trans>
          </button>
        )}
        <button type="button" className="btn btn--small" onClick={downloadRecording} disabled={recording || !hasRecording}>
          <Trans>Canlı Kaydı İndir</Trans>
        </button>
      </div>
      <p id="board-export-note" className="board-note">
        {recording ? <RefusalText message={wording('board', 'PNG_WHILE_RECORDING')} /> : hasRecording ? t`Son canlı kayıt indirilmeye hazır.` : t`Canlı kayıt yapılınca indirilebilir.`}
      </p>
      {/* Drawing on the coach's own footage is a page of its own (features/video): a link, no code of it here. */}
      <p className="board-note">
        <Trans>
          <Link to="/taktik/video">Video analizi</Link>: kendi maç videonuzun üzerine çizin.
        </Trans>
      </p>
    </Section>
  );
});
