import { useEffect, useState } from 'react';
import type { StoredBoard } from '@onbir/shared/board/serialize';
import type { Drill } from '@onbir/shared/plans/model';
import { renderDiagram, type Diagram } from './diagram';

export interface DrillDiagrams {
  first: Diagram | null;
  last: Diagram | null;
}

// Drawn once per board (a drill keeps its board object until the board changes).
const cache = new WeakMap<StoredBoard, DrillDiagrams>();

function diagramsOf(board: StoredBoard): DrillDiagrams {
  let d = cache.get(board);
  if (!d) {
    d = { first: renderDiagram(board, 'first'), last: renderDiagram(board, 'last') };
    cache.set(board, d);
  }
  return d;
}

/**
 * Each drill's first and last step as pictures, drawn after the page's first frame (one drill per
 * task, so a long plan does not hold the page), and again only for a board that changed.
 */
export function useDiagrams(drills: Drill[]): Map<string, DrillDiagrams> {
  const [ready, setReady] = useState<Map<string, DrillDiagrams>>(() => new Map());
  useEffect(() => {
    let cancelled = false;
    const todo = [...drills];
    const next = new Map<string, DrillDiagrams>();
    const step = () => {
      if (cancelled) return;
      const d = todo.shift();
      if (!d) return setReady(next);
      next.set(d.id, diagramsOf(d.board));
      // Boards already drawn cost nothing: keep going in the same task.
      if (todo.length && cache.has(todo[0].board)) step();
      else setTimeout(step, 0);
    };
    setTimeout(step, 0);
    return () => {
      cancelled = true;
    };
  }, [drills]);
  return ready;
}
