// The match screens' public entry: the match view and the parts the builder and the history reuse.
export { MatchView } from './MatchView';
export { MomentumChart } from './MomentumChart';
export { BallIcon, CardIcon, DotIcon, FlagIcon, GloveIcon, WhistleIcon } from './icons';
export { stateAt } from './liveMatch';
export { matchApi } from './matchApi';
