import { isVisible } from '@onbir/shared/board/boardObjects';
import type { Piece } from '@onbir/shared/board/input';
import type { Layout } from '@onbir/shared/board/layout';
import { drawnBoard, type DrawnBoard, type DrawnPlayer } from '@onbir/shared/board/drawnBoard';
import { isSentOff, shirtColour, type Board, type Drawing } from '@onbir/shared/board/model';
import { isEquipment, type BoardObject } from '@onbir/shared/board/objects';
import { pitchToCanvas, viewTransform, worldToView } from '@onbir/shared/board/pitch';
import type { PlacedLabel } from '@onbir/shared/pitch/labelLayout';
import type { Step } from '@onbir/shared/board/steps';
import type { BoardView } from '@onbir/shared/board/view';
import { i18n } from '../../../lib/i18n/runtime';
import { drawObject } from './objects';
import { drawOverlays, type Overlays } from './overlays';
import { createPitchCache, drawPitch } from './pitch';
import { boardLabels, labelsKey } from './boardLabels';
import { context2d, drawBall, drawDrawings, drawNameLabels, drawPlayer, drawTrail, offscreen } from './pieces';
import { inView, setWorldTransform, type ViewSpace } from './viewSpace';
import { addedPart, heldPart, pieceOf, type HeldTrail } from './heldTrail';

export type PitchLook = Pick<BoardView, 'view' | 'stripes' | 'trailsOn'>;

export interface Scene {
  /** The board in metres: the renderer puts it in its layout's pixels (drawnBoard.ts). */
  board: Board;
  /** How it is looked at: the pitch view, stripes, and trails on (playback draws each piece's path). */
  view: PitchLook;
  /** The pen stroke being drawn (metres). */
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

const sameParts = (a: readonly unknown[], b: readonly unknown[]) => a.length === b.length && a.every((k, i) => k === b[i]);

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
  private labels: { key: unknown[]; placed: PlacedLabel[] } | null = null;
  /** The board of the last frame: a drag's first frame finds in it the trail the drag started from. */
  private last: DrawnBoard | null = null;
  /** The piece dragged, with its trail as the drag found it, or null when its whole trail is drawn on the frames (heldTrail.ts). */
  private drag: { id: number | 'ball'; held: HeldTrail | null } | null = null;

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

  private viewSpace(look: Pick<PitchLook, 'view'>): ViewSpace {
    return { layout: this.layout, t: viewTransform(this.layout, look.view), dpr: this.dpr };
  }

  /**
   * Builds the caches the next frames use (the pitch, then each player's sprite) one at a time while
   * `timeLeft()` (ms) is positive: a page's idle moments, so that no frame of a first drag builds them all at
   * once. True once every one is built for this board.
   */
  prepare(source: Board, look: PitchLook, timeLeft: () => number): boolean {
    const board = drawnBoard(source, this.layout);
    const vs = this.viewSpace(look);
    if (timeLeft() <= 0) return false;
    this.pitchCanvas(look);
    for (const p of board.players) {
      if (timeLeft() <= 0) return false;
      this.sprite(board, vs, p);
    }
    return true;
  }

  render(ctx: CanvasRenderingContext2D, scene: Scene) {
    const { active, view: look } = scene;
    const board = drawnBoard(scene.board, this.layout);
    const playing = scene.overlays.playback !== null;
    const activeId = active ? (active.kind === 'ball' ? 'ball' : active.id) : undefined;
    const vs = this.viewSpace(look);
    const added = this.follow(board, look, activeId, playing);
    const drawnObjects = board.objects.filter((o) => !isEquipment(o) && isVisible(board, o));
    const key = this.backgroundKeyOf(board, drawnObjects, look, activeId, playing);
    const first = !this.drawn;
    this.drawn = true;
    this.last = board;
    if (first) this.paintBackground(ctx, board, drawnObjects, look, activeId, vs, playing, false);
    else {
      if (!this.background || !sameParts(key, this.backgroundKey)) {
        this.background ??= offscreen(Math.round(this.layout.width * this.dpr), Math.round(this.layout.height * this.dpr));
        this.paintBackground(context2d(this.background), board, drawnObjects, look, activeId, vs, playing, true);
        this.backgroundKey = key;
      }
      ctx.setTransform(1, 0, 0, 1, 0, 0);
      ctx.drawImage(this.background, 0, 0);
    }
    this.clipTo(ctx, vs);
    if (scene.pending && scene.pending.points.length > 1) drawDrawings(ctx, [{ ...scene.pending, points: scene.pending.points.map((p) => pitchToCanvas(this.layout, p)) }]);
    if (scene.pendingObject) drawObject(ctx, vs, scene.pendingObject);
    for (const o of board.objects) {
      if (!isEquipment(o)) continue;
      const e = scene.equipment?.[o.id];
      drawObject(ctx, vs, e ? { ...o, at: e.at, rot: e.rot } : o);
    }
    if (activeId !== undefined && !playing) drawTrail(ctx, board, this.layout, activeId === 'ball' ? null : activeId, added);
    drawOverlays(ctx, vs, board, look.trailsOn ? scene.overlays : { ...scene.overlays, playback: null }, 'under');
    inView(ctx, vs, () => {
      for (const p of board.players) {
        if (first) this.drawUpright(ctx, vs, board, p);
        else this.drawSprite(ctx, vs, board, p);
      }
      const sentOff = new Set(board.players.filter(isSentOff).map((p) => String(p.id)));
      drawNameLabels(ctx, this.nameLabels(board, look, vs), (key) => sentOff.has(key));
    });
    drawBall(ctx, board);
    drawOverlays(ctx, vs, board, scene.overlays, 'over');
    ctx.restore();
  }

