import type { VideoCode } from '../video';

export const videoMessagesEn: Record<VideoCode, string> = {
  VIDEO_FILE_BROKEN: 'The file is not a video analysis, or it is damaged or too large.',
  VIDEO_FILE_VERSION: 'This analysis file was made by a newer version (version {version}); this version opens up to {max}.',
  VIDEO_TOO_MANY_ANNOTATIONS: 'A video can hold at most {max} drawings and freezes.',
  VIDEO_TEXT_EMPTY: 'Type the words first, then tap where they go on the video.',
};
