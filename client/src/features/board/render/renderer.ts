import { isVisible } from '@onbir/shared/board/boardObjects';
import type { Piece } from '@onbir/shared/board/input';
import type { Layout } from '@onbir/shared/board/layout';
import { isSentOff, shirtColour, type Board, type BoardPlayer, type Drawing } from '@onbir/shared/board/model';
import { isEquipment, type BoardObject } from '@onbir/shared/board/objects';
import { viewTransform, worldToView } from '@onbir/shared/board/pitch';
import type { PlacedLabel } from '@onbir/shared/pitch/labelLayout';
import type { Step } from '@onbir/shared/board/steps';
import { i18n } from '../../../lib/i18n/runtime';
import { drawObject } from './objects';
import { drawOverlays, type Overlays } from './overlays';
import { createPitchCache, drawPitch } from './pitch';
import { boardLabels, labelsKey } from './boardLabels';
import { context2d, drawBall, drawDrawings, drawNameLabels, drawPlayer, drawTrail, offscreen } from './pieces';
import { inView, setWorldTransform, type ViewSpace } from './viewSpace';

export interface Scene {
  board: Board;
  /** The pen stroke being drawn. */
  pending: Drawing | null;
  /** The arrow, line or zone being drawn. */
  pendingObject: BoardObject | null;
  /** The piece being dragged: its trail is drawn live, not baked into the background. */
  active: Piece | null;
  overlays: Overlays;
  /** Where equipment stands in an animation frame (the board's own objects stay as they are, cached). */
  equipment?: Step['equipment'];
}

const SURROUND = '#1d5c34';

/**
 * Paints frames of the board. Most of a frame does not change while one piece moves, so it is
 * cached: the pitch, the pen drawings, the drawn objects other than equipment and the trails of every
 * other piece sit in one background canvas, rebuilt only when one of them changes; each player is a
 * small sprite redrawn only when his look (colour, cards, goals) changes. The names are laid out
 * together (no name over another, a player or the ball) when a piece moves, and drawn on the frame. A
 * frame is then a few image copies plus the names, the equipment, the ball and the overlays. A
 * renderer's first frame builds none of that: it is drawn straight onto the canvas (a page's first
 * paint on a slow phone pays for one canvas, not for four and their copies); `prepare` builds the pitch
 * and the sprites a piece at a time while the page is idle, and any frame builds what is still missing.
 */
export class BoardRenderer {
  private background: HTMLCanvasElement | null = null;
  private backgroundKey: unknown[] = [];
  private drawn = false;
  private sprites = new Map<number, { key: string; canvas: HTMLCanvasElement }>();
  private pitch: HTMLCanvasElement | null = null;
  private pitchKey = '';
  private labels: { key: string; placed: PlacedLabel[] } | null = null;

  constructor(
    private layout: Layout,
    private dpr: number,
  ) {}

  private clipTo(ctx: CanvasRenderingContext2D, vs: ViewSpace) {
    setWorldTransform(ctx, vs);
    ctx.save();
    ctx.beginPath();
    ctx.rect(vs.t.rect.x, vs.t.rect.y, vs.t.rect.w, vs.t.rect.h);
    ctx.clip();
  }

  private viewSpace(board: Board): ViewSpace {
    return { layout: this.layout, t: viewTransform(this.layout, board.view), dpr: this.dpr };
  }

  /**
   * Builds the caches the next frames use (the pitch, then each player's sprite) one at a time while
   * `timeLeft()` (ms) is positive: a page's idle moments, so that no frame of a first drag builds them all at
   * once. True once every one is built for this board.
   */
  prepare(board: Board, timeLeft: () => number): boolean {
    const vs = this.viewSpace(board);
    if (timeLeft() <= 0) return false;
    this.pitchCanvas(board);
    for (const p of board.players) {
      if (timeLeft() <= 0) return false;
      this.sprite(board, vs, p);
    }
    return true;
  }

  render(ctx: CanvasRenderingContext2D, scene: Scene) {
    const { board, active } = scene;
    const playing = scene.overlays.playback !== null;
    const activeId = active ? (active.kind === 'ball' ? 'ball' : active.id) : undefined;
    const vs = this.viewSpace(board);
    // The dragged piece's trail grows every frame: it is left out of the key, as out of the background.
    const key = [
      board.drawings,
      board.coloursSwapped,
      board.keepers,
      board.objects,
      board.shown,
      // A step shows the trails of the moves up to it.
      board.current,
      board.view,
      board.stripes,
      playing,
      activeId,
      activeId === 'ball' ? null : board.ball.trail,
      ...board.players.map((p) => (p.id === activeId ? null : p.trail)),
    ];
    const first = !this.drawn;
    this.drawn = true;
    if (first) this.paintBackground(ctx, board, activeId, vs, playing, false);
    else {
      if (!this.background || key.length !== this.backgroundKey.length || key.some((k, i) => k !== this.backgroundKey[i])) {
        this.background ??= offscreen(Math.round(this.layout.width * this.dpr), Math.round(this.layout.height * this.dpr));
        this.paintBackground(context2d(this.background), board, activeId, vs, playing, true);
        this.backgroundKey = key;
      }
      ctx.setTransform(1, 0, 0, 1, 0, 0);
      ctx.drawImage(this.background, 0, 0);
    }
    this.clipTo(ctx, vs);
    if (scene.pending && scene.pending.points.length > 1) drawDrawings(ctx, [scene.pending]);
    if (scene.pendingObject) drawObject(ctx, vs, scene.pendingObject);
    for (const o of board.objects) {
      if (!isEquipment(o)) continue;
      const e = scene.equipment?.[o.id];
      drawObject(ctx, vs, e ? { ...o, at: e.at, rot: e.rot } : o);
    }
    if (activeId !== undefined && !playing) drawTrail(ctx, board, this.layout, activeId === 'ball' ? null : activeId);
    drawOverlays(ctx, vs, board, scene.overlays, 'under');
    inView(ctx, vs, () => {
      for (const p of board.players) {
        if (first) this.drawUpright(ctx, vs, board, p);
        else this.drawSprite(ctx, vs, board, p);
      }
      const sentOff = new Set(board.players.filter(isSentOff).map((p) => String(p.id)));
      drawNameLabels(ctx, this.nameLabels(board, vs), (key) => sentOff.has(key));
    });
    drawBall(ctx, board);
    drawOverlays(ctx, vs, board, scene.overlays, 'over');
    ctx.restore();
  }

