import { memo } from 'react';
import { BOARD_ALERTS } from './boardAlerts';
import { Section } from './controls';
import type { RecorderState } from './useRecorder';

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
 * Pictures and videos of the board (spec 2.3's PNG and recording controls, and the animation video).
 * A button is enabled only when it can act; why one is not is written beside it.
 */
export const ExportPanel = memo(function ExportPanel({ recorder, hasRecording, downloadPng, startRecording, stopRecording, downloadRecording, openVideo }: Props) {
  const recording = recorder === 'recording';
  return (
    <Section title="Dışa aktar">
      <div className="board-group__buttons">
        <button type="button" className="btn btn--small" onClick={downloadPng} disabled={recording} aria-describedby={recording ? 'board-export-note' : undefined}>
          PNG İndir
        </button>
        <button type="button" className="btn btn--small" onClick={openVideo} disabled={recording} title="Adımları 30 fps video olarak hazırlar (WebM veya MP4)">
          Animasyonu Video Olarak İndir
        </button>
      </div>
      <div className="board-group__buttons">
        {recording ? (
          <button type="button" className="btn btn--small btn--danger btn--recording" onClick={stopRecording}>
            Canlı Kaydı Durdur
          </button>
        ) : (
          <button type="button" className="btn btn--small" onClick={startRecording} title="Tahtada yaptıklarınızı gerçek zamanlı kaydeder (WebM)">
            Canlı Kaydı Başlat
          </button>
        )}
        <button type="button" className="btn btn--small" onClick={downloadRecording} disabled={recording || !hasRecording}>
          Canlı Kaydı İndir
        </button>
      </div>
      <p id="board-export-note" className="board-note">
        {recording ? BOARD_ALERTS.pngWhileRecording : hasRecording ? 'Son canlı kayıt indirilmeye hazır.' : 'Canlı kayıt yapılınca indirilebilir.'}
      </p>
    </Section>
  );
});
