import type { PlanCode } from '../plans';

export const planMessagesEn: Record<PlanCode, string> = {
  PLAN_TOO_BIG_FOR_LINK: 'The plan is too large for a link ({chars} characters; the limit is {max}). Share it with “Export as file”.',
  PLAN_LINK_BROKEN: 'The plan link is broken or too large.',
  PLAN_FILE_BROKEN: 'The file is not a session plan, or it is damaged or too large.',
  PLAN_TOO_MANY_DRILLS: 'A plan can hold at most {max} drills.',
  PLAN_SAVED_BROKEN: 'The saved plan could not be opened: it is damaged.',
  PLAN_STORAGE_FULL: 'The browser’s storage is full; the plan was not saved. Delete old plans or export them as files.',
  PLAN_DRILL_BOARD_BROKEN: 'This drill’s board could not be read.',
};