  /** The names' layout, laid out again only when a piece, a name or the view changes (about a millisecond for 22 names). */
  private nameLabels(board: Board, vs: ViewSpace): PlacedLabel[] {
    const key = `${labelsKey(board)}|${vs.t.scale}`;
    if (this.labels?.key !== key) this.labels = { key, placed: boardLabels(board, vs) };
    return this.labels.placed;
  }

  private pitchCanvas(board: Board): HTMLCanvasElement {
    const key = `${board.view}|${board.stripes}`;
    if (!this.pitch || key !== this.pitchKey) {
      this.pitch = createPitchCache(this.layout, this.dpr, { view: board.view, stripes: board.stripes });
      this.pitchKey = key;
    }
    return this.pitch;
  }

  /** The pitch and what is drawn on it, into the background (the pitch copied from its cache) or, on a first frame, the canvas. */
  private paintBackground(ctx: CanvasRenderingContext2D, board: Board, activeId: number | 'ball' | undefined, vs: ViewSpace, playing: boolean, cached: boolean) {
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.fillStyle = SURROUND;
    ctx.fillRect(0, 0, Math.round(this.layout.width * this.dpr), Math.round(this.layout.height * this.dpr));
    this.clipTo(ctx, vs);
    if (cached) ctx.drawImage(this.pitchCanvas(board), 0, 0, this.layout.width, this.layout.height);
    else drawPitch(ctx, this.layout, { view: board.view, stripes: board.stripes });
    drawDrawings(ctx, board.drawings);
    for (const o of board.objects) if (!isEquipment(o) && isVisible(board, o)) drawObject(ctx, vs, o);
    if (!playing) {
      for (const p of board.players) if (p.id !== activeId) drawTrail(ctx, board, this.layout, p.id);
      if (activeId !== 'ball') drawTrail(ctx, board, this.layout, null);
    }
    ctx.restore();
  }

  /** A player drawn on the canvas itself (in canvas pixels), upright, where his sprite would be: a first frame has no sprites. */
  private drawUpright(ctx: CanvasRenderingContext2D, vs: ViewSpace, board: Board, p: BoardPlayer) {
    const at = worldToView(vs.t, p);
    ctx.save();
    ctx.translate(at.x, at.y);
    ctx.scale(vs.t.scale, vs.t.scale);
    drawPlayer(ctx, { ...p, x: 0, y: 0 }, shirtColour(board, p), this.layout);
    ctx.restore();
  }

  /** A player's sprite as he looks now (built again when his look or the view's scale changes). */
  private sprite(board: Board, vs: ViewSpace, p: BoardPlayer): HTMLCanvasElement {
    const colour = shirtColour(board, p);
    const scale = this.dpr * vs.t.scale;
    // The captain's armband is lettered in the language on screen.
    const key = `${colour}|${p.num}|${p.captain && i18n.locale}|${p.cards.yellow}|${p.cards.red}|${p.goals}|${scale}`;
    let sprite = this.sprites.get(p.id);
    if (!sprite || sprite.key !== key) {
      const half = this.spriteHalf();
      const size = Math.ceil(half * 2 * scale);
      const canvas = sprite && sprite.canvas.width === size ? sprite.canvas : offscreen(size, size);
      const sctx = context2d(canvas);
      sctx.setTransform(1, 0, 0, 1, 0, 0);
      sctx.clearRect(0, 0, canvas.width, canvas.height);
      sctx.setTransform(scale, 0, 0, scale, 0, 0);
      drawPlayer(sctx, { ...p, x: half, y: half }, colour, this.layout);
      sprite = { key, canvas };
      this.sprites.set(p.id, sprite);
    }
    return sprite.canvas;
  }

  /** Half the side of a sprite: a square around the disc and its marks. */
  private spriteHalf() {
    return this.layout.playerSize * 2;
  }

  /** A player's sprite on the canvas (in canvas pixels), upright whatever the view. */
  private drawSprite(ctx: CanvasRenderingContext2D, vs: ViewSpace, board: Board, p: BoardPlayer) {
    const canvas = this.sprite(board, vs, p);
    const at = worldToView(vs.t, p);
    const h = this.spriteHalf() * vs.t.scale;
    // Whole device pixels keep the sprite as sharp as a direct drawing.
    const snap = (v: number) => Math.round(v * this.dpr) / this.dpr;
    ctx.drawImage(canvas, snap(at.x - h), snap(at.y - h), h * 2, h * 2);
  }
}
