import { convertLayout } from '@onbir/shared/board/board';
import { layoutOf, type Board } from '@onbir/shared/board/model';
import type { BoardView } from '@onbir/shared/board/view';
import { animationMs, STEP_MS, stepsOf } from '@onbir/shared/board/steps';
import { shownBoard } from '../render/usePainter';
import { NO_OVERLAYS, BoardRenderer } from '../../boardCore';
import { encodeVideo } from '../../../lib/video/encodeVideo';
import { supportedCodec, type VideoFormat } from '../../../lib/video/videoSupport';

/**
 * Renders the animation frame by frame at 30 fps (title card first) and hands the frames to the shared
 * encoder (lib/video: VP9 WebM or H.264 MP4). Loaded on demand: none of this is in the board's first download.
 */
export const VIDEO_FPS = 30;
export const TITLE_MS = 1500;
export type { VideoFormat };
export type Aspect = '16:9' | '9:16';

export const VIDEO_SIZE: Record<Aspect, { width: number; height: number }> = {
  '16:9': { width: 1280, height: 720 },
  '9:16': { width: 720, height: 1280 },
};

/** The codec this browser encodes `format` with at the frame size of `aspect`, or null. */
export function aspectCodec(format: VideoFormat, aspect: Aspect): Promise<string | null> {
  return supportedCodec(format, VIDEO_SIZE[aspect].width, VIDEO_SIZE[aspect].height, VIDEO_FPS);
}

export interface VideoOptions {
  /** The board's view: the animation is drawn as it is seen (pitch view, stripes, measurements, trails). */
  view: BoardView;
  format: VideoFormat;
  aspect: Aspect;
  /** A title card before the animation, when not empty. */
  title: string;
  /** The title card's second line, before the formation: the board's name in the viewer's language ("Taktik Tahtası"). */
  caption: string;
  onProgress?(done: number): void;
}

function drawTitle(ctx: CanvasRenderingContext2D, width: number, height: number, title: string, caption: string) {
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.fillStyle = '#0b3d2e';
  ctx.fillRect(0, 0, width, height);
  ctx.fillStyle = '#ffffff';
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  const size = Math.round(Math.min(width, height) * 0.08);
  ctx.font = `800 ${size}px system-ui, sans-serif`;
  ctx.fillText(title, width / 2, height / 2 - size * 0.6, width * 0.9);
  ctx.font = `600 ${Math.round(size * 0.5)}px system-ui, sans-serif`;
  ctx.fillStyle = '#a7e3c4';
  ctx.fillText(caption, width / 2, height / 2 + size * 0.6, width * 0.9);
}

/** The frames a video of `steps` steps holds (title card included): 30 per second of animation. */
export function videoFrameCount(steps: number, title: boolean): number {
  return Math.round(((animationMs(steps) + (title ? TITLE_MS : 0)) * VIDEO_FPS) / 1000);
}

export async function renderAnimationVideo(source: Board, options: VideoOptions): Promise<Blob> {
  const { width, height } = VIDEO_SIZE[options.aspect];
  const board = convertLayout(source, options.aspect === '16:9' ? 'desktop' : 'mobile');
  const layout = layoutOf(board);
  const steps = stepsOf(board);
  const scale = Math.min(width / layout.width, height / layout.height);
  const pitch = document.createElement('canvas');
  pitch.width = Math.round(layout.width * scale);
  pitch.height = Math.round(layout.height * scale);
  const pitchCtx = pitch.getContext('2d')!;
  const renderer = new BoardRenderer(layout, scale);
  const title = options.title.trim();
  const titleFrames = title ? Math.round((TITLE_MS * VIDEO_FPS) / 1000) : 0;

  const draw = (i: number, ctx: CanvasRenderingContext2D) => {
    if (i < titleFrames) return drawTitle(ctx, width, height, title, `${options.caption} · ${board.formation}`);
    const t = ((i - titleFrames) * 1000) / VIDEO_FPS / STEP_MS;
    const overlays = { ...NO_OVERLAYS, measure: options.view.measure, playback: { steps, t } };
    renderer.render(pitchCtx, { ...shownBoard(board, t, () => steps), view: options.view, pending: null, pendingObject: null, active: null, overlays });
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.fillStyle = '#0b3d2e';
    ctx.fillRect(0, 0, width, height);
    ctx.drawImage(pitch, Math.round((width - pitch.width) / 2), Math.round((height - pitch.height) / 2));
  };
  const frameCount = videoFrameCount(steps.length, titleFrames > 0);
  return encodeVideo({ format: options.format, width, height, fps: VIDEO_FPS, frameCount, draw, onProgress: options.onProgress });
}

/** `{formation}_{stem}_{timestamp}.webm` (or .mp4): the stem in the viewer's language ("taktik_animasyon", "tactics_animation"). */
export function animationFileName(formation: string, format: VideoFormat, stem: string, now = Date.now()): string {
  return `${formation}_${stem}_${now}.${format}`;
}
