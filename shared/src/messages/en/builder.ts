import type { BuilderRefusalCode } from '../builder';

export const builderMessagesEn: Record<BuilderRefusalCode, string> = {
  LINEUP_FULL: 'The starting eleven is full: take a player out first or replace a filled slot.',
  UNKNOWN_PLACE: 'This formation has no such place.',
  NOT_IN_SQUAD: 'This player is not in the squad.',
  CAPTAIN_NOT_IN_ELEVEN: 'The captain is chosen from the starting eleven.',
  NUMBER_RANGE: 'A shirt number must be between 1 and 99.',
  NUMBER_TAKEN: 'Another player in the squad has this shirt number.',
};
