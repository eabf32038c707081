import { drawnBoard } from '@onbir/shared/board/drawnBoard';
import { useMemo, type CSSProperties } from 'react';
import { useLingui } from '@lingui/react/macro';
import { isSentOff, layoutOf, shirtColour, type Board } from '@onbir/shared/board/model';
import { viewTransform } from '@onbir/shared/board/pitch';
import { HtmlOnlyScript } from '../../lib/HtmlOnlyScript';
import { SvgContext } from '../../lib/svgContext';
import { drawPitch, boardLabels, drawBall, drawNameLabels, drawPlayer, type PitchLook } from '../boardCore';
import { EARLY_DRAG_SCRIPT } from './earlyDrag';

/** Rendered in the browser only while it hydrates the page's markup (BoardCanvas): the picture is there already. */
const inBrowser = typeof document !== 'undefined';

/**
 * The board before its script runs (the page's prerendered HTML, until hydration): the pitch, the players
 * and the ball drawn by the canvas renderer's own functions as SVG, in the canvas's box. The browser does
 * not draw it again: hydration keeps the markup the HTML brought (React sets no inner HTML while it
 * hydrates, and is told not to compare it), and the canvas takes its place right after.
 */
export function BoardStill({ board: source, look, className, style }: { board: Board; look: PitchLook; className: string; style: CSSProperties }) {
  const { t } = useLingui();
  const board = drawnBoard(source);
  const layout = layoutOf(board);
  const markup = useMemo(() => {
    if (inBrowser) return '';
    const svg = new SvgContext();
    const ctx = svg as unknown as CanvasRenderingContext2D;
    drawPitch(ctx, layout, { view: look.view, stripes: look.stripes });
    // Each piece in a group of its own, named with its place: the early drag (earlyDrag.ts) moves them.
    // The names laid out as the canvas lays them out, measured as this context measures text.
    const labels = boardLabels(board, { layout, t: viewTransform(layout, 'full'), dpr: 1 }, (text, size) => svg.measureAt(text, size));
    for (const p of board.players) {
      svg.beginGroup({ piece: `player:${p.id}`, x: p.x, y: p.y });
      drawPlayer(ctx, p, shirtColour(board, p), layout);
      drawNameLabels(
        ctx,
        labels.filter((l) => l.key === String(p.id)),
        () => isSentOff(p),
      );
      svg.endGroup();
    }
    svg.beginGroup({ piece: 'ball', x: board.ball.x, y: board.ball.y });
    drawBall(ctx, board);
    svg.endGroup();
    return svg.markup();
  }, [board, layout, look.view, look.stripes]);
  return (
    <>
      <svg
        className={className}
        style={style}
        data-testid="board-still"
        viewBox={`0 0 ${layout.width} ${layout.height}`}
        role="img"
        aria-label={t`Taktik tahtası sahası`}
        suppressHydrationWarning
        dangerouslySetInnerHTML={{ __html: markup }}
      />
      <HtmlOnlyScript text={EARLY_DRAG_SCRIPT} />
    </>
  );
}
