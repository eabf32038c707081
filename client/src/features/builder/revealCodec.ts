import { IMAGE_SIZES } from '@onbir/shared/builder/squadText';
import { supportedCodec, type VideoFormat } from '../../lib/video/videoSupport';

/** The reveal video's frames per second. */
export const REVEAL_FPS = 30;

/**
 * The codec this browser encodes the 1080x1920 reveal with in `format`, or null (the MP4 button shows only
 * then). Asked of WebCodecs alone: the page learns it without loading the capture library and the muxers.
 */
export function revealCodec(format: VideoFormat): Promise<string | null> {
  return supportedCodec(format, IMAGE_SIZES.story.width, IMAGE_SIZES.story.height, REVEAL_FPS);
}
