import { BOARD_ALERTS } from './boardAlerts';
import { downloadBlob } from './download';

export const PNG_MEASURE = 'taktik:png';

/**
 * Downloads the canvas itself as `{formation}_taktik.png`, at its full backing resolution (layout size
 * times the pixel ratio). Blocked while a video is being recorded (8.1).
 */
export async function exportPng(canvas: HTMLCanvasElement | null, formation: string, recording: boolean): Promise<void> {
  if (recording) {
    window.alert(BOARD_ALERTS.pngWhileRecording);
    return;
  }
  try {
    if (!canvas) throw new Error('no canvas');
    const start = performance.now();
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
    if (!blob) throw new Error('toBlob returned nothing');
    performance.measure(PNG_MEASURE, { start, end: performance.now() });
    downloadBlob(blob, `${formation}_taktik.png`);
  } catch {
    window.alert(BOARD_ALERTS.pngFailed);
  }
}
