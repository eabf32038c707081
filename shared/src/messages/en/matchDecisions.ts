import type { MatchDecisionCode } from '../matchDecisions';

export const matchDecisionMessagesEn: Record<MatchDecisionCode, string> = {
  DECISION_NOT_YOUR_TEAM: 'You can only make changes for your own team.',
  DECISION_MATCH_OVER: 'The match is over; no more changes can be made.',
  SUB_LIMIT: 'You have used all your substitutions: at most 5 per match (1 more in extra time).',
  SUB_WINDOWS_USED: 'You have used your 3 stoppages for substitutions; you can still make changes at half-time.',
  PLAYER_ALREADY_OFF: 'This player has been substituted: a player who has come off cannot come back on.',
  PLAYER_NOT_ON_PITCH: 'The player coming off is not on the pitch.',
  PLAYER_NOT_ON_BENCH: 'The player coming on is not on the bench.',
  FORMATION_UNKNOWN: 'There is no such formation.',
  FORMATION_POSITIONS_INVALID: "The players' places do not fit the new formation's positions.",
  TACTIC_UNKNOWN: 'Invalid tactic choice.',
  PLAN_TOO_MANY: 'A match can have at most 8 plan rules.',
  PLAN_MINUTE_INVALID: 'A plan minute must be between 1 and 120.',
  PLAN_EMPTY: 'A plan rule must contain at least one change.',
  PLAN_PLAYER_UNKNOWN: 'The player in the plan is not in this squad.',
};
