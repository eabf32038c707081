import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { t } from '@lingui/core/macro';
import { wording } from '@onbir/shared/messages/message';
import { download as saveFile } from '../../lib/download';
import type { Shown } from '../../lib/i18n/RefusalText';

/** 15 frames per second, WebM with VP9 (docs/board.md, 'Recording and messages'). */
export const RECORDING_FPS = 15;
export const RECORDING_MIME = 'video/webm;codecs=vp9';

export type RecorderState = 'idle' | 'recording';

/**
 * Records the board canvas with MediaRecorder. It records without a timeslice (one blob at the end)
 * and then writes the duration into the WebM, which Chrome leaves out. What cannot be done is said
 * through `tell` (on the page), never in a browser alert.
 */
export function useRecorder(canvasRef: RefObject<HTMLCanvasElement | null>, formation: string, tell: (text: Shown) => void) {
  const [state, setState] = useState<RecorderState>('idle');
  const [video, setVideo] = useState<{ url: string; blob: Blob } | null>(null);
  const [previewOpen, setPreviewOpen] = useState(false);
  const recorder = useRef<MediaRecorder | null>(null);

  useEffect(() => () => void (video && URL.revokeObjectURL(video.url)), [video]);
  useEffect(() => () => recorder.current?.stream.getTracks().forEach((t) => t.stop()), []);

  const start = useCallback(() => {
    const canvas = canvasRef.current;
    if (!canvas || !canvas.getContext('2d')) return tell(wording('board', 'NO_CANVAS'));
    if (typeof canvas.captureStream !== 'function') return tell(wording('board', 'NO_STREAM_CAPTURE'));
    if (typeof MediaRecorder === 'undefined' || !MediaRecorder.isTypeSupported(RECORDING_MIME)) return tell(wording('board', 'NO_WEBM'));
    const stream = canvas.captureStream(RECORDING_FPS);
    const rec = new MediaRecorder(stream, { mimeType: RECORDING_MIME });
    const chunks: Blob[] = [];
    rec.ondataavailable = (e) => e.data.size && chunks.push(e.data);
    rec.onstop = async () => {
      stream.getTracks().forEach((t) => t.stop());
      // The muxer loads only when a recording ends.
      const { withDuration } = await import('../../lib/video/withDuration');
      const blob = await withDuration(new Blob(chunks, { type: 'video/webm' }));
      setVideo({ url: URL.createObjectURL(blob), blob });
      setPreviewOpen(true);
      setState('idle');
    };
    rec.start();
    recorder.current = rec;
    setState('recording');
  }, [canvasRef, tell]);

  const stop = useCallback(() => {
    if (recorder.current?.state !== 'recording') return;
    recorder.current.stop();
    recorder.current = null;
  }, []);

  const download = useCallback(() => {
    if (!video) return tell(wording('board', 'NO_VIDEO'));
    const now = Date.now();
    saveFile(video.blob, t`${formation}_taktik_video_${now}.webm`);
  }, [video, formation, tell]);

  return { state, hasVideo: video !== null, videoUrl: video?.url ?? null, previewOpen, closePreview: () => setPreviewOpen(false), start, stop, download };
}