  /**
   * Follows the drag: on its first frame the piece's trail is held as the last frame showed it (before the
   * drag moved it); the part of the trail the frame draws, undefined for all of it (no trail held).
   */
  private follow(board: DrawnBoard, look: PitchLook, activeId: number | 'ball' | undefined, playing: boolean) {
    if (activeId === undefined || playing) {
      this.drag = null;
      return undefined;
    }
    if (this.drag?.id !== activeId) {
      // With trails off nothing is recorded: the trail's line follows the piece, drawn whole on each frame.
      const before = look.trailsOn && this.last ? pieceOf(this.last, activeId) : undefined;
      this.drag = { id: activeId, held: before ? { id: activeId, trail: before.trail, at: { x: before.x, y: before.y } } : null };
    }
    const added = this.drag.held ? addedPart(this.drag.held, board) : undefined;
    if (!added) this.drag.held = null;
    return added;
  }

  /**
   * What the background shows, compared part by part with the last one's: it is repainted when one differs. The
   * drawn objects are in it themselves, not the step's list of them: each step of a board (or of a link, read
   * anew) has a list of its own, so a key on the list repainted the whole background at the start of every step
   * of a playback, though the same objects, or none, were drawn.
   */
  private backgroundKeyOf(board: DrawnBoard, drawnObjects: readonly BoardObject[], look: PitchLook, activeId: number | 'ball' | undefined, playing: boolean): unknown[] {
    const held = this.drag?.held ?? null;
    // The dragged piece's trail grows every frame: the key and the background have it as the drag found it,
    // or not at all.
    const kept = (id: number | 'ball', trail: unknown) => (id !== activeId ? trail : (held?.trail ?? null));
    return [
      board.drawings,
      board.coloursSwapped,
      board.keepers,
      drawnObjects.length,
      ...drawnObjects,
      // A step shows the trails of the moves up to it.
      board.current,
      look.view,
      look.stripes,
      playing,
      kept('ball', board.ball.trail),
      ...board.players.map((p) => kept(p.id, p.trail)),
    ];
  }

  /** The names' layout, laid out again only when a piece, a name or the view changes (about a millisecond for 22 names). */
  private nameLabels(board: DrawnBoard, look: PitchLook, vs: ViewSpace): PlacedLabel[] {
    const key = labelsKey(board, look.view, vs.t.scale);
    if (!this.labels || !sameParts(this.labels.key, key)) this.labels = { key, placed: boardLabels(board, vs) };
    return this.labels.placed;
  }

  private pitchCanvas(look: Pick<PitchLook, 'view' | 'stripes'>): HTMLCanvasElement {
    const key = `${look.view}|${look.stripes}`;
    if (!this.pitch || key !== this.pitchKey) {
      this.pitch = createPitchCache(this.layout, this.dpr, { view: look.view, stripes: look.stripes });
      this.pitchKey = key;
    }
    return this.pitch;
  }

  /** The pitch and what is drawn on it, into the background (the pitch copied from its cache) or, on a first frame, the canvas. */
  private paintBackground(ctx: CanvasRenderingContext2D, board: DrawnBoard, objects: readonly BoardObject[], look: PitchLook, activeId: number | 'ball' | undefined, vs: ViewSpace, playing: boolean, cached: boolean) {
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.fillStyle = SURROUND;
    ctx.fillRect(0, 0, Math.round(this.layout.width * this.dpr), Math.round(this.layout.height * this.dpr));
    this.clipTo(ctx, vs);
    if (cached) ctx.drawImage(this.pitchCanvas(look), 0, 0, this.layout.width, this.layout.height);
    else drawPitch(ctx, this.layout, { view: look.view, stripes: look.stripes });
    drawDrawings(ctx, board.drawings);
    for (const o of objects) drawObject(ctx, vs, o);
    if (!playing) {
      const held = this.drag?.held;
      const trail = (id: number | 'ball') => {
        if (id !== activeId) drawTrail(ctx, board, this.layout, id === 'ball' ? null : id);
        else if (held) drawTrail(ctx, board, this.layout, id === 'ball' ? null : id, heldPart(held));
      };
      for (const p of board.players) trail(p.id);
      trail('ball');
    }
    ctx.restore();
  }

  /** A player drawn on the canvas itself (in canvas pixels), upright, where his sprite would be: a first frame has no sprites. */
  private drawUpright(ctx: CanvasRenderingContext2D, vs: ViewSpace, board: DrawnBoard, p: DrawnPlayer) {
    const at = worldToView(vs.t, p);
    ctx.save();
    ctx.translate(at.x, at.y);
    ctx.scale(vs.t.scale, vs.t.scale);
    drawPlayer(ctx, { ...p, x: 0, y: 0 }, shirtColour(board, p), this.layout);
    ctx.restore();
  }

  /** A player's sprite as he looks now (built again when his look or the view's scale changes). */
  private sprite(board: DrawnBoard, vs: ViewSpace, p: DrawnPlayer): HTMLCanvasElement {
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
  private drawSprite(ctx: CanvasRenderingContext2D, vs: ViewSpace, board: DrawnBoard, p: DrawnPlayer) {
    const canvas = this.sprite(board, vs, p);
    const at = worldToView(vs.t, p);
    const h = this.spriteHalf() * vs.t.scale;
    // Whole device pixels keep the sprite as sharp as a direct drawing.
    const snap = (v: number) => Math.round(v * this.dpr) / this.dpr;
    ctx.drawImage(canvas, snap(at.x - h), snap(at.y - h), h * 2, h * 2);
  }
}
