import { useCallback, useState } from 'react';
import { isDragTool, type Gesture, type VideoTool } from '@onbir/shared/video/gesture';
import { framePoint, type FramePoint } from '@onbir/shared/video/model';

/** How far an arrow key moves the cursor, a share of the frame; with Shift, a fine step. */
const STEP = 0.02;
const FINE = 0.005;
const MOVES: Record<string, [number, number]> = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };
const clamp = (v: number) => Math.min(1, Math.max(0, v));

/**
 * Drawing on the frame by keyboard: a cursor (shown while the canvas has the focus) that the arrow keys move;
 * Enter places a tap tool's drawing there, or marks a drag tool's start and then draws to the cursor; Escape
 * drops a started one. `key` answers whether it used the key.
 */
export function useKeyboardPen(tool: VideoTool, onGesture: (g: Gesture) => void) {
  const [cursor, setCursor] = useState<FramePoint | null>(null);
  const [from, setFrom] = useState<FramePoint | null>(null);
  const show = useCallback(() => setCursor((c) => c ?? framePoint(0.5, 0.5)), []);
  const hide = useCallback(() => {
    setCursor(null);
    setFrom(null);
  }, []);

  const key = (k: string, fine: boolean): boolean => {
    const here = cursor ?? framePoint(0.5, 0.5);
    const move = MOVES[k];
    if (move) {
      const step = fine ? FINE : STEP;
      setCursor(framePoint(clamp(here.x + move[0] * step), clamp(here.y + move[1] * step)));
      return true;
    }
    if (k === 'Escape' && from) {
      setFrom(null);
      return true;
    }
    if (k !== 'Enter') return false;
    if (isDragTool(tool) && !from) setFrom(here);
    else {
      const start = from ?? here;
      setFrom(null);
      onGesture({ from: start, to: here, path: [start, here] });
    }
    return true;
  };

  const draft: Gesture | null = from && cursor ? { from, to: cursor, path: [from, cursor] } : null;
  return { cursor, draft, key, show, hide };
}
