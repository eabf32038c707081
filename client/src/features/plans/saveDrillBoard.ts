import type { Board } from '@onbir/shared/board/model';
import type { BoardView } from '@onbir/shared/board/view';
import { deserializeBoard, serializeBoard } from '@onbir/shared/board/serialize';
import { countsFromBoard, planRefusal, updateDrill, type SessionPlan } from '@onbir/shared/plans/model';
import type { Refusal } from '@onbir/shared/messages/refusal';
import type { PlanCode } from '@onbir/shared/messages/plans';
import type { DrillEditing } from './drillEditing';
import { loadPlan, savePlan } from './planStore';

/**
 * The board page's board into the plan's drill, with the pitch it was worked on (a drill is drawn on its pitch view:
 * a rondo on the training area stays there in the plan); players and equipment follow the board unless the coach
 * changed them by hand.
 */
export function saveDrillBoard(e: DrillEditing, board: Board, view: BoardView): SessionPlan | Refusal<PlanCode> {
  const plan = loadPlan(e.planId);
  const drill = plan?.drills.find((d) => d.id === e.drillId);
  if (!plan || !drill) return planRefusal('PLAN_SAVED_BROKEN');
  const before = deserializeBoard(drill.board);
  const counted = before && countsFromBoard(before);
  const byHand = !counted || counted.players !== drill.players || JSON.stringify(counted.equipment) !== JSON.stringify(drill.equipment);
  const stored = serializeBoard(board, view);
  return savePlan(updateDrill(plan, drill.id, { board: stored, ...(byHand ? {} : countsFromBoard(board)) }));
}
