import type { BoardMessageCode } from '../board';

export const boardMessagesEn: Record<BoardMessageCode, string> = {
  PNG_WHILE_RECORDING: 'The PNG cannot be downloaded while a video is being recorded. Stop the recording first.',
  PNG_FAILED: 'The image could not be downloaded. Check that your browser supports it.',
  NO_CANVAS: 'No canvas could be created for the video recording. Your browser may not support it.',
  NO_STREAM_CAPTURE: 'Your browser cannot capture a canvas stream. Use an up-to-date Chrome or Firefox.',
  NO_WEBM: 'Your browser cannot record WebM video.',
  NO_VIDEO: 'There is no recorded video to download.',
  ANIMATION_NEEDS_STEPS: 'An animation needs at least two steps. Add a step with “Add step” first.',
  NO_VIDEO_ENCODER: 'Your browser does not support video encoding (WebCodecs). Use an up-to-date Chrome or Edge.',
  NO_MP4: 'This browser cannot encode MP4 (H.264); choose WebM.',
  VIDEO_FAILED: 'The video could not be made. Please try again.',
  EDIT_WHILE_PLAYING: 'You cannot edit while the animation is playing. Press Escape to go back to editing.',
  PIECE_NOT_REMOVABLE: 'Players and the ball cannot be deleted with Delete; remove a player from his editor.',
  LINK_BROKEN: 'The link is broken or too large.',
  SAVED_BROKEN: 'The saved board could not be opened: it is damaged or too large.',
  LINK_COPIED: 'Link copied to the clipboard.',
  LINK_NOT_COPIED: 'The link could not be copied; select it in the field below and copy it.',
  DRAWING_LIMIT: 'There is no room left on the board for more drawings; clear some of them.',
  FULLSCREEN_UNAVAILABLE: 'The browser did not allow full screen; the board now fills the window.',
};
