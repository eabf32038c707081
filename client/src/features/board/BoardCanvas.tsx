import { useLayoutEffect, type CSSProperties, type ReactNode, type RefObject } from 'react';
import { useLingui } from '@lingui/react/macro';
import { layoutOf } from '@onbir/shared/board/model';
import { useHydrated } from '../../lib/hydration';
import { PITCH_ID } from '../../lib/skipTargets';
import type { BoardStore } from '../boardCore';
import { BoardStill } from './BoardStill';
import { takeEarlyMoves } from './earlyDrag';
import { usePointerGestures } from './gestures/usePointerGestures';
import { usePainter } from './render/usePainter';
import type { Shown } from '../../lib/i18n/RefusalText';

interface Props {
  store: BoardStore;
  canvasRef: RefObject<HTMLCanvasElement | null>;
  /** While recording, every animation frame is painted so the video stream gets a steady frame rate. */
  recording: boolean;
  onEditPlayer(id: number): void;
  onKeyDown(e: React.KeyboardEvent<HTMLCanvasElement>): void;
  /** Says why a gesture did nothing (the board is full of drawings). */
  tell(text: Shown): void;
  /** Shown over the canvas (the in-place text editor). */
  children?: ReactNode;
}

export function BoardCanvas({ store, canvasRef, recording, onEditPlayer, onKeyDown, tell, children }: Props) {
  const { t } = useLingui();
  const layout = layoutOf(store.board);
  // The canvas is the browser's: a prerendered page shows the board's still picture until it hydrates.
  const hydrated = useHydrated();
  const dpr = hydrated ? Math.min(window.devicePixelRatio || 1, 3) : 1;
  const { gestures, handlers } = usePointerGestures(store, canvasRef, layout, tell, onEditPlayer);

  // Before the canvas's first frame: the drags its still picture answered (earlyDrag.ts) are the board's.
  useLayoutEffect(() => {
    if (hydrated) takeEarlyMoves(store);
  }, [hydrated, store]);
  usePainter({ store, canvasRef, gestures, layout, dpr, recording, hydrated });

  const tool = store.view.penOn ? 'pen' : store.ui.tool;
  const className = `board-canvas board-canvas--${tool}`;
  // Sized by CSS alone (board.css, "The pitch's size"), from the layout's proportions: the same box in the
  // prerendered HTML and once hydrated, so the pitch never moves.
  const box = { '--board-ratio': String(layout.width / layout.height) } as CSSProperties;
  if (!hydrated) {
    return (
      <div className="board-canvas-wrap">
        <BoardStill board={store.board} look={store.view} className={className} style={box} />
      </div>
    );
  }
  return (
    <div className="board-canvas-wrap">
      <canvas
        ref={canvasRef}
        className={className}
        data-testid="board-canvas"
        width={Math.round(layout.width * dpr)}
        height={Math.round(layout.height * dpr)}
        id={PITCH_ID}
        style={box}
        tabIndex={0}
        role="application"
        aria-roledescription={t`taktik tahtası`}
        aria-label={t`Taktik tahtası sahası. ] ve [ tuşları oyuncular, top ve nesneler arasında gezinir; ok tuşları seçileni taşır (Shift ile daha çok); Enter düzenler; Delete nesneyi siler; Boşluk animasyonu oynatır. Araçlar: S seç, K kalem, O ok, C çizgi, A alan, Y yazı, E ekipman; çizim araçlarında ok tuşları imleci taşır, Enter noktayı koyar.`}
        aria-describedby="board-announcer"
        onKeyDown={onKeyDown}
        {...handlers}
        onContextMenu={(e) => e.preventDefault()}
      />
      {children}
    </div>
  );
}
