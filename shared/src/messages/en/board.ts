import type { BoardMessageCode } from '../board';

export const boardMessagesEn: Record<BoardMessageCode, string> = {
  ANIMATION_NEEDS_STEPS: 'An animation needs at least two steps. Add a step with “Add step” first.',
  NO_VIDEO_ENCODER: 'Your browser does not support video encoding (WebCodecs). Use an up-to-date Chrome or Edge.',
  NO_MP4: 'This browser cannot encode MP4 (H.264); choose WebM.',
  VIDEO_FAILED: 'The video could not be made. Please try again.',
  EDIT_WHILE_PLAYING: 'You cannot edit while the animation is playing.',
  PIECE_NOT_REMOVABLE: 'Players and the ball cannot be deleted.',
};
