// The live sessions' public entry: what the board page and the video analysis page show of them.
export { LiveEntry } from './LiveEntry';
export { LiveStill } from './LiveStill';
export type { CaptureStill } from './stillLink';
