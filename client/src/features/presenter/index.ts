// The live sessions' public entry: what the board page shows of them.
export { LiveEntry } from './LiveEntry';
