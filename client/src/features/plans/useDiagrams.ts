import { useEffect, useState } from 'react';
import type { StoredBoard } from '@onbir/shared/board/serialize';
import type { Drill } from '@onbir/shared/plans/model';
import { useLocale } from '../../lib/i18n/locale';
import { renderDiagram, type Diagram } from './diagram';

export interface DrillDiagrams {
  first: Diagram | null;
  last: Diagram | null;
}

// Drawn once per board (a drill keeps its board object until the board changes) and language (a
// captain's armband is lettered in it).
const cache = new WeakMap<StoredBoard, Map<string, DrillDiagrams>>();

function cached(board: StoredBoard, locale: string): DrillDiagrams | undefined {
  return cache.get(board)?.get(locale);
}

function diagramsOf(board: StoredBoard, locale: string): DrillDiagrams {
  let d = cached(board, locale);
  if (!d) {
    d = { first: renderDiagram(board, 'first'), last: renderDiagram(board, 'last') };
    const byLocale = cache.get(board) ?? new Map<string, DrillDiagrams>();
    byLocale.set(locale, d);
    cache.set(board, byLocale);
  }
  return d;
}

/**
 * Each drill's first and last step as pictures, drawn after the page's first frame (one drill per
 * task, so a long plan does not hold the page), and again only for a board that changed.
 */
export function useDiagrams(drills: Drill[]): Map<string, DrillDiagrams> {
  const locale = useLocale();
  const [ready, setReady] = useState<Map<string, DrillDiagrams>>(() => new Map());
  useEffect(() => {
    let cancelled = false;
    const todo = [...drills];
    const next = new Map<string, DrillDiagrams>();
    const step = () => {
      if (cancelled) return;
      const d = todo.shift();
      if (!d) return setReady(next);
      next.set(d.id, diagramsOf(d.board, locale));
      // Boards already drawn cost nothing: keep going in the same task.
      if (todo.length && cached(todo[0].board, locale)) step();
      else setTimeout(step, 0);
    };
    setTimeout(step, 0);
    return () => {
      cancelled = true;
    };
  }, [drills, locale]);
  return ready;
}
