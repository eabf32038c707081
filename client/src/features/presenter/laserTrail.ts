import type { Point } from '@onbir/shared/board/layout';
import type { PitchPoint } from '@onbir/shared/board/pitch';

/** How long a laser point stays on screen, fading out. */
export const LASER_MS = 900;

interface Dot extends PitchPoint {
  at: number;
  stroke: number;
}

/**
 * The laser pointer's fading trail (presenter and viewers draw the same): points in pitch metres with
 * the time they came, drawn as a glowing red line whose older parts fade, then forgotten. Never saved.
 */
export class LaserTrail {
  private dots: Dot[] = [];

  add(stroke: number, points: PitchPoint[], at: number) {
    for (const p of points) this.dots.push({ ...p, at, stroke });
    if (this.dots.length > 600) this.dots.splice(0, this.dots.length - 600);
  }

  /** Draws what is still visible at `now`; false once nothing is. `toCanvas` maps metres to canvas pixels. */
  draw(ctx: CanvasRenderingContext2D, now: number, toCanvas: (p: PitchPoint) => Point, scale: number): boolean {
    this.dots = this.dots.filter((d) => now - d.at < LASER_MS);
    ctx.clearRect(0, 0, ctx.canvas.width, ctx.canvas.height);
    if (!this.dots.length) return false;
    ctx.lineCap = 'round';
    ctx.lineJoin = 'round';
    for (let i = 1; i < this.dots.length; i++) {
      const a = this.dots[i - 1];
      const b = this.dots[i];
      if (a.stroke !== b.stroke) continue;
      const life = 1 - (now - b.at) / LASER_MS;
      const pa = toCanvas(a);
      const pb = toCanvas(b);
      ctx.strokeStyle = `rgba(255, 23, 68, ${0.25 * life})`;
      ctx.lineWidth = 14 * scale * life + 2;
      ctx.beginPath();
      ctx.moveTo(pa.x, pa.y);
      ctx.lineTo(pb.x, pb.y);
      ctx.stroke();
      ctx.strokeStyle = `rgba(255, 82, 82, ${life})`;
      ctx.lineWidth = 4 * scale * life + 1;
      ctx.stroke();
    }
    const head = this.dots[this.dots.length - 1];
    const life = 1 - (now - head.at) / LASER_MS;
    const p = toCanvas(head);
    ctx.fillStyle = `rgba(255, 23, 68, ${life})`;
    ctx.beginPath();
    ctx.arc(p.x, p.y, 7 * scale, 0, Math.PI * 2);
    ctx.fill();
    return true;
  }
}
