/**
 * The part of a canvas 2D context that flat drawings use (paths, arcs, rectangles, text, alpha), writing SVG
 * markup instead of pixels. A screen drawn on a canvas passes it to its own drawing functions to have the
 * same picture as markup: in the HTML the build prerenders, before any script has run (see BoardStill).
 */
const num = (v: number) => String(Math.round(v * 100) / 100);
const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

export class SvgContext {
  fillStyle = '#000';
  strokeStyle = '#000';
  lineWidth = 1;
  lineJoin: CanvasLineJoin = 'miter';
  lineCap: CanvasLineCap = 'butt';
  globalAlpha = 1;
  font = '10px sans-serif';
  textAlign: CanvasTextAlign = 'start';
  textBaseline: CanvasTextBaseline = 'alphabetic';
  private dash: number[] = [];
  private path = '';
  private at: [number, number] | null = null;
  private out: string[] = [];

  /** What is drawn until `endGroup` goes in one <g> with these data attributes (names without `data-`). */
  beginGroup(data: Record<string, string | number>) {
    this.out.push(`<g${Object.entries(data).map(([k, v]) => ` data-${k}="${escape(typeof v === 'number' ? num(v) : v)}"`).join('')}>`);
  }
  endGroup() {
    this.out.push('</g>');
  }

  /** The drawing so far, as the inside of an <svg> element. */
  markup(): string {
    return this.out.join('');
  }

  beginPath() {
    this.path = '';
    this.at = null;
  }
  moveTo(x: number, y: number) {
    this.path += `M${num(x)} ${num(y)}`;
    this.at = [x, y];
  }
  lineTo(x: number, y: number) {
    if (!this.at) return this.moveTo(x, y);
    this.path += `L${num(x)} ${num(y)}`;
    this.at = [x, y];
  }
  closePath() {
    this.path += 'Z';
  }
  rect(x: number, y: number, w: number, h: number) {
    this.path += `M${num(x)} ${num(y)}h${num(w)}v${num(h)}h${num(-w)}Z`;
    this.at = [x, y];
  }
  roundRect(x: number, y: number, w: number, h: number, r: number) {
    const q = Math.min(r, w / 2, h / 2);
    this.moveTo(x + q, y);
    this.path += `H${num(x + w - q)}A${num(q)} ${num(q)} 0 0 1 ${num(x + w)} ${num(y + q)}V${num(y + h - q)}A${num(q)} ${num(q)} 0 0 1 ${num(x + w - q)} ${num(y + h)}`;
    this.path += `H${num(x + q)}A${num(q)} ${num(q)} 0 0 1 ${num(x)} ${num(y + h - q)}V${num(y + q)}A${num(q)} ${num(q)} 0 0 1 ${num(x + q)} ${num(y)}Z`;
  }
  arc(x: number, y: number, r: number, from: number, to: number, anticlockwise = false) {
    const point = (a: number): [number, number] => [x + r * Math.cos(a), y + r * Math.sin(a)];
    const [sx, sy] = point(from);
    this.lineTo(sx, sy);
    let sweep = anticlockwise ? from - to : to - from;
    if (sweep >= Math.PI * 2 || sweep <= -Math.PI * 2) {
      // A whole circle: two half arcs (one arc command cannot start and end at the same point).
      const [hx, hy] = point(from + (anticlockwise ? -Math.PI : Math.PI));
      const flag = anticlockwise ? 0 : 1;
      this.path += `A${num(r)} ${num(r)} 0 1 ${flag} ${num(hx)} ${num(hy)}A${num(r)} ${num(r)} 0 1 ${flag} ${num(sx)} ${num(sy)}`;
      return;
    }
    sweep = ((sweep % (Math.PI * 2)) + Math.PI * 2) % (Math.PI * 2);
    const [ex, ey] = point(to);
    this.path += `A${num(r)} ${num(r)} 0 ${sweep > Math.PI ? 1 : 0} ${anticlockwise ? 0 : 1} ${num(ex)} ${num(ey)}`;
    this.at = [ex, ey];
  }
  setLineDash(segments: number[]) {
    this.dash = segments;
  }
  fill() {
    this.out.push(`<path d="${this.path}" fill="${escape(this.fillStyle)}"${this.alpha()}/>`);
  }
  stroke() {
    const dash = this.dash.length ? ` stroke-dasharray="${this.dash.map(num).join(' ')}"` : '';
    this.out.push(
      `<path d="${this.path}" fill="none" stroke="${escape(this.strokeStyle)}" stroke-width="${num(this.lineWidth)}" stroke-linejoin="${this.lineJoin}" stroke-linecap="${this.lineCap}"${dash}${this.alpha()}/>`,
    );
  }
  fillRect(x: number, y: number, w: number, h: number) {
    this.out.push(`<rect x="${num(x)}" y="${num(y)}" width="${num(w)}" height="${num(h)}" fill="${escape(this.fillStyle)}"${this.alpha()}/>`);
  }
  fillText(text: string, x: number, y: number) {
    const anchor = { center: 'middle', end: 'end', right: 'end' }[this.textAlign as string] ?? 'start';
    const baseline = { middle: 'central', top: 'hanging', hanging: 'hanging' }[this.textBaseline as string] ?? 'alphabetic';
    this.out.push(
      `<text x="${num(x)}" y="${num(y)}" fill="${escape(this.fillStyle)}" style="font:${escape(this.font)}" text-anchor="${anchor}" dominant-baseline="${baseline}"${this.alpha()}>${escape(text)}</text>`,
    );
  }
  /** Without the fonts' metrics: an average glyph of 0.55 em (labels are centred, so an error spreads both ways). */
  measureText(text: string): { width: number } {
    return { width: this.measureAt(text, Number(/(\d+(?:\.\d+)?)px/.exec(this.font)?.[1] ?? 10)) };
  }
  /** `measureText` at a font size. */
  measureAt(text: string, size: number): number {
    return text.length * size * 0.55;
  }
  private alpha() {
    return this.globalAlpha < 1 ? ` opacity="${num(this.globalAlpha)}"` : '';
  }
}
