// The match screens' public entry: the match view and the parts the builder, the history and the pick-one-of-five knockout reuse.
export { MatchView } from './MatchView';
export { MomentumChart } from './MomentumChart';
export { BallIcon, CardIcon, DotIcon, FlagIcon, GloveIcon, WhistleIcon } from './icons';
export { stateAt } from './liveMatch';
export { matchApi } from './matchApi';
export { SubstitutionForm } from './SubstitutionForm';
export { TacticsForm } from './TacticsForm';
